import { useEffect, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { CLAVE, buscarEntidades } from './api';
import type { Opcion, UsuarioFormulario } from './tipos';

/** Waits this long after the last key before asking the server. */
const ESPERA_MS = 300;

/**
 * The entity of the user form: there may be ~100,000 entities, so it searches the server as the user
 * types (at most 50 matches, by name or acronym) instead of loading them all.
 */
export function EntidadSelector({ control, onCambio }: { control: Control<UsuarioFormulario>; onCambio: () => void }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'entidad', rules: { validate: (v) => (v ? true : t('validate.required')) } });
  const [texto, setTexto] = useState('');
  const [buscar, setBuscar] = useState('');
  const [abierto, setAbierto] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setBuscar(texto), ESPERA_MS);
    return () => clearTimeout(id);
  }, [texto]);
  // While the chosen entity's name is shown, list from the start rather than only that one.
  const termino = field.value && texto === field.value.nombre ? '' : buscar;
  const opciones = useQuery({
    queryKey: [...CLAVE, 'entidades', termino],
    queryFn: ({ signal }) => buscarEntidades(termino, signal),
    enabled: abierto,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <Autocomplete<Opcion>
      id="usuario-entidad"
      value={field.value}
      onChange={(_e, value) => {
        field.onChange(value);
        onCambio();
      }}
      inputValue={texto}
      onInputChange={(_e, value) => setTexto(value)}
      open={abierto}
      onOpen={() => setAbierto(true)}
      onClose={() => setAbierto(false)}
      options={opciones.data ?? []}
      loading={opciones.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('usuarios.sinEntidades')}
      loadingText={t('common.loading')}
      clearText={t('list.clear')}
      openText={t('usuarios.abrirLista')}
      closeText={t('common.close')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
          inputRef={field.ref}
          label={t('usuarios.campos.entidad')}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('usuarios.entidadAyuda')}
        />
      )}
    />
  );
}
