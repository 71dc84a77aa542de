import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Business from '@mui/icons-material/Business';
import PointOfSale from '@mui/icons-material/PointOfSale';
import { takeFlashMessage } from '../../shell/session/flash';
import { INICIO_CIUDADANIA } from '../../shared/auth/inicio';
import { AccessCard } from './AccessCard';

// The sales client (decision 043): an outside client's address when one is configured (docs/configuracion.md,
// .env.example), else the project's own sales screen (`/ventas`); the card always shows, as the spec's third card.
const VENTAS_URL = import.meta.env.VITE_VENTAS_URL || undefined;
/** The sales screen needs a session: the login opens it once signed in. */
const VENTAS_PROPIA = `/login?destino=${encodeURIComponent('/ventas')}`;

/** /principal: the public landing page with the three ways in (spec part 1 §2). */
export default function PrincipalPage() {
  const { t } = useT();
  // A message left by a forced logout (expired session, inactivity) is shown once.
  const [flash, setFlash] = useState(takeFlashMessage);
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        {t('principal.title')}
      </Typography>
      <Typography align="center" color="text.secondary" sx={{ mb: 4 }}>
        {t('principal.subtitle')}
      </Typography>
      {flash && (
        <Alert severity="warning" onClose={() => setFlash(null)} sx={{ mb: 3 }} role="alert">
          {flash}
        </Alert>
      )}
      <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccessCard icon={<Business />} title={t('principal.empleadores')} description={t('principal.empleadoresDesc')} action={t('principal.ingresar')} to="/login" />
        </Grid>
        {/* Ciudadanía Digital's sign-on (decision 037): the server starts it, or says why it cannot. */}
        <Grid size={{ xs: 12, md: 4 }}>
          <AccessCard icon={<AccountBalance />} title={t('principal.entidades')} description={t('principal.entidadesDesc')} action={t('principal.ingresar')} href={INICIO_CIUDADANIA} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccessCard icon={<PointOfSale />} title={t('principal.ventas')} description={t('principal.ventasDesc')} action={t('principal.ingresar')} {...(VENTAS_URL ? { href: VENTAS_URL } : { to: VENTAS_PROPIA })} />
        </Grid>
      </Grid>
      {/* A beneficiary's own balance (decision 063): no account, a code by SMS. */}
      <Typography align="center" sx={{ mt: 4 }}>
        <Link component={RouterLink} to="/mi-saldo">
          {t('principal.miSaldo')}
        </Link>
      </Typography>
    </Box>
  );
}
