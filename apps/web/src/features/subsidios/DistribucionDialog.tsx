import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { distribucionAddSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormCheckbox } from '../../components/FormCheckbox';
import { FormTextField } from '../../components/FormTextField';
import { useGruposActivos } from '../../shared/catalogo/useGruposActivos';
import { SUBSIDIOS_KEY, guardarDistribuciones, obtenerSubsidio, type DistribucionEntrada, type Subsidio, type SubsidioDetalle } from './api';
import { suma } from './sumas';

/** Spec part 2 §5: a group's percentage has at most 5 characters (so has a distribution's). */
const MAX_PORCENTAJE = 5;

interface GrupoValor {
  id_grupo_alimenticio: string;
  porcentaje: string;
}
interface ParteValor {
  nombre: string;
  porcentaje: string;
  credito: boolean;
  detalle: GrupoValor[];
}
interface Valores {
  distribuciones: ParteValor[];
}

const grupoVacio = (): GrupoValor => ({ id_grupo_alimenticio: '', porcentaje: '' });
const parteVacia = (): ParteValor => ({ nombre: '', porcentaje: '', credito: false, detalle: [grupoVacio()] });
const valoresDe = (s: SubsidioDetalle | null | undefined): Valores => ({
  distribuciones: s?.distribuciones.length
    ? s.distribuciones.map((d) => ({
        nombre: d.nombre,
        porcentaje: d.porcentaje,
        credito: d.credito === '1',
        detalle: d.detalle.map((g) => ({ id_grupo_alimenticio: String(g.id_grupo_alimenticio), porcentaje: g.porcentaje })),
      }))
    : [parteVacia()],
});

/** What is sent: a group row left wholly empty is not a group. */
const entradaDe = (v: Valores): DistribucionEntrada[] =>
  v.distribuciones.map((d) => ({
    nombre: d.nombre.trim(),
    porcentaje: d.porcentaje.trim(),
    credito: d.credito ? '1' : '0',
    detalle: d.detalle
      .filter((g) => g.id_grupo_alimenticio !== '' || g.porcentaje.trim() !== '')
      .map((g) => ({ id_grupo_alimenticio: g.id_grupo_alimenticio ? Number(g.id_grupo_alimenticio) : null, porcentaje: g.porcentaje.trim() })),
  }));

/** Every field path of the form, so that a refusal lands on the field it names (decision 012). */
const camposDe = (v: Valores) =>
  v.distribuciones.flatMap((d, i) => [
    `distribuciones.${i}.nombre`,
    `distribuciones.${i}.porcentaje`,
    ...d.detalle.flatMap((_, j) => [`distribuciones.${i}.detalle.${j}.id_grupo_alimenticio`, `distribuciones.${i}.detalle.${j}.porcentaje`]),
  ]);

/**
 * The distribution dialog (spec part 2 §2.11, §5): distributions with name, percentage and the
 * credit flag (the second is the electricity company's), each with its food groups among the
 * active ones; the sums are shown as they are typed. The whole set replaces the earlier one
 * (`distribucionAdd`, decision 018); the server refuses it for an ACTIVO subsidy.
 */
export function DistribucionDialog({ subsidio, onClose }: { subsidio: Subsidio; onClose: () => void }) {
  const { t } = useTranslation();
  const detalle = useQuery({ queryKey: [...SUBSIDIOS_KEY, 'detalle', subsidio.id], queryFn: () => obtenerSubsidio(subsidio.id) });
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<Valores>({ defaultValues: valoresDe(null) });
  const partes = useFieldArray({ control, name: 'distribuciones' });
  const valores = useWatch({ control, name: 'distribuciones' });
  const { error, save } = useSaveRecord(SUBSIDIOS_KEY, onClose, { setError, fields: camposDe(getValues()) });
  const total = suma((valores ?? []).map((d) => d.porcentaje ?? ''));

  useEffect(() => {
    if (detalle.data) reset(valoresDe(detalle.data));
  }, [detalle.data, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const entrada = { id_subsidio: subsidio.id, distribuciones: entradaDe(v) };
    await save(() => guardarDistribuciones(subsidio.id, entrada.distribuciones), { schema: distribucionAddSchema, input: entrada }, t('catalogo.registrado'));
  });

  return (
    <FormDialog
      id="distribucion-dialogo"
      title={t('subsidios.distribucionDe', { nombre: subsidio.nombre })}
      description={t('subsidios.distribucionAyuda')}
      width={900}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
      submitDisabled={detalle.isLoading}
    >
      {partes.fields.map((campo, i) => (
        <Parte key={campo.id} control={control} indice={i} onQuitar={partes.fields.length > 1 ? () => partes.remove(i) : undefined} />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => partes.append(parteVacia())}>
          {t('subsidios.agregarDistribucion')}
        </Button>
        <Typography aria-live="polite" sx={{ color: total.completa ? 'success.dark' : 'error.main', fontWeight: 500 }}>
          {t('subsidios.sumaDistribuciones', { suma: total.texto })}
        </Typography>
      </Stack>
    </FormDialog>
  );
}

/** One distribution: its name, percentage and credit flag, and its food groups with their live sum. */
function Parte({ control, indice, onQuitar }: { control: Control<Valores>; indice: number; onQuitar?: () => void }) {
  const { t } = useTranslation();
  const grupos = useGruposActivos();
  const filas = useFieldArray({ control, name: `distribuciones.${indice}.detalle` });
  const detalle = useWatch({ control, name: `distribuciones.${indice}.detalle` });
  const sumaGrupos = suma((detalle ?? []).map((g) => g.porcentaje ?? ''));
  const n = indice + 1;
  // The fields take the form's control loosely typed: nested array paths are too deep for FieldPath.
  const campos = control as unknown as Control<FieldValues>;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" sx={{ px: 1, fontWeight: 500 }}>
        {t('subsidios.distribucionN', { n })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormTextField control={campos} name={`distribuciones.${indice}.nombre`} id={`distribucion-${n}-nombre`} label={t('subsidios.nombreDistribucion', { n })} required maxLength={150} sx={{ flex: 2 }} autoComplete="off" />
        <FormTextField
          control={campos}
          name={`distribuciones.${indice}.porcentaje`}
          id={`distribucion-${n}-porcentaje`}
          label={t('subsidios.porcentajeDistribucion', { n })}
          required
          maxLength={MAX_PORCENTAJE}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormCheckbox control={campos} name={`distribuciones.${indice}.credito`} label={t(indice === 1 ? 'subsidios.creditoElectrica' : 'subsidios.credito')} />
        {onQuitar && (
          <IconButton aria-label={t('subsidios.quitarDistribucion', { n })} onClick={onQuitar}>
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      <Stack spacing={1} sx={{ mt: 2, pl: { sm: 2 } }}>
        {filas.fields.map((campo, j) => (
          <Stack key={campo.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormTextField
              control={campos}
              name={`distribuciones.${indice}.detalle.${j}.id_grupo_alimenticio`}
              id={`distribucion-${n}-grupo-${j + 1}`}
              label={t('subsidios.grupoN', { n, g: j + 1 })}
              select
              sx={{ flex: 2 }}
            >
              {grupos.map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.nombre}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={campos}
              name={`distribuciones.${indice}.detalle.${j}.porcentaje`}
              id={`distribucion-${n}-grupo-${j + 1}-porcentaje`}
              label={t('subsidios.porcentajeGrupoN', { n, g: j + 1 })}
              maxLength={MAX_PORCENTAJE}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <IconButton aria-label={t('subsidios.quitarGrupo', { n, g: j + 1 })} onClick={() => filas.remove(j)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Button startIcon={<AddIcon />} onClick={() => filas.append(grupoVacio())}>
            {t('subsidios.agregarGrupo', { n })}
          </Button>
          <Typography aria-live="polite" sx={{ color: sumaGrupos.completa ? 'success.dark' : 'error.main' }}>
            {t('subsidios.sumaGrupos', { n, suma: sumaGrupos.texto })}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
