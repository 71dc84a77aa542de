import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../api/errors';
import { notify } from '../../app/notify/store';
import { CLAVE, agregarProveedor, buscarCandidatos, type Candidato } from './api';

/** Waits this long after the last key before asking the server. */
const ESPERA_MS = 300;

interface Props {
  onClose: () => void;
  onAgregado: () => void;
}

/** 'Agregar proveedor': pick a non-provider entity (spec part 1 §2 "Providers", §5 "Add provider requires a selected entity"). */
export function AgregarProveedorDialog({ onClose, onAgregado }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<{ entidad: Candidato | null }>({ defaultValues: { entidad: null } });
  const { field, fieldState } = useController({ control, name: 'entidad', rules: { validate: (v) => (v ? true : t('validate.required')) } });
  const [error, setError] = useState<string | null>(null);
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
    queryKey: [...CLAVE, 'candidatos', termino],
    queryFn: ({ signal }) => buscarCandidatos(termino, signal),
    enabled: abierto,
    placeholderData: keepPreviousData,
  });

  const onSubmit = handleSubmit(async ({ entidad }) => {
    if (!entidad) return;
    setError(null);
    try {
      await agregarProveedor(entidad.id);
    } catch (e) {
      setError(errorMessage(e, t('toast.error')));
      return;
    }
    notify('success', t('toast.success'));
    onAgregado();
    onClose();
  });

  const ocupado = formState.isSubmitting;
  return (
    <Dialog open onClose={ocupado ? undefined : onClose} fullWidth maxWidth={false} aria-labelledby="proveedor-agregar-titulo" slotProps={{ paper: { sx: { maxWidth: 480 } } }}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="proveedor-agregar-titulo">{t('proveedores.agregar')}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <Autocomplete<Candidato>
            id="proveedor-entidad"
            value={field.value}
            onChange={(_e, valor) => field.onChange(valor)}
            inputValue={texto}
            onInputChange={(_e, valor) => setTexto(valor)}
            open={abierto}
            onOpen={() => setAbierto(true)}
            onClose={() => setAbierto(false)}
            options={opciones.data ?? []}
            loading={opciones.isFetching}
            filterOptions={(x) => x}
            getOptionLabel={(o) => o.nombre}
            getOptionKey={(o) => o.id}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('proveedores.sinCandidatos')}
            loadingText={t('common.loading')}
            clearText={t('list.clear')}
            openText={t('proveedores.abrirLista')}
            closeText={t('common.close')}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
                inputRef={field.ref}
                label={t('proveedores.entidad')}
                required
                autoFocus
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('proveedores.entidadAyuda')}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={ocupado}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={ocupado}>
            {t('proveedores.guardar')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
