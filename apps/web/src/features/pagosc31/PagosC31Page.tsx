import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import SummarizeIcon from '@mui/icons-material/Summarize';
import { ESTADOS_PLANILLA, GLOBAL_SCOPE_ROLES, TODOS } from '@pb/contract/valores';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { PLANILLAS_KEY, listarPlanillas } from '../../shared/planillas/api';
import { useAccionesPlanilla } from '../../shared/planillas/acciones';
import { columnasPlanilla } from '../../shared/planillas/columnas';
import { FormulariosC31 } from './FormulariosC31';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const ReporteAprobadasDialog = perezoso(() => import('./ReporteAprobadasDialog').then((m) => m.ReporteAprobadasDialog));

/**
 * `/pagosc31` (spec part 2 §2.3; roles 2, 6, 7). A public entity ('Pagos C31') sees its payrolls, pays
 * a CREADO one with C31, and follows its forms. The programme ('Formularios C31') sees no payroll
 * list: every entity's forms, to approve or reject, and the daily report of approved payrolls.
 */
export default function PagosC31Page() {
  const { t } = useTranslation();
  const programa = GLOBAL_SCOPE_ROLES.has(useSession()?.usuario.id_rol ?? 0);
  const puedeReporte = usePermission('pagosc31', 'csv') && programa;
  const [reporte, setReporte] = useState(false);
  const acciones = useAccionesPlanilla({ c31: true });
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('planillas.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_PLANILLA) }],
    [t],
  );
  const titulo = programa ? t('pagosc31.tituloPrograma') : t('pagosc31.titulo');

  return (
    <ListPage
      heading={titulo}
      headingAction={
        puedeReporte && (
          <Button variant="contained" startIcon={<SummarizeIcon />} onClick={() => setReporte(true)}>
            {t('pagosc31.reporte.titulo')}
          </Button>
        )
      }
      showList={!programa}
      title={t('pagosc31.planillas')}
      queryKey={[...PLANILLAS_KEY, 'lista', 'c31']}
      fetchPage={listarPlanillas}
      columns={columnasPlanilla(t, acciones.columna, { c31: true })}
      filters={filtros}
    >
      <FormulariosC31 titulo={programa ? t('pagosc31.formularios') : t('pagosc31.misFormularios')} programa={programa} />
      {acciones.dialogos}
      {reporte && <ReporteAprobadasDialog onClose={() => setReporte(false)} />}
    </ListPage>
  );
}
