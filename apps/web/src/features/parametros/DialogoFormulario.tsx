import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

interface Props {
  id: string;
  titulo: string;
  /** Dialog width (spec part 1 §9 widths). */
  ancho: number;
  guardando: boolean;
  error: string | null;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The add/edit modal of the three preference tabs: title, fields in a grid, Cancelar / Guardar. */
export function DialogoFormulario({ id, titulo, ancho, guardando, error, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const telefono = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={() => !guardando && onClose()}
      fullWidth
      fullScreen={telefono}
      maxWidth={false}
      aria-labelledby={`${id}-titulo`}
      slotProps={{ paper: { sx: telefono ? undefined : { maxWidth: ancho } } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {children}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={guardando}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={guardando}>
            {t('parametros.guardar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
