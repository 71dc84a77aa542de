import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../api/errors';
import { endSession } from '../../app/session/endSession';
import { FormTextField } from '../../components/FormTextField';
import { desactivarCuenta } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface Values {
  password: string;
}

/**
 * "Desactivar cuenta" (spec part 1 §2, §4, §5): asks for the password; on success every session of
 * the user has ended on the server, so the browser forgets its own and shows the server's message
 * on the landing page.
 */
export function DeactivateAccountDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm<Values>({ defaultValues: { password: '' } });
  const mutation = useMutation({
    mutationFn: desactivarCuenta,
    onSuccess: (reply) => endSession(reply?.message || t('toast.success')),
  });

  function close() {
    reset({ password: '' });
    mutation.reset();
    onClose();
  }

  const onSubmit = handleSubmit((values) => mutation.mutateAsync(values).catch(() => undefined));

  return (
    <Dialog
      open={open}
      onClose={() => !mutation.isPending && close()}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 480 } } }}
      aria-labelledby="deactivate-title"
      aria-describedby="deactivate-text"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="deactivate-title">{t('account.deactivate')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="deactivate-text">{t('account.deactivateText')}</DialogContentText>
            {mutation.error && (
              <Alert severity="error" role="alert">
                {errorMessage(mutation.error, t('toast.error'))}
              </Alert>
            )}
            <FormTextField control={control} name="password" id="deactivate-password" label={t('account.password')} required maxLength={100} password autoComplete="current-password" autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={mutation.isPending}>
            {t('account.deactivate')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
