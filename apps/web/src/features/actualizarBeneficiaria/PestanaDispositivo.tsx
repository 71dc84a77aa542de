import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import { ESTADOS_CON_HUELLA } from '@pb/contract/valores';
import { useAccionConfirmada } from '../../components/dialogs/useAccionConfirmada';
import { inactivarDispositivo, type PestanaProps } from './api';

/**
 * 'Cuenta dispositivo móvil': the mobile app's account is reset. The same call inactivates an ACTIVO
 * record and activates an INACTIVO or BLOQUEADO_CAMBIO_CELULAR one (DOMAIN.md §3), so the button says
 * which it does (issue 32); in any other state there is nothing to reset.
 */
export function PestanaDispositivo({ registro, puedeEditar, onCambio }: PestanaProps) {
  const { t } = useTranslation();
  const { ocupado, hacer } = useAccionConfirmada(onCambio);
  const activo = registro.estado === 'ACTIVO';
  const puedeReiniciar = ESTADOS_CON_HUELLA.has(registro.estado) || registro.estado === 'INACTIVO';
  const reiniciar = () =>
    hacer(t(activo ? 'actualizarBeneficiaria.confirmarInactivar' : 'actualizarBeneficiaria.confirmarActivar', { nombre: registro.persona_b_nombre_completo ?? '' }), () => inactivarDispositivo(registro.id));
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('actualizarBeneficiaria.dispositivoAyuda')}</Typography>
      {puedeEditar && puedeReiniciar && (
        <Button variant="outlined" color={activo ? 'error' : 'primary'} startIcon={activo ? <PhonelinkEraseIcon /> : <PhonelinkSetupIcon />} onClick={() => void reiniciar()} disabled={ocupado}>
          {t(activo ? 'actualizarBeneficiaria.inactivarDispositivo' : 'actualizarBeneficiaria.activarDispositivo')}
        </Button>
      )}
    </Stack>
  );
}
