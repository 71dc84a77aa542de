import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { formatCount, formatMoney } from '../../components/money';
import { PLANILLAS_KEY, planillasParaCpt } from '../../shared/planillas/api';
import { useGenerarCpt } from '../../shared/planillas/useGenerarCpt';
import { INDEPENDIENTES_KEY, NOMBRE_PLANILLA, crearPlanillaDeTodas, resumenPendientes } from './api';

function Paso({ numero, titulo, detalle, children }: { numero: number; titulo: string; detalle: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, flex: 1, listStyle: 'none' }}>
      <Typography variant="h6" component="h3">
        {`${numero}. ${titulo}`}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {detalle}
      </Typography>
      {children}
    </Paper>
  );
}

interface Props {
  puedeCrear: boolean;
  puedePlanilla: boolean;
  /** The registration branch is known: the add dialog and the payroll need it. */
  sucursal: number | null;
  onAgregar: () => void;
}

/**
 * The three numbered steps of spec §2.8: 1 add workers, 2 one payroll of every listed worker (the
 * server builds it: `planillaAdd` with `todas`, from the entity's branch), 3 the payment code of the
 * CREADO payrolls (the payroll screens' own flow).
 */
export function PasosIndependiente({ puedeCrear, puedePlanilla, sucursal, onAgregar }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creando, setCreando] = useState(false);
  const resumen = useQuery({ queryKey: [...INDEPENDIENTES_KEY, 'resumen'], queryFn: resumenPendientes });
  const creadas = useQuery({ queryKey: [...PLANILLAS_KEY, 'cpts', 'cuenta'], queryFn: () => planillasParaCpt(1), enabled: puedePlanilla });
  const cpt = useGenerarCpt();
  const pagables = resumen.data?.pagables ?? 0;
  const total = resumen.data?.monto_total ?? '0.00';

  const crearPlanilla = async () => {
    if (sucursal === null) return;
    if (pagables === 0) return void notify('warning', t('servidor.mensajes.planillaSinBeneficiarias'));
    if (!(await confirmDialog(t('independientes.confirmarPlanilla', { nombre: NOMBRE_PLANILLA, count: pagables, n: formatCount(pagables), total: formatMoney(total) }), { title: t('independientes.paso2') }))) return;
    setCreando(true);
    try {
      await crearPlanillaDeTodas(sucursal, total);
      notify('success', t('independientes.planillaCreada'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: INDEPENDIENTES_KEY }), queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY })]);
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setCreando(false);
    }
  };

  const sinPlanillas = creadas.data?.total === 0;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('independientes.pasos')}
      </Typography>
      <Stack component="ol" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 0, m: 0 }}>
        <Paso numero={1} titulo={t('independientes.paso1')} detalle={t('independientes.paso1Detalle')}>
          <Button variant="contained" startIcon={<PersonAddIcon />} disabled={!puedeCrear || sucursal === null} onClick={onAgregar}>
            {t('independientes.agregar')}
          </Button>
        </Paso>
        <Paso numero={2} titulo={t('independientes.paso2')} detalle={t('independientes.paso2Detalle', { count: pagables, n: formatCount(pagables), total: formatMoney(total) })}>
          <Button variant="contained" startIcon={<PlaylistAddCheckIcon />} disabled={!puedePlanilla || sucursal === null || pagables === 0} loading={creando} onClick={() => void crearPlanilla()}>
            {t('independientes.crearPlanilla')}
          </Button>
        </Paso>
        <Paso numero={3} titulo={t('independientes.paso3')} detalle={sinPlanillas ? t('servidor.mensajes.sinPlanillasParaCpt') : t('independientes.paso3Detalle', { n: creadas.data?.total ?? 0 })}>
          <Button variant="contained" startIcon={<PaymentsIcon />} disabled={!puedePlanilla || sinPlanillas} loading={cpt.buscando} onClick={cpt.abrir}>
            {t('independientes.generarCpt')}
          </Button>
        </Paso>
      </Stack>
      {cpt.dialogos}
    </Stack>
  );
}
