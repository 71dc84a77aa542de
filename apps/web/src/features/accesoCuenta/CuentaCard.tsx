import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/core';

/** The frame of the recovery and sign-up pages: a card with its heading and text, and the way back to the login. */
export function CuentaCard({ title, intro, children, maxWidth = 460 }: { title: string; intro: string; children: ReactNode; maxWidth?: number }) {
  const { t } = useT();
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/login">
          {t('cuentas.volver')}
        </Link>
      </Box>
    </Box>
  );
}

/** The token of the link the mail carried (`?token=`). */
export function tokenDeLaDireccion(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}
