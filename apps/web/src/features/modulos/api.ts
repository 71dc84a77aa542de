import type { Accion } from '@pb/contract/valores';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText, filterValue } from '../../components/list/filterValue';

/** A module of the side menu (spec part 1 §3 "Module"). */
const MODULO = graphql(`
  fragment ModuloCampos on Modulo { id ruta label icono orden estado visible id_modulo modulo_label }
`);
export type Modulo = ResultOf<typeof MODULO>;

/** One role's switches on one module (spec part 1 §3 "Permission"). */
const PERMISO = graphql(`
  fragment PermisoCampos on Permiso { id id_rol rol_nombre read create update delete csv firma }
`);
export type Permiso = ResultOf<typeof PERMISO>;

/** What the module form sends; `orden` travels as text of up to three digits. */
export interface ModuloDatos {
  label: string;
  ruta: string;
  icono: string | null;
  orden: string;
  id_modulo: number | null;
}

export type ModuloCambios = Partial<ModuloDatos> & { visible?: boolean; estado?: string };

/** Query keys: everything under `modulos` is reloaded after a change. */
export const MODULOS_KEY = ['modulos'] as const;
export const LISTA_KEY = [...MODULOS_KEY, 'lista'] as const;
export const SECCIONES_KEY = [...MODULOS_KEY, 'secciones'] as const;
export const permisosKey = (idModulo: number) => [...MODULOS_KEY, 'permisos', idModulo] as const;

const LISTA = graphql(
  `query Modulos($limit: Int, $page: Int, $order: String, $label: String, $id_modulo: ID, $estado: String) {
    modulos(limit: $limit, page: $page, order: $order, label: $label, id_modulo: $id_modulo, estado: $estado) { count rows { ...ModuloCampos } }
  }`,
  [MODULO],
);
const SECCIONES = graphql(`query ModulosSecciones { modulos(id_modulo: 0, estado: "ACTIVO", limit: 100) { rows { ...ModuloCampos } } }`, [MODULO]);
const CREAR = graphql(`mutation ModuloAdd($modulo: ModuloInput!) { moduloAdd(modulo: $modulo) { ...ModuloCampos } }`, [MODULO]);
const EDITAR = graphql(`mutation ModuloEdit($id: ID!, $modulo: ModuloEditInput!) { moduloEdit(id: $id, modulo: $modulo) { ...ModuloCampos } }`, [MODULO]);
const ELIMINAR = graphql(`mutation ModuloDelete($id: ID!) { moduloDelete(id: $id) { deleted } }`);
const PERMISOS = graphql(`query Permisos($id: ID!) { permisos(id_modulo: $id, order: "id_rol") { rows { ...PermisoCampos } } }`, [PERMISO]);
const EDITAR_PERMISO = graphql(`mutation PermisoEdit($id: ID!, $permiso: PermisoInput!) { permisoEdit(id: $id, permiso: $permiso) { ...PermisoCampos } }`, [PERMISO]);

export async function listarModulos(q: ListQuery): Promise<ListRows<Modulo>> {
  const variables = { limit: q.limit, page: q.page, order: q.order, label: filterText(q.label), id_modulo: filterValue(q.id_modulo), estado: filterText(q.estado) };
  const data = await sendGraphql(LISTA, variables);
  return data?.modulos ?? { count: 0, rows: [] };
}

/** The top-level active modules: the parent-module choices (spec part 1 §7). */
export async function listarSecciones(): Promise<Modulo[]> {
  const data = await sendGraphql(SECCIONES);
  return data?.modulos?.rows ?? [];
}

export async function crearModulo(modulo: ModuloDatos): Promise<Modulo | null> {
  return (await sendGraphql(CREAR, { modulo }))?.moduloAdd ?? null;
}

export async function editarModulo(id: number, modulo: ModuloCambios): Promise<Modulo | null> {
  return (await sendGraphql(EDITAR, { id, modulo }))?.moduloEdit ?? null;
}

export async function eliminarModulo(id: number): Promise<void> {
  await sendGraphql(ELIMINAR, { id });
}

export async function listarPermisos(idModulo: number): Promise<Permiso[]> {
  const data = await sendGraphql(PERMISOS, { id: idModulo });
  return data?.permisos?.rows ?? [];
}

export async function editarPermiso(id: number, permiso: Partial<Record<Accion, boolean>>): Promise<Permiso | null> {
  return (await sendGraphql(EDITAR_PERMISO, { id, permiso }))?.permisoEdit ?? null;
}
