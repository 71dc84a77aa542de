import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/core';
import { useLogin } from '../../shared/auth/useLogin';
import { canjearCiudadania } from './api';
import { INICIO_CIUDADANIA } from '../../shared/auth/inicio';
import { puedeReintentar, textoDeMotivo } from './motivos';

/**
 * /ciudadania: where Ciudadanía Digital's callback sends the browser. With `?codigo=` it exchanges
 * the one-time code for the login response (stored as a password login's) and goes to the role's
 * page; with `?error=` it says why there is no session and whom to ask.
 */
export default function CiudadaniaPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const codigo = params.get('codigo');
  const motivo = params.get('error');
  const { submit, errorText } = useLogin(canjearCiudadania);
  // Once: the code opens one session (React may run an effect twice in development).
  const canjeado = useRef(false);
  useEffect(() => {
    if (!codigo || canjeado.current) return;
    canjeado.current = true;
    submit(codigo).catch(() => undefined);
  }, [codigo, submit]);

  if (codigo && !errorText) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', mt: 6 }}>
        <CircularProgress aria-hidden />
        <Typography>{t('principal.ciudadania.ingresando')}</Typography>
      </Stack>
    );
  }
  const mensaje = errorText ?? t(textoDeMotivo(motivo ?? ''));
  const reintentar = Boolean(errorText) || puedeReintentar(motivo);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t(motivo === 'sin-cuenta' ? 'principal.ciudadania.sinCuentaTitulo' : 'principal.ciudadania.titulo')}
          </Typography>
          <Alert severity={motivo === 'sin-cuenta' ? 'info' : 'warning'} sx={{ mb: 3 }}>
            {mensaje}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {reintentar && (
              <Button variant="contained" href={INICIO_CIUDADANIA}>
                {t('principal.ciudadania.reintentar')}
              </Button>
            )}
            <Button variant={reintentar ? 'text' : 'contained'} component={RouterLink} to="/principal">
              {t('login.backToPrincipal')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
