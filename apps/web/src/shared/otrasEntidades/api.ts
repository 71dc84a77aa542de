import type { OtraEntidad, RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** Other entities, "Empleador independiente" (spec part 2 §7 `v1/otros`). */

export type { OtraEntidad };
type Respuesta = RespuestaDe<'PUT /api/v1/otros/'>;

export const OTROS_KEY = ['otros'] as const;

export async function listarOtras(q: ListQuery): Promise<ListRows<OtraEntidad>> {
  const { datos, totalFiltro } = await http.get<RespuestaDe<'GET /api/v1/otros'>>('/api/v1/otros', {
    query: { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), nit: filterValue(q.nit), tipo: filterValue(q.tipo), estado: filterValue(q.estado) },
  });
  return { count: totalFiltro, rows: datos };
}

export const crearOtra = (entrada: Record<string, unknown>) => http.post<Respuesta>('/api/v1/otros', entrada);
export const editarOtra = (entrada: Record<string, unknown>) => http.put<Respuesta>('/api/v1/otros/', entrada);
export const cambiarEstadoOtra = (id: number, estado: 'ACTIVO' | 'INACTIVO') => http.patch<Respuesta>(`/api/v1/otros/${id}/${estado}`, {});
