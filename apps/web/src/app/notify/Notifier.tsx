import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { dismiss, useToasts } from './store';

/** Shows the oldest pending toast; the next one appears when it closes. */
export function Notifier() {
  const [toast] = useToasts();
  if (!toast) return null;
  const close = () => dismiss(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.duration}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity={toast.severity} onClose={close} variant="filled" sx={{ width: '100%', whiteSpace: 'pre-line' }}>
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
