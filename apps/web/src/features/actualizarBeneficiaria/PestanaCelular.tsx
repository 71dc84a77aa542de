import { replyText } from '../../api/messages';
import { issueText } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import VerifiedIcon from '@mui/icons-material/Verified';
import { movilSchema } from '@pb/contract';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { MAX_CODIGO, enviarCodigo, verificarCodigo, type PestanaProps } from './api';

/** The new number is typed in up to 15 digits (spec part 2 §5). */
const MAX_NUMERO = 15;

/**
 * 'Celular': a new number gets a code by SMS ('Enviar código' then waits), the beneficiary reads it
 * out and 'Verificar' makes the number hers. A refusal (-1) shows the server's reason.
 */
export function PestanaCelular({ registro, puedeEditar, onCambio }: PestanaProps) {
  const { t } = useTranslation();
  const [numero, setNumero] = useState('');
  const [codigo, setCodigo] = useState('');
  const [errorNumero, setErrorNumero] = useState<string | null>(null);
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const [enviado, setEnviado] = useState(false);
  const [verificado, setVerificado] = useState(false);
  const [ocupado, setOcupado] = useState(false);

  const correr = async (accion: () => Promise<void>) => {
    setOcupado(true);
    try {
      await accion();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const valido = movilSchema.safeParse(numero);
    setErrorNumero(valido.success ? null : issueText(valido.error.issues[0]!.message));
    if (!valido.success) return;
    void correr(async () => {
      const r = await enviarCodigo(registro.id_persona, valido.data);
      if (r?.code !== 1) {
        notify('error', r ? replyText(r) : t('toast.error'));
        return;
      }
      notify('success', replyText(r));
      setEnviado(true);
      setVerificado(false);
      onCambio();
    });
  };

  const verificar = (e: FormEvent) => {
    e.preventDefault();
    const dado = codigo.trim();
    setErrorCodigo(dado ? null : t('servidor.mensajes.codigoRequerido'));
    if (!dado) return;
    void correr(async () => {
      const r = await verificarCodigo(registro.id_persona, dado);
      if (r?.code !== 1) {
        notify('error', r ? replyText(r) : t('toast.error'));
        return;
      }
      notify('success', replyText(r));
      setVerificado(true);
      onCambio();
    });
  };

  if (!puedeEditar) return <Typography variant="body2">{t('actualizarBeneficiaria.celularActual', { movil: registro.persona_b_movil ?? '—' })}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('actualizarBeneficiaria.celularActual', { movil: registro.persona_b_movil ?? '—' })}</Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={enviar} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`nuevo-celular-${registro.id}`}
          label={t('actualizarBeneficiaria.nuevoCelular')}
          value={numero}
          onChange={(e) => {
            setNumero(e.target.value.replace(/\D/g, ''));
            setEnviado(false);
          }}
          error={Boolean(errorNumero)}
          helperText={errorNumero ?? ' '}
          size="small"
          slotProps={{ htmlInput: { maxLength: MAX_NUMERO, inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={ocupado || enviado}>
          {t('actualizarBeneficiaria.enviarCodigo')}
        </Button>
      </Stack>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={verificar} noValidate sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`codigo-celular-${registro.id}`}
          label={t('actualizarBeneficiaria.codigo')}
          value={codigo}
          onChange={(e) => setCodigo(e.target.value)}
          error={Boolean(errorCodigo)}
          helperText={errorCodigo ?? ' '}
          disabled={!enviado || verificado}
          size="small"
          slotProps={{ htmlInput: { maxLength: MAX_CODIGO, inputMode: 'numeric', autoComplete: 'one-time-code' } }}
        />
        <Button type="submit" variant="contained" startIcon={<VerifiedIcon />} disabled={ocupado || !enviado || verificado}>
          {t('actualizarBeneficiaria.verificar')}
        </Button>
      </Stack>
    </Stack>
  );
}
