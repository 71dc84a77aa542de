import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface FormDialogProps {
  /** Prefix of the title's and description's element ids. */
  id: string;
  title: string;
  /** One of the dialog widths of spec part 1 §9. */
  width: number;
  /** Defaults to true: most dialogs are mounted only while open. */
  open?: boolean;
  /** While saving: the dialog cannot be closed and the buttons wait. */
  busy: boolean;
  /** The refused save's message, shown above the fields and scrolled into view. */
  error: string | null;
  onSubmit: (event: FormEvent) => unknown;
  onClose: () => void;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  submitDisabled?: boolean;
  /** A sentence under the title that says what the dialog does (its accessible description). */
  description?: string;
  /** Shown beside the buttons, e.g. what is still missing before saving. */
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * Every add/edit modal: title, optional description, the save error, the fields, then Cancelar and
 * the save button. Full screen on phones; Esc and a click outside close it unless it is saving.
 */
export function FormDialog({ id, title, width, open = true, busy, error, onSubmit, onClose, submitLabel, submitColor = 'primary', submitDisabled, description, hint, children }: FormDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const alert = useRef<HTMLDivElement>(null);
  // A long form is scrolled down when the user presses save: bring the message to where they look.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      slotProps={{ paper: { sx: phone ? undefined : { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {description && <DialogContentText id={`${id}-description`}>{description}</DialogContentText>}
            {error && (
              <Alert ref={alert} severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          {hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              {hint}
            </Typography>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
