import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../api/errors';
import {
  DPA_KEY,
  elegirDepartamento,
  elegirMunicipio,
  elegirProvincia,
  listarDepartamentos,
  listarMunicipios,
  listarProvincias,
  type DpaSeleccion,
} from './dpa';

interface Props {
  /** Prefix of the three selects' ids. */
  id: string;
  value: DpaSeleccion;
  onChange: (value: DpaSeleccion) => void;
  required?: boolean;
  disabled?: boolean;
  /** Show "required" under each empty select (e.g. after a failed submit). */
  mostrarErrores?: boolean;
  /** Stack direction: a column on phones and a row from `sm` by default. */
  direction?: 'row' | 'column';
}

const DIA = 24 * 60 * 60 * 1000;

/**
 * Department → province → municipality (spec part 1 §5): provinces load after a department is
 * chosen, municipalities after a province; a new department clears province and municipality, a new
 * province clears the municipality. Reports whole items (with codes and coordinates) to the parent.
 */
export function DpaSelects({ id, value, onChange, required, disabled, mostrarErrores, direction }: Props) {
  const { t } = useTranslation();
  const idDep = value.departamento?.id ?? null;
  const idProv = value.provincia?.id ?? null;
  const departamentos = useQuery({ queryKey: [...DPA_KEY, 'departamentos'], queryFn: ({ signal }) => listarDepartamentos(signal), staleTime: DIA });
  const provincias = useQuery({
    queryKey: [...DPA_KEY, 'provincias', idDep],
    queryFn: ({ signal }) => listarProvincias(idDep!, signal),
    enabled: idDep !== null,
    staleTime: DIA,
  });
  const municipios = useQuery({
    queryKey: [...DPA_KEY, 'municipios', idProv],
    queryFn: ({ signal }) => listarMunicipios(idProv!, signal),
    enabled: idProv !== null,
    staleTime: DIA,
  });

  const select = (
    nivel: 'departamento' | 'provincia' | 'municipio',
    elegido: number | null,
    consulta: { data?: Array<{ id: number; nombre: string }>; isFetching: boolean; error: unknown },
    habilitado: boolean,
    alElegir: (idElegido: number) => void,
  ): ReactNode => {
    const opciones = consulta.data ?? [];
    const falta = mostrarErrores && required && elegido === null;
    const ayuda = consulta.error ? errorMessage(consulta.error, t('dpa.error')) : falta ? t('validate.required') : consulta.isFetching ? t('dpa.cargando') : undefined;
    // Until its options arrive, a remembered choice would be an out-of-range value: show it empty.
    const valor = elegido !== null && opciones.some((o) => o.id === elegido) ? String(elegido) : '';
    return (
      <TextField
        id={`${id}-${nivel}`}
        label={t(`dpa.${nivel}`)}
        select
        fullWidth
        required={required}
        disabled={disabled || !habilitado}
        value={valor}
        error={Boolean(consulta.error) || Boolean(falta)}
        helperText={ayuda}
        onChange={(e) => alElegir(Number(e.target.value))}
      >
        {opciones.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.nombre}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <Stack direction={direction ?? { xs: 'column', sm: 'row' }} spacing={2}>
      {select('departamento', idDep, departamentos, true, (i) => onChange(elegirDepartamento(value, departamentos.data?.find((d) => d.id === i) ?? null)))}
      {select('provincia', idProv, provincias, idDep !== null, (i) => onChange(elegirProvincia(value, provincias.data?.find((p) => p.id === i) ?? null)))}
      {select('municipio', value.municipio?.id ?? null, municipios, idProv !== null, (i) =>
        onChange(elegirMunicipio(value, municipios.data?.find((m) => m.id === i) ?? null)),
      )}
    </Stack>
  );
}
