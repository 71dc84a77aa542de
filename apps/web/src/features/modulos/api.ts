import type { z } from 'zod';
import type { moduloRespuesta, permisoRespuesta } from '@pb/contract';
import type { Accion } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A module of the side menu (spec part 1 §3 "Module"). */
export type Modulo = Pick<z.infer<typeof moduloRespuesta>, 'id' | 'ruta' | 'label' | 'icono' | 'orden' | 'estado' | 'visible' | 'id_modulo' | 'modulo_label'>;

/** One role's switches on one module (spec part 1 §3 "Permission"). */
export type Permiso = Pick<z.infer<typeof permisoRespuesta>, 'id' | 'id_rol' | 'rol_nombre' | Accion>;

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

const CAMPOS = 'id ruta label icono orden estado visible id_modulo modulo_label';
const PERMISO = 'id id_rol rol_nombre read create update delete csv firma';

const LISTA = /* GraphQL */ `
  query ($limit: Int, $page: Int, $order: String, $label: String, $id_modulo: ID, $estado: String) {
    modulos(limit: $limit, page: $page, order: $order, label: $label, id_modulo: $id_modulo, estado: $estado) {
      count
      rows { ${CAMPOS} }
    }
  }
`;

export async function listarModulos(q: ListQuery): Promise<ListRows<Modulo>> {
  const variables = { limit: q.limit, page: q.page, order: q.order, label: filterValue(q.label), id_modulo: filterValue(q.id_modulo), estado: filterValue(q.estado) };
  const data = await graphql<{ modulos: ListRows<Modulo> | null }>(LISTA, variables);
  return data?.modulos ?? { count: 0, rows: [] };
}

/** The top-level active modules: the parent-module choices (spec part 1 §7). */
export async function listarSecciones(): Promise<Modulo[]> {
  const data = await graphql<{ modulos: ListRows<Modulo> | null }>(`query { modulos(id_modulo: 0, estado: "ACTIVO", limit: 100) { rows { ${CAMPOS} } } }`);
  return data?.modulos?.rows ?? [];
}

export async function crearModulo(modulo: ModuloDatos): Promise<Modulo | null> {
  const data = await graphql<{ moduloAdd: Modulo | null }>(`mutation ($modulo: ModuloInput!) { moduloAdd(modulo: $modulo) { ${CAMPOS} } }`, { modulo });
  return data?.moduloAdd ?? null;
}

export async function editarModulo(id: number, modulo: ModuloCambios): Promise<Modulo | null> {
  const data = await graphql<{ moduloEdit: Modulo | null }>(`mutation ($id: ID!, $modulo: ModuloEditInput!) { moduloEdit(id: $id, modulo: $modulo) { ${CAMPOS} } }`, { id, modulo });
  return data?.moduloEdit ?? null;
}

export async function eliminarModulo(id: number): Promise<void> {
  await graphql(`mutation ($id: ID!) { moduloDelete(id: $id) { deleted } }`, { id });
}

export async function listarPermisos(idModulo: number): Promise<Permiso[]> {
  const data = await graphql<{ permisos: { rows: Permiso[] } | null }>(`query ($id: ID!) { permisos(id_modulo: $id, order: "id_rol") { rows { ${PERMISO} } } }`, { id: idModulo });
  return data?.permisos?.rows ?? [];
}

export async function editarPermiso(id: number, permiso: Partial<Record<Accion, boolean>>): Promise<Permiso | null> {
  const data = await graphql<{ permisoEdit: Permiso | null }>(`mutation ($id: ID!, $permiso: PermisoInput!) { permisoEdit(id: $id, permiso: $permiso) { ${PERMISO} } }`, { id, permiso });
  return data?.permisoEdit ?? null;
}
