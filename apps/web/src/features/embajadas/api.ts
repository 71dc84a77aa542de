import type { Embajada, RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** Embassies (spec part 2 §7 `v1/embajadas`, `v1/embajada/{id}/{ACTIVO|INACTIVO}`). */

export type { Embajada };
type Respuesta = RespuestaDe<'PUT /api/v1/embajada/:id'>;

export const EMBAJADAS_KEY = ['embajadas'] as const;

export async function listarEmbajadas(q: ListQuery): Promise<ListRows<Embajada>> {
  const { datos, totalFiltro } = await http.get<RespuestaDe<'GET /api/v1/embajadas'>>('/api/v1/embajadas', { query: { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), estado: filterValue(q.estado) } });
  return { count: totalFiltro, rows: datos };
}

export const editarEmbajada = (id: number, entrada: Record<string, unknown>) => http.put<Respuesta>(`/api/v1/embajada/${id}`, entrada);
export const cambiarEstadoEmbajada = (id: number, estado: 'ACTIVO' | 'INACTIVO') => http.patch<Respuesta>(`/api/v1/embajada/${id}/${estado}`, {});
