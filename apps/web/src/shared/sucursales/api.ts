import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** A point of sale (spec part 1 §3 "Branch / point of sale"). */
const SUCURSAL = graphql(`
  fragment SucursalCampos on Sucursal { id nombre direccion_completa departamento provincia municipio telefonos estado dpa latitud longitud }
`);
export type Sucursal = ResultOf<typeof SUCURSAL>;

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

const LISTA = graphql(
  `query Sucursales($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
    sucursales(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { ...SucursalCampos } }
  }`,
  [SUCURSAL],
);
const CREAR = graphql(`mutation SucursalAdd($s: SucursalInput!) { sucursalAdd(sucursal: $s) { ...SucursalCampos } }`, [SUCURSAL]);
const EDITAR = graphql(`mutation SucursalEdit($id: ID!, $s: SucursalInput!) { sucursalEdit(id: $id, sucursal: $s) { ...SucursalCampos } }`, [SUCURSAL]);

/** The caller's own entity's points of sale (type PUNTO_VENTA, spec part 1 §9). */
export async function listarSucursales(q: ListQuery): Promise<ListRows<Sucursal>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), estado: filterText(q.estado) });
  return data?.sucursales ?? { count: 0, rows: [] };
}

export async function crearSucursal(sucursal: SucursalEntrada): Promise<Sucursal | null> {
  return (await sendGraphql(CREAR, { s: sucursal }))?.sucursalAdd ?? null;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export async function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO'): Promise<Sucursal | null> {
  return (await sendGraphql(EDITAR, { id, s: { estado } }))?.sucursalEdit ?? null;
}
