import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePermission } from '../../shell/session/usePermission';
import { CONCILIACION_KEY, conciliacionAbiertas } from '../../shared/conciliacion/api';

/** The dashboard's count of open reconciliation differences (issue 35 §1), for the roles that read `/conciliacion`. */
export function ConteoConciliacion() {
  const { t } = useTranslation();
  const puede = usePermission('conciliacion', 'read');
  const abiertas = useQuery({ queryKey: [...CONCILIACION_KEY, 'abiertas'], queryFn: conciliacionAbiertas, enabled: puede });
  if (!puede || abiertas.data === undefined) return null;
  return (
    <Paper component="section" aria-labelledby="conciliacion-abiertas-titulo" sx={{ p: 3 }}>
      <Typography id="conciliacion-abiertas-titulo" variant="h6" component="h2" gutterBottom>
        <Link component={RouterLink} to="/conciliacion">
          {t('conciliacion.titulo')}
        </Link>
      </Typography>
      <dl style={{ margin: 0, display: 'flex', gap: '1rem', justifyContent: 'space-between' }} data-testid="conciliacion-abiertas">
        <Typography component="dt">{t('conciliacion.abiertasTablero')}</Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
          {abiertas.data}
        </Typography>
      </dl>
    </Paper>
  );
}
