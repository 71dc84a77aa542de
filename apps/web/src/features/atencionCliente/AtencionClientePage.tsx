import { issueText } from '../../api/messages';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { extractoParamsSchema } from '@pb/contract';
import { notify } from '../../shell/notify/store';
import { errorMessage } from '../../api/errors';
import { NotaRetraso } from '../../components/reports/NotaRetraso';
import { descargarPdfPersona, type Documento } from './api';

/**
 * `/atencion-cliente` (spec part 2 §2.12 Extractos; roles 2, 3, 10): a document number and two
 * buttons downloading the person's statement or balances as PDF.
 */
export default function AtencionClientePage() {
  const { t } = useTranslation();
  const [documento, setDocumento] = useState('');
  const [errorCampo, setErrorCampo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<Documento | null>(null);

  const descargar = async (cual: Documento) => {
    setError(null);
    const r = extractoParamsSchema.safeParse({ ci: documento.trim() });
    if (!r.success) {
      setErrorCampo(issueText(r.error.issues[0]?.message ?? ''));
      return;
    }
    setErrorCampo(null);
    setOcupado(cual);
    try {
      await descargarPdfPersona(r.data.ci, cual);
      notify('success', t(cual === 'extractosPdf' ? 'atencionCliente.extractoListo' : 'atencionCliente.saldosListo'));
    } catch (e) {
      setError(errorMessage(e, t('toast.error')));
    } finally {
      setOcupado(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void descargar('extractosPdf');
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('atencionCliente.titulo')}
      </Typography>
      <Paper component="form" noValidate onSubmit={onSubmit} sx={{ p: 2, maxWidth: 640 }} aria-busy={ocupado !== null}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('atencionCliente.extractos')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('atencionCliente.descripcion')}
          </Typography>
          <TextField
            label={t('atencionCliente.documento')}
            name="documento"
            value={documento}
            onChange={(e) => setDocumento(e.target.value)}
            required
            error={errorCampo !== null}
            helperText={errorCampo ?? ' '}
            slotProps={{ htmlInput: { maxLength: 25, autoComplete: 'off', inputMode: 'text' } }}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={ocupado !== null} startIcon={ocupado === 'extractosPdf' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {t('atencionCliente.extracto')}
            </Button>
            <Button variant="outlined" disabled={ocupado !== null} onClick={() => void descargar('saldosPdf')} startIcon={ocupado === 'saldosPdf' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {t('atencionCliente.saldos')}
            </Button>
          </Stack>
          {ocupado !== null && (
            <Typography role="status" variant="body2">
              {t('atencionCliente.generando')}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <NotaRetraso />
        </Stack>
      </Paper>
    </Stack>
  );
}
