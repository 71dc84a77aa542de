import { graphql, sendGraphql, type ResultOf, type VariablesOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/**
 * An entity as the lists and the form read it (spec part 1 §3 "Entity"); the providers list asks the same
 * fields. `telefonos` is comma-joined on the server; the form shows them as tags.
 */
export const ENTIDAD = graphql(`
  fragment EntidadCampos on Entidad { id nombre sigla descripcion email telefonos direccion codigo_portal web estado proveedor origen tipo nit }
`);
export type Entidad = ResultOf<typeof ENTIDAD>;

const LISTA = graphql(
  `query Entidades($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $nit: String, $estado: String) {
    entidades(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, nit: $nit, estado: $estado) { count rows { ...EntidadCampos } }
  }`,
  [ENTIDAD],
);
const OBTENER = graphql(`query Entidad($id: ID!) { entidad(id: $id) { ...EntidadCampos } }`, [ENTIDAD]);
const CREAR = graphql(`mutation EntidadAdd($e: EntidadInput!) { entidadAdd(entidad: $e) { ...EntidadCampos } }`, [ENTIDAD]);
const EDITAR = graphql(`mutation EntidadEdit($id: ID!, $e: EntidadInput!) { entidadEdit(id: $id, entidad: $e) { ...EntidadCampos } }`, [ENTIDAD]);

/** What `entidadAdd` / `entidadEdit` receive (formulario.ts's `aEntrada`, or a state change). */
export type EntidadEntrada = VariablesOf<typeof CREAR>['e'];

/** The query-cache key of everything this screen reads; saving invalidates it. */
export const CLAVE = ['entidades'] as const;

export async function listarEntidades(q: ListQuery): Promise<ListRows<Entidad>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), sigla: filterText(q.sigla), nit: filterText(q.nit), estado: filterText(q.estado) });
  return data?.entidades ?? { count: 0, rows: [] };
}

export async function obtenerEntidad(id: number, signal?: AbortSignal): Promise<Entidad | null> {
  const data = await sendGraphql(OBTENER, { id }, signal);
  return data?.entidad ?? null;
}

export async function crearEntidad(entidad: EntidadEntrada): Promise<Entidad | null> {
  return (await sendGraphql(CREAR, { e: entidad }))?.entidadAdd ?? null;
}

export async function editarEntidad(id: number, entidad: EntidadEntrada): Promise<Entidad | null> {
  return (await sendGraphql(EDITAR, { id, e: entidad }))?.entidadEdit ?? null;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO') {
  return editarEntidad(id, { estado });
}
