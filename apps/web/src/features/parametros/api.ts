import { graphql, sendGraphql, type ResultOf, type VariablesOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** Spec part 2 §3: Parametro, Integration service and Rol. */
const PARAMETRO = graphql(`fragment ParametroCampos on Parametro { id nombre valor label descripcion estado }`);
export type Parametro = ResultOf<typeof PARAMETRO>;

const SERVICIO = graphql(`fragment ServicioIopCampos on ServicioIop { id codigo metodo descripcion entidad url token tipo estado }`);
export type ServicioIop = ResultOf<typeof SERVICIO>;

const ROL = graphql(`fragment RolCampos on Rol { id nombre descripcion estado }`);
export type Rol = ResultOf<typeof ROL>;

/** Query keys: each tab's list, all under `preferencias`. */
export const PREFERENCIAS_KEY = ['preferencias'] as const;
export const PARAMETROS_KEY = [...PREFERENCIAS_KEY, 'parametros'] as const;
export const SERVICIOS_KEY = [...PREFERENCIAS_KEY, 'serviciosIop'] as const;
export const ROLES_KEY = [...PREFERENCIAS_KEY, 'roles'] as const;

export const TIPOS_SERVICIO = ['CONVENIO', 'PUBLICO'] as const;

const PARAMETROS = graphql(
  `query Parametros($limit: Int, $page: Int, $order: String, $nombre: String, $label: String) {
    parametros(limit: $limit, page: $page, order: $order, nombre: $nombre, label: $label) { count rows { ...ParametroCampos } }
  }`,
  [PARAMETRO],
);
const CREAR_PARAMETRO = graphql(`mutation ParametroAdd($p: ParametroInput!) { parametroAdd(parametro: $p) { id } }`);
const EDITAR_PARAMETRO = graphql(`mutation ParametroEdit($id: ID!, $p: ParametroInput!) { parametroEdit(id: $id, parametro: $p) { id } }`);

const SERVICIOS = graphql(
  `query ServiciosIop($limit: Int, $page: Int, $order: String, $codigo: String, $entidad: String, $estado: String) {
    serviciosIop(limit: $limit, page: $page, order: $order, codigo: $codigo, entidad: $entidad, estado: $estado) { count rows { ...ServicioIopCampos } }
  }`,
  [SERVICIO],
);
const CREAR_SERVICIO = graphql(`mutation ServicioIopAdd($s: ServicioIopInput!) { servicioIopAdd(servicioIop: $s) { id } }`);
const EDITAR_SERVICIO = graphql(`mutation ServicioIopEdit($id: ID!, $s: ServicioIopInput!) { servicioIopEdit(id: $id, servicioIop: $s) { id } }`);

const ROLES = graphql(
  `query Roles($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
    roles(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { ...RolCampos } }
  }`,
  [ROL],
);
const CREAR_ROL = graphql(`mutation RolAdd($r: RolInput!) { rolAdd(rol: $r) { id } }`);
const EDITAR_ROL = graphql(`mutation RolEdit($id: ID!, $r: RolInput!) { rolEdit(id: $id, rol: $r) { id } }`);

/** What each dialog sends (the schema's inputs). */
export type ParametroEntrada = VariablesOf<typeof CREAR_PARAMETRO>['p'];
export type ServicioEntrada = VariablesOf<typeof CREAR_SERVICIO>['s'];
export type RolEntrada = VariablesOf<typeof CREAR_ROL>['r'];

const pagina = (q: ListQuery) => ({ limit: q.limit, page: q.page, order: q.order });

export async function listarParametros(q: ListQuery): Promise<ListRows<Parametro>> {
  const data = await sendGraphql(PARAMETROS, { ...pagina(q), nombre: filterText(q.nombre), label: filterText(q.label) });
  return data?.parametros ?? { count: 0, rows: [] };
}

export async function guardarParametro(id: number | null, parametro: ParametroEntrada): Promise<void> {
  if (id === null) await sendGraphql(CREAR_PARAMETRO, { p: parametro });
  else await sendGraphql(EDITAR_PARAMETRO, { id, p: parametro });
}

export async function listarServicios(q: ListQuery): Promise<ListRows<ServicioIop>> {
  const data = await sendGraphql(SERVICIOS, { ...pagina(q), codigo: filterText(q.codigo), entidad: filterText(q.entidad), estado: filterText(q.estado) });
  return data?.serviciosIop ?? { count: 0, rows: [] };
}

export async function guardarServicio(id: number | null, servicio: ServicioEntrada): Promise<void> {
  if (id === null) await sendGraphql(CREAR_SERVICIO, { s: servicio });
  else await sendGraphql(EDITAR_SERVICIO, { id, s: servicio });
}

export async function listarRoles(q: ListQuery): Promise<ListRows<Rol>> {
  const data = await sendGraphql(ROLES, { ...pagina(q), nombre: filterText(q.nombre), estado: filterText(q.estado) });
  return data?.roles ?? { count: 0, rows: [] };
}

export async function guardarRol(id: number | null, rol: RolEntrada): Promise<void> {
  if (id === null) await sendGraphql(CREAR_ROL, { r: rol });
  else await sendGraphql(EDITAR_ROL, { id, r: rol });
}

/** Long values are cut to 50 characters in the tables (spec part 2 §9). */
export const MAX_CELDA = 50;
export function recortar(texto: string | null | undefined, max = MAX_CELDA): string {
  if (!texto) return '';
  return texto.length > max ? `${texto.slice(0, max)}…` : texto;
}
