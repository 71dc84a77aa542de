import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import PaymentsIcon from '@mui/icons-material/Payments';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import { PLANILLAS_KEY, listarPlanillas } from '../../shared/planillas/api';
import { useAccionesPlanilla } from '../../shared/planillas/acciones';
import { columnasPlanilla } from '../../shared/planillas/columnas';
import { useGenerarCpt } from '../../shared/planillas/useGenerarCpt';
import { perezoso } from '../../components/perezoso';

const CrearPlanillaDialog = perezoso(() => import('./CrearPlanillaDialog').then((m) => m.CrearPlanillaDialog));

/**
 * `/planillasPlanificar` (spec part 2 §2.1, roles 5, 6, 7): the entity's CREADO payrolls (the state
 * filter is fixed, not shown); add one from the pending beneficiaries, generate one payment code for
 * several, and per row view its beneficiaries, pay it with C31 (public entities) or cancel it.
 */
export default function PlanillasPlanificarPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('planillas', 'create');
  const [creando, setCreando] = useState(false);
  const acciones = useAccionesPlanilla({ anular: true, c31: true });
  const cpt = useGenerarCpt();

  return (
    <ListPage
      heading={t('planillas.titulo')}
      title={t('planillas.creadas')}
      queryKey={[...PLANILLAS_KEY, 'lista', 'CREADO']}
      fetchPage={(q) => listarPlanillas({ ...q, estado: 'CREADO' })}
      columns={columnasPlanilla(t, acciones.columna, { cpt: true, sucursal: true })}
      add={{ label: t('planillas.agregar'), allowed: puedeCrear, onClick: () => setCreando(true) }}
      toolbar={
        puedeCrear && (
          <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={cpt.abrir} loading={cpt.buscando}>
            {t('planillas.cpt.boton')}
          </Button>
        )
      }
    >
      {creando && <CrearPlanillaDialog onClose={() => setCreando(false)} />}
      {acciones.dialogos}
      {cpt.dialogos}
    </ListPage>
  );
}
