import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from '../../i18n/core';
import { OutlinedField } from '../../components/OutlinedField';
import { useLoginForm } from '../../shared/auth/useLoginForm';
import { pedirRecuperacion } from './api';
import { CuentaCard } from './CuentaCard';
import { Resultado } from './Resultado';
import { useEnvio } from './useEnvio';

/** /recuperar: '¿Olvidó su contraseña?' asks for a username or an e-mail; the answer is always the same sentence. */
export default function RecuperarPage() {
  const { t } = useT();
  const { text, handleSubmit } = useLoginForm({ usuario: '' });
  const envio = useEnvio(pedirRecuperacion);
  const onSubmit = handleSubmit(async ({ usuario }) => envio.enviar(usuario.trim()));
  return (
    <CuentaCard title={t('cuentas.recuperar.title')} intro={t('cuentas.recuperar.intro')}>
      <Resultado hecho={envio.hecho} errorText={envio.errorText} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <OutlinedField {...text('usuario', { required: true, maxLength: 100 })} id="recuperar-usuario" label={t('cuentas.recuperar.usuario')} autoComplete="username" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={envio.pending}>
          {t('cuentas.recuperar.submit')}
        </Button>
      </Stack>
    </CuentaCard>
  );
}
