import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { endSession } from '../../app/session/endSession';
import { FormTextField } from '../../components/FormTextField';
import { FormDialog } from '../../components/dialogs/FormDialog';
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
    onSuccess: (reply) => endSession(reply?.message ? serverText(reply.message) : t('toast.success')),
  });

  function close() {
    reset({ password: '' });
    mutation.reset();
    onClose();
  }

  const onSubmit = handleSubmit((values) => mutation.mutateAsync(values).catch(() => undefined));

  return (
    <FormDialog
      id="deactivate"
      title={t('account.deactivate')}
      description={t('account.deactivateText')}
      width={480}
      open={open}
      busy={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error, t('toast.error')) : null}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={t('account.deactivate')}
      submitColor="error"
    >
      <FormTextField control={control} name="password" id="deactivate-password" label={t('account.password')} required maxLength={100} password autoComplete="current-password" autoFocus />
    </FormDialog>
  );
}
