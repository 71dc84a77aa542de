import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n/core';
import { OutlinedPasswordField } from '../../components/OutlinedField';
import { useLoginForm } from '../../shared/auth/useLoginForm';
import { restablecerContrasena } from './api';
import { CuentaCard, tokenDeLaDireccion } from './CuentaCard';
import { Resultado } from './Resultado';
import { useEnvio } from './useEnvio';

/** /restablecer?token=…: the page behind the recovery link sets a new password (the rules of 'change password'). */
export default function RestablecerPage() {
  const { t } = useT();
  const { text, handleSubmit } = useLoginForm({ newPassword: '' });
  const envio = useEnvio(restablecerContrasena);
  const onSubmit = handleSubmit(async ({ newPassword }) => envio.enviar(tokenDeLaDireccion(), newPassword));
  const campo = text('newPassword', { required: true, maxLength: 100 });
  return (
    <CuentaCard title={t('cuentas.restablecer.title')} intro={t('cuentas.restablecer.intro')}>
      <Resultado hecho={envio.hecho} errorText={envio.errorText} />
      {!envio.hecho && (
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
          <OutlinedPasswordField {...campo} helperText={campo.helperText ?? t('cuentas.contrasenaAyuda')} id="restablecer-contrasena" label={t('cuentas.restablecer.nueva')} autoComplete="new-password" autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={envio.pending}>
            {t('cuentas.restablecer.submit')}
          </Button>
        </Stack>
      )}
    </CuentaCard>
  );
}
