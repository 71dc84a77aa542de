import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePermission } from '../../shell/session/usePermission';
import { CALIDAD_KEY, conteosCalidad } from '../../shared/calidad/api';

/** The dashboard's count of each data-quality report (issue 35 §4), for the roles that read `/calidad`. */
export function ConteosCalidad() {
  const { t } = useTranslation();
  const puede = usePermission('calidad', 'read');
  const conteos = useQuery({ queryKey: [...CALIDAD_KEY, 'conteos'], queryFn: conteosCalidad, enabled: puede });
  if (!puede || !conteos.data) return null;
  return (
    <Paper component="section" aria-labelledby="calidad-conteos-titulo" sx={{ p: 3 }}>
      <Typography id="calidad-conteos-titulo" variant="h6" component="h2" gutterBottom>
        <Link component={RouterLink} to="/calidad">
          {t('calidad.titulo')}
        </Link>
      </Typography>
      <dl style={{ margin: 0 }} data-testid="calidad-conteos">
        {conteos.data.map((c) => (
          <div key={c.reporte} style={{ display: 'flex', gap: '1rem', justifyContent: 'space-between' }}>
            <Typography component="dt">{t(`calidad.reportes.${c.reporte}`)}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
              {c.cantidad}
            </Typography>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
