import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MiSaldoVista } from '@pb/contract';
import { errorMessage } from '../../api/errors';
import { DateParts } from '../../components/DateParts';
import { PARTES_VACIAS, fechaIso } from '../../components/dateParts';
import { idiomaSms, pedirCodigo, verSaldo, verificarCodigo } from './api';
import { VistaSaldo } from './VistaSaldo';

/**
 * `/mi-saldo` (issue 35 §2, decision 063): a beneficiary types her document number and birth date, a
 * code goes by SMS to her verified mobile, and with it she sees her own page. The grant lives in this
 * page's memory only: leaving or reloading ends it. Changing the data asks for a new code.
 */
export default function MiSaldoPage() {
  const { t, i18n } = useTranslation();
  const [documento, setDocumento] = useState('');
  const [nacimiento, setNacimiento] = useState(PARTES_VACIAS);
  const [codigo, setCodigo] = useState('');
  const [enviado, setEnviado] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [acceso, setAcceso] = useState<{ token: string; vista: MiSaldoVista } | null>(null);
  const iso = fechaIso(nacimiento);

  const correr = async (paso: () => Promise<void>) => {
    setError(null);
    setOcupado(true);
    try {
      await paso();
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  const pedir = () =>
    correr(async () => {
      if (!documento || !iso) return setError(t('miSaldo.faltanDatos'));
      const r = await pedirCodigo(documento, iso);
      setCodigo('');
      setEnviado(replyText(r));
    });

  const entrar = () =>
    correr(async () => {
      if (!/^\d{6}$/.test(codigo) || !iso) return setError(t('miSaldo.codigoSeisDigitos'));
      const r = await verificarCodigo(documento, iso, codigo, idiomaSms(i18n.language));
      if ('code' in r) return setError(replyText(r));
      setAcceso({ token: r.token, vista: await verSaldo(r.token) });
    });

  const salir = () => {
    setAcceso(null);
    setEnviado(null);
    setCodigo('');
    setNacimiento(PARTES_VACIAS);
    setDocumento('');
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('miSaldo.title')}
          </Typography>
          {acceso ? (
            <VistaSaldo token={acceso.token} vista={acceso.vista} onSalir={salir} />
          ) : (
            <Stack spacing={3}>
              <Typography color="text.secondary">{t('miSaldo.intro')}</Typography>
              <Stack
                component="form"
                spacing={2}
                noValidate
                aria-label={t('miSaldo.paso1')}
                onSubmit={(e) => {
                  e.preventDefault();
                  void pedir();
                }}
              >
                <TextField
                  id="mi-saldo-documento"
                  label={t('miSaldo.documento')}
                  required
                  value={documento}
                  onChange={(e) => {
                    setDocumento(e.target.value.replace(/\D/g, '').slice(0, 20));
                    setEnviado(null);
                  }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20, autoComplete: 'off' } }}
                />
                <DateParts
                  id="mi-saldo-nacimiento"
                  label={t('miSaldo.fechaNacimiento')}
                  required
                  value={nacimiento}
                  onChange={(p) => {
                    setNacimiento(p);
                    setEnviado(null);
                  }}
                />
                {enviado === null && (
                  <Button type="submit" variant="contained" size="large" disabled={ocupado}>
                    {t('miSaldo.enviarCodigo')}
                  </Button>
                )}
              </Stack>
              {enviado !== null && (
                <Stack
                  component="form"
                  spacing={2}
                  noValidate
                  aria-label={t('miSaldo.paso2')}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void entrar();
                  }}
                >
                  <Alert severity="info" role="status">
                    {enviado}
                  </Alert>
                  <TextField
                    id="mi-saldo-codigo"
                    label={t('miSaldo.codigo')}
                    required
                    autoFocus
                    value={codigo}
                    onChange={(e) => setCodigo(e.target.value.replace(/\D/g, '').slice(0, 6))}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
                  />
                  <Button type="submit" variant="contained" size="large" disabled={ocupado}>
                    {t('miSaldo.verSaldo')}
                  </Button>
                  <Button variant="text" onClick={() => setEnviado(null)} disabled={ocupado}>
                    {t('miSaldo.otroCodigo')}
                  </Button>
                </Stack>
              )}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
