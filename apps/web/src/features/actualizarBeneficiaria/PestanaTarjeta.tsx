import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import ContactlessIcon from '@mui/icons-material/Contactless';
import AddCardIcon from '@mui/icons-material/AddCard';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { asignarTarjeta, darBajaTarjeta, tarjetaPorUuid, useLectorTarjetas } from '../../shared/tarjetas/lector';
import type { PestanaProps } from './api';

/** 'Tarjeta': her card; it can be withdrawn ('Dar de baja'), and a new one read and registered to her. */
export function PestanaTarjeta({ registro, puedeEditar, onCambio }: PestanaProps) {
  const { t } = useTranslation();
  const lector = useLectorTarjetas();
  const [leida, setLeida] = useState('');
  const [ocupado, setOcupado] = useState(false);

  const correr = async (accion: () => Promise<void>) => {
    setOcupado(true);
    try {
      await accion();
    } catch (error) {
      notify('error', error instanceof Error && !('status' in error) ? error.message : errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const darBaja = async () => {
    if (!(await confirmDialog(t('actualizarBeneficiaria.confirmarBaja', { tarjeta: registro.nro_tarjeta ?? '' })))) return;
    await correr(async () => {
      notify('success', replyText(await darBajaTarjeta({ idBeneficiaria: registro.id, uuidTarjeta: registro.nro_tarjeta ?? undefined, idPersona: registro.id_persona })));
      onCambio();
    });
  };

  const leer = () => correr(async () => setLeida(await lector.leer()));

  const registrar = () =>
    correr(async () => {
      const tarjeta = await tarjetaPorUuid(leida);
      if (!tarjeta) {
        notify('error', t('servidor.mensajes.tarjetaNoRegistrada'));
        return;
      }
      if (tarjeta.estado !== 'REGISTRADO') {
        notify('error', t('servidor.mensajes.tarjetaEstado', { estado: tarjeta.estado }));
        return;
      }
      notify('success', replyText(await asignarTarjeta({ idBeneficiaria: registro.id, uuidTarjeta: tarjeta.uuid, idPersona: registro.id_persona })));
      setLeida('');
      onCambio();
    });

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{registro.nro_tarjeta ? t('actualizarBeneficiaria.tarjetaActual', { tarjeta: registro.nro_tarjeta }) : t('servidor.mensajes.beneficiariaSinTarjeta')}</Typography>
      {puedeEditar && registro.nro_tarjeta && (
        <Button variant="outlined" color="error" startIcon={<CreditCardOffIcon />} onClick={() => void darBaja()} disabled={ocupado} sx={{ alignSelf: 'flex-start' }}>
          {t('actualizarBeneficiaria.darBaja')}
        </Button>
      )}
      {puedeEditar && !registro.nro_tarjeta && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField id={`tarjeta-leida-${registro.id}`} label={t('actualizarBeneficiaria.tarjetaLeida')} value={leida} size="small" slotProps={{ htmlInput: { readOnly: true } }} />
          <Button variant="outlined" startIcon={<ContactlessIcon />} onClick={() => void leer()} disabled={ocupado}>
            {t('actualizarBeneficiaria.leerTarjeta')}
          </Button>
          <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => void registrar()} disabled={ocupado || !leida}>
            {t('actualizarBeneficiaria.registrarTarjeta')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
