import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../i18n/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { NitLoginForm } from './NitLoginForm';
import { UserLoginForm } from './UserLoginForm';

type TabId = 'empleadores' | 'otros';

/** /login: the employer/provider form and, on a second tab, the other-users form. */
export default function LoginPage() {
  const { t } = useT();
  const [tab, setTab] = useState<TabId>('empleadores');
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto' }}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('login.title')}
          </Typography>
          <Tabs value={tab} onChange={(_e, value: TabId) => setTab(value)} variant="fullWidth" sx={{ mb: 3 }}>
            <Tab value="empleadores" label={t('login.tabEmpleadores')} id="tab-empleadores" aria-controls="panel-empleadores" />
            <Tab value="otros" label={t('login.tabOtros')} id="tab-otros" aria-controls="panel-otros" />
          </Tabs>
          <div role="tabpanel" id="panel-empleadores" aria-labelledby="tab-empleadores" hidden={tab !== 'empleadores'}>
            {tab === 'empleadores' && <NitLoginForm />}
          </div>
          <div role="tabpanel" id="panel-otros" aria-labelledby="tab-otros" hidden={tab !== 'otros'}>
            {tab === 'otros' && <UserLoginForm />}
          </div>
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
