import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../shell/session/usePermission';
import { CALIDAD_KEY, conteosCalidad } from '../../shared/calidad/api';
import { TarjetaConteos } from './TarjetaConteos';

/** The dashboard's count of each data-quality report (issue 35 §4), for the roles that read `/calidad`. */
export function ConteosCalidad() {
  const { t } = useTranslation();
  const puede = usePermission('calidad', 'read');
  const conteos = useQuery({ queryKey: [...CALIDAD_KEY, 'conteos'], queryFn: conteosCalidad, enabled: puede });
  if (!puede || !conteos.data) return null;
  return <TarjetaConteos id="calidad-conteos" titulo={t('calidad.titulo')} ruta="/calidad" filas={conteos.data.map((c) => ({ clave: c.reporte, etiqueta: t(`calidad.reportes.${c.reporte}`, { defaultValue: c.reporte }), valor: c.cantidad }))} />;
}
