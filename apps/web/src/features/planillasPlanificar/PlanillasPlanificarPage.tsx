import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PaymentsIcon from '@mui/icons-material/Payments';
import { usePermission } from '../../shell/session/usePermission';
import { ListTable } from '../../components/list/ListTable';
import { PLANILLAS_KEY, listarPlanillas } from '../../shared/planillas/api';
import { useAccionesPlanilla } from '../../shared/planillas/acciones';
import { columnasPlanilla } from '../../shared/planillas/columnas';
import { useGenerarCpt } from '../../shared/planillas/useGenerarCpt';
import { CrearPlanillaDialog } from './CrearPlanillaDialog';

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
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('planillas.titulo')}
      </Typography>
      <ListTable
        title={t('planillas.creadas')}
        queryKey={[...PLANILLAS_KEY, 'lista', 'CREADO']}
        fetchPage={(q) => listarPlanillas({ ...q, estado: 'CREADO' })}
        columns={columnasPlanilla(t, acciones.columna, { cpt: true })}
        getRowId={(p) => p.id}
        toolbar={
          puedeCrear && (
            <>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreando(true)}>
                {t('planillas.agregar')}
              </Button>
              <Button variant="outlined" startIcon={<PaymentsIcon />} onClick={cpt.abrir} loading={cpt.buscando}>
                {t('planillas.cpt.boton')}
              </Button>
            </>
          )
        }
      />
      {creando && <CrearPlanillaDialog onClose={() => setCreando(false)} />}
      {acciones.dialogos}
      {cpt.dialogos}
    </Stack>
  );
}
