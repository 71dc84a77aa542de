import type { z } from 'zod';
import type { sucursalRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A point of sale (spec part 1 §3 "Branch / point of sale"). */
export type Sucursal = Pick<z.infer<typeof sucursalRespuesta>, 'id' | 'nombre' | 'direccion_completa' | 'departamento' | 'provincia' | 'municipio' | 'telefonos' | 'estado' | 'dpa' | 'latitud' | 'longitud'>;

/** What sucursalAdd takes: the server derives department, province and municipality names from `dpa`. */
export interface SucursalEntrada {
  nombre: string;
  direccion_completa: string;
  dpa: string;
  latitud: number;
  longitud: number;
}

/** The query-cache key of everything this screen reads; saving invalidates it. */
export const CLAVE = ['sucursales'] as const;
export const LISTA_KEY = [...CLAVE, 'lista'] as const;

const CAMPOS = 'id nombre direccion_completa departamento provincia municipio telefonos estado dpa latitud longitud';

const LISTA = /* GraphQL */ `
  query ($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
    sucursales(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) {
      count
      rows { ${CAMPOS} }
    }
  }
`;

/** The caller's own entity's points of sale (type PUNTO_VENTA, spec part 1 §9). */
export async function listarSucursales(q: ListQuery): Promise<ListRows<Sucursal>> {
  const variables = { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), estado: filterValue(q.estado) };
  const data = await graphql<{ sucursales: ListRows<Sucursal> | null }>(LISTA, variables);
  return data?.sucursales ?? { count: 0, rows: [] };
}

export async function crearSucursal(sucursal: SucursalEntrada): Promise<Sucursal | null> {
  const data = await graphql<{ sucursalAdd: Sucursal | null }>(`mutation ($s: SucursalInput!) { sucursalAdd(sucursal: $s) { ${CAMPOS} } }`, { s: sucursal });
  return data?.sucursalAdd ?? null;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export async function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO'): Promise<Sucursal | null> {
  const data = await graphql<{ sucursalEdit: Sucursal | null }>(`mutation ($id: ID!, $s: SucursalInput!) { sucursalEdit(id: $id, sucursal: $s) { ${CAMPOS} } }`, {
    id,
    s: { estado },
  });
  return data?.sucursalEdit ?? null;
}
