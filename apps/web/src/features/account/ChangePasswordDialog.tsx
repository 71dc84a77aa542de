import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { notify } from '../../app/notify/store';
import { getSession, updateSession } from '../../app/session/store';
import { FormTextField } from '../../components/FormTextField';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { cambiarPass, type CambiarPassBody } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

const EMPTY: CambiarPassBody = { password: '', newPassword: '' };

/** "Cambiar contraseña" (spec part 1 §2 Account, §5: both fields required, at most 100 characters). */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset } = useForm<CambiarPassBody>({ defaultValues: EMPTY });
  const mutation = useMutation({
    mutationFn: cambiarPass,
    onSuccess: (reply) => {
      // The server no longer asks for a new password: neither does the browser.
      const usuario = getSession()?.usuario;
      if (usuario?.cambiar_contrasena) updateSession({ usuario: { ...usuario, cambiar_contrasena: false } });
      notify('success', reply?.message ? serverText(reply.message) : t('toast.success'));
      close();
    },
  });

  function close() {
    reset(EMPTY);
    mutation.reset();
    onClose();
  }

  const onSubmit = handleSubmit((values) => mutation.mutateAsync(values).catch(() => undefined));

  return (
    <FormDialog
      id="change-password"
      title={t('account.changePassword')}
      width={480}
      open={open}
      busy={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error, t('toast.error')) : null}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={t('account.save')}
    >
      <FormTextField control={control} name="password" id="account-password" label={t('account.currentPassword')} required maxLength={100} password autoComplete="current-password" autoFocus />
      <FormTextField
        control={control}
        name="newPassword"
        id="account-new-password"
        label={t('account.newPassword')}
        required
        maxLength={100}
        password
        autoComplete="new-password"
        helperText={t('account.newPasswordHelp')}
      />
    </FormDialog>
  );
}
