import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import DownloadIcon from '@mui/icons-material/Download';
import { ESTADOS_PAGO, diaMesAnio, fechaHoraSegundos, TODOS } from '@pb/contract/valores';
import { downloadErrorText } from '../../api/download';
import { notify } from '../../shell/notify/store';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { Accion } from '../../shared/planillas/columnas';
import { PAGOS_KEY, descargarDetallePago, listarPagos, type Pago } from '../../shared/pagosProveedores/api';
import { estadoOptions } from '../../components/list/estadoOptions';

/**
 * `/pagos` (spec part 2 §2.18; role 4): the provider's payments for its settled sales, with the
 * details CSV of a PAGADO one, the period, amount, payment date and state.
 */
export default function PagosProveedoresPage() {
  const { t } = useTranslation();
  const descargar = async (p: Pago) => {
    try {
      await descargarDetallePago(p.id);
    } catch (error) {
      notify('error', downloadErrorText(error));
    }
  };
  const columnas: ListColumn<Pago>[] = [
    {
      field: 'acciones',
      headerName: t('list.actions'),
      width: 90,
      render: (p) => (
        <Accion
          titulo={t('pagosProveedor.detalle', { desde: diaMesAnio(p.periodo_inicial), hasta: diaMesAnio(p.periodo_final) })}
          icono={<DownloadIcon fontSize="small" />}
          onClick={() => void descargar(p)}
          disabled={p.estado !== 'PAGADO'}
        />
      ),
    },
    { field: 'periodo_inicial', headerName: t('pagosProveedor.periodoInicial'), sortable: true, width: 140, render: (p) => diaMesAnio(p.periodo_inicial) },
    { field: 'periodo_final', headerName: t('pagosProveedor.periodoFinal'), sortable: true, width: 140, render: (p) => diaMesAnio(p.periodo_final) },
    { field: 'monto', headerName: t('pagosProveedor.monto'), sortable: true, width: 140, render: (p) => formatMoney(p.monto) },
    { field: 'fecha_pago', headerName: t('pagosProveedor.fechaPago'), sortable: true, flex: 1, render: (p) => fechaHoraSegundos(p.fecha_pago) },
    { field: 'estado', headerName: t('pagosProveedor.estado'), sortable: true, width: 130, render: (p) => <EstadoChip estado={p.estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('pagosProveedor.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_PAGO) }],
    [t],
  );
  return (
    <ListPage<Pago>
      heading={t('pagosProveedor.titulo')}
      title={t('pagosProveedor.lista')}
      queryKey={[...PAGOS_KEY, 'propios']}
      fetchPage={listarPagos}
      columns={columnas}
      filters={filtros}
    />
  );
}
