import { replyText } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError, errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { formatMoney } from '../../components/money';
import { ACTUALIZAR_KEY, MAX_CODIGO, entregarPaquete, enviarCodigoEntrega, listarRegionales, type Entrega, type MedioEntrega, type RegistroEntrega } from './api';
import { useLectorTarjetas } from '../../shared/tarjetas/lector';
import { useRegionalPropia } from '../../shared/regionales/useRegionalPropia';

interface Props {
  registro: RegistroEntrega;
  onClose: () => void;
  onEntregado: () => void;
}

/**
 * 'Entregar paquete': the regional office that hands it out, and how the beneficiary proves she is
 * herself: her card on the reader, or a code sent by SMS to her registered mobile. Delivered: the
 * package's foods and amount; refused: the server's reason.
 */
export function EntregaDialog({ registro, onClose, onEntregado }: Props) {
  const { t } = useTranslation();
  const lector = useLectorTarjetas();
  const regionales = useQuery({ queryKey: [...ACTUALIZAR_KEY, 'regionales'], queryFn: listarRegionales, staleTime: 300_000 });
  const [regional, setRegional] = useState<number | ''>('');
  const [medio, setMedio] = useState<MedioEntrega>('TARJETA');
  const [uuid, setUuid] = useState('');
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [faltaRegional, setFaltaRegional] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [entrega, setEntrega] = useState<Entrega | null>(null);
  const propia = useRegionalPropia(regionales.data);
  const idRegional = regional === '' ? (propia ?? '') : regional;

  const correr = async (accion: () => Promise<void>) => {
    setOcupado(true);
    setError(null);
    try {
      await accion();
    } catch (e) {
      setError(e instanceof HttpError ? errorMessage(e, t('toast.error')) : e instanceof Error ? e.message : t('toast.error'));
    } finally {
      setOcupado(false);
    }
  };

  const leer = () => correr(async () => setUuid(await lector.leer()));
  const enviarCodigo = () =>
    correr(async () => {
      const r = await enviarCodigoEntrega(registro.id);
      if (!r) setError(t('toast.error'));
      else if (r.code !== 1) setError(replyText(r));
      else notify('success', replyText(r));
    });

  const entregar = (e: FormEvent) => {
    e.preventDefault();
    if (entrega) return onClose();
    setFaltaRegional(idRegional === '');
    if (idRegional === '') return;
    if (medio === 'TARJETA' && !uuid) return setError(t('actualizarBeneficiaria.entrega.leaTarjeta'));
    if (medio === 'SMS' && !codigo.trim()) return setError(t('servidor.mensajes.codigoRequerido'));
    void correr(async () => {
      const r = await entregarPaquete({ idBeneficiaria: registro.id, idSucursal: idRegional, medio, ...(medio === 'TARJETA' ? { uuidTarjeta: uuid } : { codigo: codigo.trim() }) });
      if (r?.code !== 1 || !r.entrega) {
        setError(r ? replyText(r) : t('toast.error'));
        return;
      }
      setEntrega(r.entrega);
      notify('success', replyText(r));
      onEntregado();
    });
  };

  return (
    <FormDialog
      id={`entrega-${registro.id}`}
      title={t('actualizarBeneficiaria.entrega.titulo')}
      description={t('actualizarBeneficiaria.entrega.descripcion', { nombre: registro.persona_b_nombre_completo ?? '', subsidio: registro.ben_subsidio_nombre })}
      width={600}
      busy={ocupado}
      error={error}
      onSubmit={entregar}
      onClose={onClose}
      submitLabel={entrega ? t('common.close') : t('actualizarBeneficiaria.entrega.entregar')}
    >
      {entrega ? (
        <Stack spacing={1}>
          <Alert severity="success">{t('actualizarBeneficiaria.entrega.entregado', { monto: formatMoney(entrega.monto) })}</Alert>
          <Typography variant="subtitle2" component="h3">
            {t('actualizarBeneficiaria.entrega.alimentos')}
          </Typography>
          <List dense aria-label={t('actualizarBeneficiaria.entrega.alimentos')}>
            {entrega.paquete?.alimentos.map((a) => (
              <ListItem key={a.nombre}>{`${a.nombre}: ${a.cantidad} ${a.unidad ?? ''}`.trim()}</ListItem>
            ))}
          </List>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <TextField
            select
            id={`entrega-regional-${registro.id}`}
            label={t('actualizarBeneficiaria.entrega.regional')}
            value={idRegional}
            onChange={(e) => setRegional(Number(e.target.value))}
            error={faltaRegional}
            helperText={faltaRegional ? t('validate.required') : ' '}
            required
            fullWidth
          >
            {(regionales.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.nombre}
              </MenuItem>
            ))}
          </TextField>
          <Stack>
            <FormLabel id={`entrega-medio-${registro.id}`}>{t('actualizarBeneficiaria.entrega.medio')}</FormLabel>
            <RadioGroup row aria-labelledby={`entrega-medio-${registro.id}`} value={medio} onChange={(e) => setMedio(e.target.value as MedioEntrega)}>
              <FormControlLabel value="TARJETA" control={<Radio />} label={t('actualizarBeneficiaria.entrega.porTarjeta')} />
              <FormControlLabel value="SMS" control={<Radio />} label={t('actualizarBeneficiaria.entrega.porSms')} />
            </RadioGroup>
          </Stack>
          {medio === 'TARJETA' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <TextField id={`entrega-tarjeta-${registro.id}`} label={t('actualizarBeneficiaria.tarjetaLeida')} value={uuid} size="small" slotProps={{ htmlInput: { readOnly: true } }} />
              <Button variant="outlined" onClick={() => void leer()} disabled={ocupado}>
                {t('actualizarBeneficiaria.leerTarjeta')}
              </Button>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" onClick={() => void enviarCodigo()} disabled={ocupado}>
                {t('actualizarBeneficiaria.entrega.enviarCodigo')}
              </Button>
              <TextField
                id={`entrega-codigo-${registro.id}`}
                label={t('actualizarBeneficiaria.codigo')}
                value={codigo}
                onChange={(e) => setCodigo(e.target.value)}
                size="small"
                slotProps={{ htmlInput: { maxLength: MAX_CODIGO, inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              />
            </Stack>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
