import { replyText } from '../../api/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { desactivarCuentaSchema } from '@pb/contract';
import { endSession } from '../../shell/session/endSession';
import { FormTextField } from '../../components/FormTextField';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { desactivarCuenta } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface Values {
  password: string;
}

const CAMPOS = ['password'];

/**
 * "Desactivar cuenta" (spec part 1 §2, §4, §5): asks for the password; on success every session of
 * the user has ended on the server, so the browser forgets its own and shows the server's message
 * on the landing page.
 */
export function DeactivateAccountDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: { password: '' } });
  const { error, save, clear } = useSaveAction({ setError, fields: CAMPOS });

  function close() {
    reset({ password: '' });
    clear();
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    let mensaje: string | undefined;
    const hecho = await save(async () => {
      const r = await desactivarCuenta(values);
      mensaje = r ? replyText(r) : undefined;
    }, { schema: desactivarCuentaSchema, input: values });
    if (hecho) endSession(mensaje || t('toast.success'));
  });

  return (
    <FormDialog
      id="deactivate"
      title={t('account.deactivate')}
      description={t('account.deactivateText')}
      width={480}
      open={open}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={close}
      submitLabel={t('account.deactivate')}
      submitColor="error"
    >
      <FormTextField control={control} name="password" id="deactivate-password" label={t('account.password')} required maxLength={100} password autoComplete="current-password" autoFocus />
    </FormDialog>
  );
}
