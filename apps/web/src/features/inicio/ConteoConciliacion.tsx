import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../shell/session/usePermission';
import { CONCILIACION_KEY, conciliacionAbiertas } from '../../shared/conciliacion/api';
import { TarjetaConteos } from './TarjetaConteos';

/** The dashboard's count of open reconciliation differences (issue 35 §1), for the roles that read `/conciliacion`. */
export function ConteoConciliacion() {
  const { t } = useTranslation();
  const puede = usePermission('conciliacion', 'read');
  const abiertas = useQuery({ queryKey: [...CONCILIACION_KEY, 'abiertas'], queryFn: conciliacionAbiertas, enabled: puede });
  if (!puede || abiertas.data === undefined) return null;
  return <TarjetaConteos id="conciliacion-abiertas" titulo={t('conciliacion.titulo')} ruta="/conciliacion" filas={[{ clave: 'abiertas', etiqueta: t('conciliacion.abiertasTablero'), valor: abiertas.data }]} />;
}
