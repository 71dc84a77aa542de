import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import type { Entidad } from './tipos';
import { filterValue } from '../../components/list/filterValue';

export const CAMPOS = 'id nombre sigla descripcion email telefonos direccion codigo_portal web estado proveedor origen tipo nit';

const LISTA = `query ($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $nit: String, $estado: String) {
  entidades(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, nit: $nit, estado: $estado) {
    count rows { ${CAMPOS} }
  }
}`;

/** The query-cache key of everything this screen reads; saving invalidates it. */
export const CLAVE = ['entidades'] as const;

export async function listarEntidades(q: ListQuery): Promise<ListRows<Entidad>> {
  const variables = { ...q, estado: filterValue(q.estado) };
  const data = await graphql<{ entidades: ListRows<Entidad> | null }>(LISTA, variables);
  return data?.entidades ?? { count: 0, rows: [] };
}

export async function obtenerEntidad(id: number, signal?: AbortSignal): Promise<Entidad | null> {
  const data = await graphql<{ entidad: Entidad | null }>(`query ($id: ID!) { entidad(id: $id) { ${CAMPOS} } }`, { id }, signal);
  return data?.entidad ?? null;
}

export async function crearEntidad(entidad: Record<string, unknown>): Promise<Entidad | null> {
  const data = await graphql<{ entidadAdd: Entidad | null }>(`mutation ($e: EntidadInput!) { entidadAdd(entidad: $e) { ${CAMPOS} } }`, { e: entidad });
  return data?.entidadAdd ?? null;
}

export async function editarEntidad(id: number, entidad: Record<string, unknown>): Promise<Entidad | null> {
  const data = await graphql<{ entidadEdit: Entidad | null }>(`mutation ($id: ID!, $e: EntidadInput!) { entidadEdit(id: $id, entidad: $e) { ${CAMPOS} } }`, { id, e: entidad });
  return data?.entidadEdit ?? null;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO') {
  return editarEntidad(id, { estado });
}
