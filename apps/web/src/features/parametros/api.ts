import type { z } from 'zod';
import type { parametroRespuesta, rolRespuesta, servicioIopRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** Spec part 2 §3: Parametro, Integration service and Rol. */
export type Parametro = z.infer<typeof parametroRespuesta>;

export type ServicioIop = z.infer<typeof servicioIopRespuesta>;

export type Rol = Pick<z.infer<typeof rolRespuesta>, 'id' | 'nombre' | 'descripcion' | 'estado'>;

/** Query keys: each tab's list, all under `preferencias`. */
export const PREFERENCIAS_KEY = ['preferencias'] as const;
export const PARAMETROS_KEY = [...PREFERENCIAS_KEY, 'parametros'] as const;
export const SERVICIOS_KEY = [...PREFERENCIAS_KEY, 'serviciosIop'] as const;
export const ROLES_KEY = [...PREFERENCIAS_KEY, 'roles'] as const;

export const TIPOS_SERVICIO = ['CONVENIO', 'PUBLICO'] as const;

const pagina = (q: ListQuery) => ({ limit: q.limit, page: q.page, order: q.order });

const PARAMETRO = 'id nombre valor label descripcion estado';
const SERVICIO = 'id codigo metodo descripcion entidad url token tipo estado';
const ROL = 'id nombre descripcion estado';

export async function listarParametros(q: ListQuery): Promise<ListRows<Parametro>> {
  const data = await graphql<{ parametros: ListRows<Parametro> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $nombre: String, $label: String) {
      parametros(limit: $limit, page: $page, order: $order, nombre: $nombre, label: $label) { count rows { ${PARAMETRO} } }
    }`,
    { ...pagina(q), nombre: filterValue(q.nombre), label: filterValue(q.label) },
  );
  return data?.parametros ?? { count: 0, rows: [] };
}

export async function guardarParametro(id: number | null, parametro: Partial<Parametro>): Promise<void> {
  if (id === null) await graphql(`mutation ($p: ParametroInput!) { parametroAdd(parametro: $p) { id } }`, { p: parametro });
  else await graphql(`mutation ($id: ID!, $p: ParametroInput!) { parametroEdit(id: $id, parametro: $p) { id } }`, { id, p: parametro });
}

export async function listarServicios(q: ListQuery): Promise<ListRows<ServicioIop>> {
  const data = await graphql<{ serviciosIop: ListRows<ServicioIop> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $codigo: String, $entidad: String, $estado: String) {
      serviciosIop(limit: $limit, page: $page, order: $order, codigo: $codigo, entidad: $entidad, estado: $estado) { count rows { ${SERVICIO} } }
    }`,
    { ...pagina(q), codigo: filterValue(q.codigo), entidad: filterValue(q.entidad), estado: filterValue(q.estado) },
  );
  return data?.serviciosIop ?? { count: 0, rows: [] };
}

export async function guardarServicio(id: number | null, servicio: Partial<ServicioIop>): Promise<void> {
  if (id === null) await graphql(`mutation ($s: ServicioIopInput!) { servicioIopAdd(servicioIop: $s) { id } }`, { s: servicio });
  else await graphql(`mutation ($id: ID!, $s: ServicioIopInput!) { servicioIopEdit(id: $id, servicioIop: $s) { id } }`, { id, s: servicio });
}

export async function listarRoles(q: ListQuery): Promise<ListRows<Rol>> {
  const data = await graphql<{ roles: ListRows<Rol> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
      roles(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { ${ROL} } }
    }`,
    { ...pagina(q), nombre: filterValue(q.nombre), estado: filterValue(q.estado) },
  );
  return data?.roles ?? { count: 0, rows: [] };
}

export async function guardarRol(id: number | null, rol: Partial<Rol>): Promise<void> {
  if (id === null) await graphql(`mutation ($r: RolInput!) { rolAdd(rol: $r) { id } }`, { r: rol });
  else await graphql(`mutation ($id: ID!, $r: RolInput!) { rolEdit(id: $id, rol: $r) { id } }`, { id, r: rol });
}

/** Long values are cut to 50 characters in the tables (spec part 2 §9). */
export const MAX_CELDA = 50;
export function recortar(texto: string | null | undefined, max = MAX_CELDA): string {
  if (!texto) return '';
  return texto.length > max ? `${texto.slice(0, max)}…` : texto;
}
