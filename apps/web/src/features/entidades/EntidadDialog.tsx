import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '../../api/errors';
import { notify } from '../../app/notify/store';
import { crearEntidad, editarEntidad } from './api';
import { CamposEntidad } from './CamposEntidad';
import { aEntrada, valoresIniciales } from './formulario';
import type { Entidad, EntidadFormulario } from './tipos';

/** One of the dialog widths of spec part 1 §9. */
const ANCHO = 640;

interface Props {
  /** null: a new entity. */
  entidad: Entidad | null;
  onClose: () => void;
  onGuardado: () => void;
}

/** Add or edit an entity from the list (roles 1 and 2); full screen on phones. */
export function EntidadDialog({ entidad, onClose, onGuardado }: Props) {
  const { t } = useTranslation();
  const telefono = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { control, handleSubmit, formState } = useForm<EntidadFormulario>({ defaultValues: valoresIniciales(entidad) });
  const [error, setError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (valores) => {
    setError(null);
    try {
      if (entidad) await editarEntidad(entidad.id, aEntrada(valores));
      else await crearEntidad(aEntrada(valores));
    } catch (e) {
      setError(errorMessage(e, t('toast.error')));
      return;
    }
    notify('success', entidad ? t('entidades.actualizado') : t('toast.success'));
    onGuardado();
    onClose();
  });

  const ocupado = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={ocupado ? undefined : onClose}
      maxWidth={false}
      fullScreen={telefono}
      aria-labelledby="entidad-dialogo-titulo"
      slotProps={{ paper: { sx: telefono ? undefined : { width: ANCHO, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id="entidad-dialogo-titulo">{entidad ? t('entidades.editar') : t('entidades.agregar')}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <CamposEntidad control={control} codigo={entidad?.id} codigoPortalRequerido={false} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={ocupado}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={ocupado}>
            {t('entidades.guardar')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
