import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import PaidIcon from '@mui/icons-material/Paid';
import { ESTADOS_PAGO, diaMesAnio, fechaHoraSegundos, TODOS } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatCount, formatMoney } from '../../components/money';
import { PAGOS_KEY, liquidarVentas, listarPagos, type Pago } from '../../shared/pagosProveedores/api';
import { ReportForm } from '../../components/reports/ReportForm';
import { descargarReportePagos } from './api';
import { estadoOptions } from '../../components/list/estadoOptions';

/**
 * `/reportaVentas` 'Pagos a entidades' (spec part 2 §2.12; roles 2, 10): the entity payments report,
 * and for `liquidaciones` the latest payments and (create) the button that settles the sales up to
 * yesterday into payments to the treasury.
 */
export default function ReportePagosEntidadesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeVer = usePermission('liquidaciones', 'read');
  const puedeLiquidar = usePermission('liquidaciones', 'create');

  const liquidar = async () => {
    if (!(await confirmDialog(t('reportaVentas.liquidarPregunta'), { title: t('reportaVentas.liquidar') }))) return;
    try {
      const r = await liquidarVentas();
      if (r.pagos === 0) notify('info', t('reportaVentas.nadaQueLiquidar'));
      else if (r.enviados < r.pagos) notify('warning', t('reportaVentas.liquidadoSinEnvio', { count: r.pagos, pagos: formatCount(r.pagos), total: formatMoney(r.total) }));
      else notify('success', t('reportaVentas.liquidado', { count: r.pagos, pagos: formatCount(r.pagos), total: formatMoney(r.total) }));
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
    await queryClient.invalidateQueries({ queryKey: PAGOS_KEY });
  };

  const columnas: ListColumn<Pago>[] = [
    { field: 'nombre_entidad', headerName: t('reportaVentas.entidad'), flex: 2 },
    { field: 'periodo_inicial', headerName: t('pagosProveedor.periodoInicial'), sortable: true, width: 130, render: (p) => diaMesAnio(p.periodo_inicial) },
    { field: 'periodo_final', headerName: t('pagosProveedor.periodoFinal'), sortable: true, width: 130, render: (p) => diaMesAnio(p.periodo_final) },
    { field: 'monto', headerName: t('pagosProveedor.monto'), sortable: true, width: 130, render: (p) => formatMoney(p.monto) },
    { field: 'fecha_pago', headerName: t('pagosProveedor.fechaPago'), sortable: true, width: 180, render: (p) => fechaHoraSegundos(p.fecha_pago) },
    { field: 'estado', headerName: t('pagosProveedor.estado'), sortable: true, width: 130, render: (p) => <EstadoChip estado={p.estado} /> },
    { field: 'observacion_mefp', headerName: t('reportaVentas.observacion'), flex: 1, render: (p) => (p.codigo_respuesta_mefp && p.estado === 'OBSERVADO' ? `${p.codigo_respuesta_mefp} ${p.observacion_mefp ?? ''}` : '') },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('pagosProveedor.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_PAGO) }],
    [t],
  );

  return (
    <ListPage<Pago>
      heading={t('reportaVentas.titulo')}
      headingAction={
        puedeLiquidar && (
          <Button variant="contained" startIcon={<PaidIcon />} onClick={() => void liquidar()}>
            {t('reportaVentas.liquidar')}
          </Button>
        )
      }
      beforeList={<ReportForm id="reporta-ventas" label={t('reportaVentas.reporte')} download={(tipo, r) => descargarReportePagos(tipo, r!.from, r!.to)} />}
      showList={puedeVer}
      title={t('reportaVentas.ultimosPagos')}
      queryKey={[...PAGOS_KEY, 'todos']}
      fetchPage={listarPagos}
      columns={columnas}
      filters={filtros}
    />
  );
}
