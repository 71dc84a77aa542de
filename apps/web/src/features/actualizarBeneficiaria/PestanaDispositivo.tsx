import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { notify } from '../../shell/notify/store';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { inactivarDispositivo, type PestanaProps } from './api';

/** 'Cuenta dispositivo móvil': the mobile app's account is reset (the beneficiary must activate it again). */
export function PestanaDispositivo({ registro, puedeEditar, onCambio }: PestanaProps) {
  const { t } = useTranslation();
  const [ocupado, setOcupado] = useState(false);
  const inactivar = async () => {
    if (!(await confirmDialog(t('actualizarBeneficiaria.confirmarInactivar', { nombre: registro.persona_b_nombre_completo ?? '' })))) return;
    setOcupado(true);
    try {
      const { mensaje } = await inactivarDispositivo(registro.id);
      notify('success', serverText(mensaje));
      onCambio();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('actualizarBeneficiaria.dispositivoAyuda')}</Typography>
      {puedeEditar && (
        <Button variant="outlined" color="error" startIcon={<PhonelinkEraseIcon />} onClick={() => void inactivar()} disabled={ocupado}>
          {t('actualizarBeneficiaria.inactivarDispositivo')}
        </Button>
      )}
    </Stack>
  );
}
