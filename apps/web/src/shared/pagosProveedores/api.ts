import type { ResultadoLiquidacion } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, request } from '../../api/http';
import type { ListPage, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A payment to a provider (spec part 2 §3 'Payment'). */
export interface Pago {
  id: number;
  id_entidad: number;
  nombre_entidad: string;
  monto: string;
  periodo_inicial: string;
  periodo_final: string;
  estado: string;
  fecha_solicitud: string | null;
  fecha_pago: string | null;
  codigo_respuesta_mefp: string | null;
  observacion_mefp: string | null;
}

export const PAGOS_KEY = ['pagosProveedor'] as const;

export async function listarPagos(q: ListQuery): Promise<ListPage<Pago>> {
  const data = await graphql<{ pagos: ListPage<Pago> | null }>(
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
export const descargarDetallePago = (id: number) => downloadFile(`/api/v1/ventas/pagos/${id}`, `pago-${id}-ventas.csv`);

/** Settles the sales up to yesterday into payments and sends them to the treasury. */
export const liquidarVentas = () => request<ResultadoLiquidacion & { enviados: number }>('/api/v1/pagos/liquidar', { method: 'POST', body: {} });

/** 'DD/MM/YYYY HH:mm:ss' in Bolivia (the payment date of spec §2.18). */
const formato = new Intl.DateTimeFormat('es-BO', { timeZone: 'America/La_Paz', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
export function fechaHoraSegundos(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(formato.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** AAAA-MM-DD as DD/MM/YYYY. */
export const diaLocal = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
