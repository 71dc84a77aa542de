import type { Paquete, Regional, RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
export { subsidiosVigentes } from '../../shared/subsidios/api';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** Packages per regional office (spec part 2 §2.15, §7): the REST calls, each answering `{ datos, … }`. */

export type { Paquete, Regional };
export type FilaPaquete = Omit<Paquete, 'alimentos'>;
export type AlimentoOpcion = RespuestaDe<'GET /api/v1/alimentos/paquete'>['datos'][number];

/** A package's foods as sent: the quantity as typed. */
export interface AlimentoEntrada {
  id_alimento: number;
  cantidad: string;
}
type Respuesta = RespuestaDe<'POST /api/v1/paquetes'>;

export const PAQUETES_KEY = ['paquetes'] as const;

export async function listarRegionales(): Promise<Regional[]> {
  return (await http.get<RespuestaDe<'GET /api/v1/paquetes/regionales'>>('/api/v1/paquetes/regionales')).datos;
}

export async function listarPaquetes(idRegional: number, q: ListQuery): Promise<ListRows<FilaPaquete>> {
  const { datos, totalFiltro } = await http.get<RespuestaDe<'GET /api/v1/paquetes/regionales/:idRegional'>>(`/api/v1/paquetes/regionales/${idRegional}`, {
    query: { limit: q.limit, page: q.page, order: q.order, estado: filterValue(q.estado) },
  });
  return { count: totalFiltro, rows: datos };
}

export const obtenerPaquete = (id: number) => http.get<Paquete>(`/api/v1/paquete/${id}`);

export async function alimentosParaPaquete(): Promise<AlimentoOpcion[]> {
  return (await http.get<RespuestaDe<'GET /api/v1/alimentos/paquete'>>('/api/v1/alimentos/paquete')).datos;
}

export const crearPaquete = (entrada: { id_subsidio: number | null; id_sucursal: number | null; alimentos: AlimentoEntrada[] }) =>
  http.post<Respuesta>('/api/v1/paquetes', { ...entrada, estado: 'CREADO' });

export const editarAlimentosPaquete = (entrada: { id_paquete: number; alimentos: AlimentoEntrada[] }) => http.patch<Respuesta>('/api/v1/alimentos/paquete', entrada);

export const cambiarEstadoPaquete = (p: FilaPaquete, estado: 'ACTIVO' | 'INACTIVO') => http.patch<Respuesta>(`/api/v1/paquetes/${p.id}/${estado}/${p.id_sucursal}/${p.id_subsidio}`, {});
