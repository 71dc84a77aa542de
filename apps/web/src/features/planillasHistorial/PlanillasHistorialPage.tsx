import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ESTADOS_PLANILLA, GLOBAL_SCOPE_ROLES, TODOS } from '@pb/contract/valores';
import { useSession } from '../../shell/session/store';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { PLANILLAS_KEY, listarPlanillas } from '../../shared/planillas/api';
import { useAccionesPlanilla } from '../../shared/planillas/acciones';
import { columnasPlanilla } from '../../shared/planillas/columnas';
import { estadoOptions } from '../../components/list/estadoOptions';

/**
 * `/planillasHistorial` (spec part 2 §2.2, roles 5, 6, 7, 10): every payroll in any state, read only:
 * its beneficiaries and its receipt (PDF), the branch it is paid from (the list's own join, issue 32).
 * Staff (consulta) see every entity's, with the entity's name.
 */
export default function PlanillasHistorialPage() {
  const { t } = useTranslation();
  const acciones = useAccionesPlanilla({ boleta: true });
  const personal = GLOBAL_SCOPE_ROLES.has(useSession()?.usuario.id_rol ?? 0);
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('planillas.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_PLANILLA) }],
    [t],
  );
  return (
    <ListPage
      heading={t('planillas.historial.titulo')}
      title={t('planillas.historial.lista')}
      queryKey={[...PLANILLAS_KEY, 'lista', 'historial']}
      fetchPage={listarPlanillas}
      columns={columnasPlanilla(t, acciones.columna, { cpt: true, c31: true, entidad: personal, sucursal: true })}
      filters={filtros}
    >
      {acciones.dialogos}
    </ListPage>
  );
}
