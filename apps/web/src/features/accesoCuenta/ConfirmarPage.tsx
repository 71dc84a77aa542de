import Button from '@mui/material/Button';
import { useT } from '../../i18n/core';
import { confirmarCuenta } from './api';
import { CuentaCard, tokenDeLaDireccion } from './CuentaCard';
import { Resultado } from './Resultado';
import { useEnvio } from './useEnvio';

/**
 * /confirmar?token=…: the page behind the sign-up's link. The person presses the button (a mail
 * scanner that opens the link confirms nothing), and the account and its entity become active.
 */
export default function ConfirmarPage() {
  const { t } = useT();
  const envio = useEnvio(confirmarCuenta);
  return (
    <CuentaCard title={t('cuentas.confirmar.title')} intro={t('cuentas.confirmar.intro')}>
      <Resultado hecho={envio.hecho} errorText={envio.errorText} />
      {!envio.hecho && (
        <Button variant="contained" size="large" fullWidth disabled={envio.pending} onClick={() => void envio.enviar(tokenDeLaDireccion())}>
          {t('cuentas.confirmar.submit')}
        </Button>
      )}
    </CuentaCard>
  );
}
