import type { ResultadoLiquidacion } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { request } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** A payment to a provider (spec part 2 §3 'Payment'). */
const PAGO = graphql(`
  fragment PagoCampos on Pago { id id_entidad nombre_entidad monto periodo_inicial periodo_final estado fecha_solicitud fecha_pago codigo_respuesta_mefp observacion_mefp }
`);
export type Pago = ResultOf<typeof PAGO>;

export const PAGOS_KEY = ['pagosProveedor'] as const;

const LISTA = graphql(
  `query Pagos($limit: Int, $page: Int, $order: String, $estado: String) {
    pagos(limit: $limit, page: $page, order: $order, estado: $estado) { count rows { ...PagoCampos } }
  }`,
  [PAGO],
);

export async function listarPagos(q: ListQuery): Promise<ListRows<Pago>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, estado: filterText(q.estado) });
  return data?.pagos ?? { count: 0, rows: [] };
}

/** A PAGADO payment's sales, as the server's CSV. */
export const descargarDetallePago = (id: number) => downloadFile(`/api/v1/ventas/pagos/${id}`, 'ventas-pagadas.csv');

/** Settles the sales up to yesterday into payments and sends them to the treasury. */
export const liquidarVentas = () => request<ResultadoLiquidacion & { enviados: number }>('/api/v1/pagos/liquidar', { method: 'POST', body: {} });
