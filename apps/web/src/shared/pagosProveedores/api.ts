import type { z } from 'zod';
import type { pagoRespuesta } from '@pb/contract';
import type { ResultadoLiquidacion } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, request } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A payment to a provider (spec part 2 §3 'Payment'). */
export type Pago = Pick<z.infer<typeof pagoRespuesta>, 'id' | 'id_entidad' | 'nombre_entidad' | 'monto' | 'periodo_inicial' | 'periodo_final' | 'estado' | 'fecha_solicitud' | 'fecha_pago' | 'codigo_respuesta_mefp' | 'observacion_mefp'>;

export const PAGOS_KEY = ['pagosProveedor'] as const;

export async function listarPagos(q: ListQuery): Promise<ListRows<Pago>> {
  const data = await graphql<{ pagos: ListRows<Pago> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $estado: String) {
      pagos(limit: $limit, page: $page, order: $order, estado: $estado) {
        count rows { id id_entidad nombre_entidad monto periodo_inicial periodo_final estado fecha_solicitud fecha_pago codigo_respuesta_mefp observacion_mefp }
      }
    }`,
    { limit: q.limit, page: q.page, order: q.order, estado: filterValue(q.estado) },
  );
  return data?.pagos ?? { count: 0, rows: [] };
}

/** A PAGADO payment's sales, as the server's CSV. */
export const descargarDetallePago = (id: number) => downloadFile(`/api/v1/ventas/pagos/${id}`, 'ventas-pagadas.csv');

/** Settles the sales up to yesterday into payments and sends them to the treasury. */
export const liquidarVentas = () => request<ResultadoLiquidacion & { enviados: number }>('/api/v1/pagos/liquidar', { method: 'POST', body: {} });

/** The payment date of spec §2.18 ('DD/MM/YYYY HH:mm:ss' in Bolivia) and a period's days (DD/MM/YYYY): the web app's one formatter. */
export { fechaHoraSegundos, diaMesAnio as diaLocal } from '../../components/fechaBolivia';
