import { graphql, sendGraphql, type ResultOf, type VariablesOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText, filterValue } from '../../components/list/filterValue';
import type { Opcion } from './tipos';

/** A user as the list and the form read it (spec part 1 §3 "User record"). */
const USUARIO = graphql(`
  fragment UsuarioCampos on Usuario {
    id usuario email cargo estado id_rol id_entidad id_sucursal entidad_nombre rol_nombre
    persona_nombres persona_primer_apellido persona_segundo_apellido persona_tipo_documento persona_nro_documento
    persona_complemento persona_fecha_nacimiento persona_movil persona_telefono persona_nacionalidad persona_genero
  }
`);
export type Usuario = ResultOf<typeof USUARIO>;

const LISTA = graphql(
  `query Usuarios($limit: Int, $page: Int, $order: String, $id_rol: ID, $usuario: String, $nombre_completo: String, $email: String, $estado: String) {
    usuarios(limit: $limit, page: $page, order: $order, id_rol: $id_rol, usuario: $usuario, nombre_completo: $nombre_completo, email: $email, estado: $estado) {
      count rows { ...UsuarioCampos }
    }
  }`,
  [USUARIO],
);
const CREAR = graphql(`mutation UsuarioAdd($u: UsuarioAddInput!) { usuarioAdd(usuario: $u) { ...UsuarioCampos } }`, [USUARIO]);
const EDITAR = graphql(`mutation UsuarioEdit($id: ID!, $u: UsuarioEditInput!) { usuarioEdit(id: $id, usuario: $u) { ...UsuarioCampos } }`, [USUARIO]);
const ELIMINAR = graphql(`mutation UsuarioDelete($id: ID!) { usuarioDelete(id: $id) { deleted } }`);
const ROLES = graphql(`query RolesActivos { roles(limit: 100, estado: "ACTIVO") { rows { id nombre } } }`);
const ENTIDADES = graphql(`query UsuarioOpciones($buscar: String) { usuarioOpciones(buscar: $buscar) { entidades { id nombre } } }`);
const SUCURSALES = graphql(`query UsuarioSucursales($id: ID!) { usuarioSucursales(id_entidad: $id) { id nombre } }`);

/** What the user form sends (formulario.ts's `aEntrada`): the fields of `usuarioAdd` and of `usuarioEdit`. */
export type UsuarioEntrada = VariablesOf<typeof CREAR>['u'] & VariablesOf<typeof EDITAR>['u'];

/** The query-cache key of everything this screen reads; saving invalidates it. */
export const CLAVE = ['usuarios'] as const;

export async function listarUsuarios(q: ListQuery): Promise<ListRows<Usuario>> {
  const data = await sendGraphql(LISTA, {
    limit: q.limit,
    page: q.page,
    order: q.order,
    id_rol: filterValue(q.id_rol),
    usuario: filterText(q.usuario),
    nombre_completo: filterText(q.nombre_completo),
    email: filterText(q.email),
    estado: filterText(q.estado),
  });
  return data?.usuarios ?? { count: 0, rows: [] };
}

export async function crearUsuario(usuario: VariablesOf<typeof CREAR>['u']): Promise<Usuario | null> {
  return (await sendGraphql(CREAR, { u: usuario }))?.usuarioAdd ?? null;
}

export async function editarUsuario(id: number, usuario: VariablesOf<typeof EDITAR>['u']): Promise<Usuario | null> {
  return (await sendGraphql(EDITAR, { id, u: usuario }))?.usuarioEdit ?? null;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO') {
  return editarUsuario(id, { estado });
}

export async function eliminarUsuario(id: number): Promise<void> {
  await sendGraphql(ELIMINAR, { id });
}

export async function listarRoles(): Promise<Opcion[]> {
  return (await sendGraphql(ROLES))?.roles?.rows ?? [];
}

/** At most 50 active entities whose name or acronym contains `buscar` (the server limits it). */
export async function buscarEntidades(buscar: string, signal?: AbortSignal): Promise<Opcion[]> {
  const data = await sendGraphql(ENTIDADES, { buscar: buscar.trim() || null }, signal);
  return data?.usuarioOpciones?.entidades ?? [];
}

export async function listarSucursales(idEntidad: number, signal?: AbortSignal): Promise<Opcion[]> {
  return (await sendGraphql(SUCURSALES, { id: idEntidad }, signal))?.usuarioSucursales ?? [];
}
