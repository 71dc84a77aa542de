import { replyText } from '../../api/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cambiarPassSchema } from '@pb/contract';
import { notify } from '../../shell/notify/store';
import { getSession, updateSession } from '../../shell/session/store';
import { FormTextField } from '../../components/FormTextField';
import { formatoContrasena } from '../../components/formatoContrasena';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { cambiarPass, type CambiarPassBody } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
}

const EMPTY: CambiarPassBody = { password: '', newPassword: '' };
const CAMPOS = Object.keys(EMPTY);

/** "Cambiar contraseña" (spec part 1 §2 Account, §5: both fields required, at most 100 characters). */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, setError, formState } = useForm<CambiarPassBody>({ defaultValues: EMPTY, mode: 'onTouched' });
  const { error, save, clear } = useSaveAction({ setError, fields: CAMPOS });

  function close() {
    reset(EMPTY);
    clear();
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    let mensaje: string | undefined;
    const guardado = await save(async () => {
      const r = await cambiarPass(values);
      mensaje = r ? replyText(r) : undefined;
    }, { schema: cambiarPassSchema, input: values });
    if (!guardado) return;
    // The server no longer asks for a new password: neither does the browser.
    const usuario = getSession()?.usuario;
    if (usuario?.cambiar_contrasena) updateSession({ usuario: { ...usuario, cambiar_contrasena: false } });
    notify('success', mensaje || t('toast.success'));
    close();
  });

  return (
    <FormDialog
      id="change-password"
      title={t('account.changePassword')}
      width={480}
      open={open}
      busy={formState.isSubmitting}
      error={error}
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
        format={formatoContrasena()}
        password
        autoComplete="new-password"
        helperText={t('account.newPasswordHelp')}
      />
    </FormDialog>
  );
}
