import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Construction from '@mui/icons-material/Construction';
import { findEntry } from '../shell/menu/menuModel';
import { useSession } from '../shell/session/store';
import { etiquetarMenu } from '../i18n/etiquetas';

/** Placeholder for the screens of the route table that are not built yet. */
export default function UnderConstruction() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = findEntry(etiquetarMenu(t, useSession()?.menu ?? []), pathname);
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Construction color="primary" sx={{ fontSize: 64 }} aria-hidden />
        {entry && (
          <Typography variant="h4" component="h1">
            {entry.label}
          </Typography>
        )}
        <Typography variant="h5" component={entry ? 'p' : 'h1'}>
          {t('construction.title')}
        </Typography>
        <Typography color="text.secondary">{t('construction.text')}</Typography>
      </Stack>
    </Paper>
  );
}
