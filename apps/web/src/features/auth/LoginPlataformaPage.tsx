import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { loginProductor } from './api';
import { NitLoginForm } from './NitLoginForm';

/** /loginPlataforma: the producers' login (NIT, user, password; `POST /auth/productor`). */
export default function LoginPlataformaPage() {
  const { t } = useT();
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('login.title')}: {t('login.productores')}
          </Typography>
          <NitLoginForm call={loginProductor} idPrefix="productor" />
        </CardContent>
      </Card>
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/principal">
          {t('login.backToPrincipal')}
        </Link>
      </Box>
    </Box>
  );
}
