import type { MunicipioSupermercado, RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** Urban municipalities with supermarkets (spec part 2 §7 `v1/municipios`). */

export type { MunicipioSupermercado };
type Respuesta = RespuestaDe<'PUT /api/v1/municipios/:id'>;

export const MUNICIPIOS_KEY = ['municipiosSupermercados'] as const;

export async function listarMunicipios(q: ListQuery): Promise<ListRows<MunicipioSupermercado>> {
  const { datos, totalFiltro } = await http.get<RespuestaDe<'GET /api/v1/municipios'>>('/api/v1/municipios', { query: { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), estado: filterValue(q.estado) } });
  return { count: totalFiltro, rows: datos };
}

export const crearMunicipio = (entrada: { dpa: string; nombre: string; observacion: string | null }) => http.post<Respuesta>('/api/v1/municipios', entrada);
export const editarMunicipio = (id: number, entrada: { nombre: string; observacion: string | null }) => http.put<Respuesta>(`/api/v1/municipios/${id}`, entrada);
export const cambiarEstadoMunicipio = (id: number, estado: 'ACTIVO' | 'INACTIVO') => http.patch<Respuesta>(`/api/v1/municipios/${id}/${estado}`, {});
