import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { menuEntries } from '../../shell/menu/menuModel';
import { fullName } from '../../shell/session/userName';
import { useSession } from '../../shell/session/store';
import { etiquetaRol, etiquetarMenu } from '../../i18n/etiquetas';
import { ShortcutCard } from './ShortcutCard';
import { ConteosCalidad } from './ConteosCalidad';
import { ConteoConciliacion } from './ConteoConciliacion';

// The chart library comes in its own chunk, after the greeting and the shortcuts are on screen.
const TableroCharts = lazy(() => import('./tablero/TableroCharts'));

/** `/`: greeting, the user's role and entity, the role's charts (issue 17) and a shortcut to every screen of their menu. */
export default function InicioPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  const { usuario } = session;
  const entries = menuEntries(etiquetarMenu(t, session.menu));
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {t('dashboard.greeting', { name: fullName(usuario) })}
        </Typography>
        <Typography>
          <strong>{t('dashboard.role')}:</strong> {etiquetaRol(t, { id: usuario.id_rol, nombre: usuario.rol })}
        </Typography>
        {usuario.entidad && (
          <Typography>
            <strong>{t('dashboard.entity')}:</strong> {usuario.entidad}
          </Typography>
        )}
      </Paper>
      <Suspense fallback={null}>
        <TableroCharts />
      </Suspense>
      <ConteosCalidad />
      <ConteoConciliacion />
      <section aria-labelledby="shortcuts-title">
        <Typography id="shortcuts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('dashboard.shortcuts')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.noShortcuts')}</Typography>
        ) : (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.map((entry) => (
              <Grid key={entry.url} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
                <ShortcutCard entry={entry} />
              </Grid>
            ))}
          </Grid>
        )}
      </section>
    </Stack>
  );
}
