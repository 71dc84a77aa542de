import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import type { Opcion, Usuario } from './tipos';

const CAMPOS = `id usuario email cargo estado id_rol id_entidad id_sucursal entidad_nombre rol_nombre
  persona_nombres persona_primer_apellido persona_segundo_apellido persona_tipo_documento persona_nro_documento
  persona_complemento persona_fecha_nacimiento persona_movil persona_telefono persona_nacionalidad persona_genero`;

const LISTA = `query ($limit: Int, $page: Int, $order: String, $id_rol: ID, $usuario: String, $nombre_completo: String, $email: String, $estado: String) {
  usuarios(limit: $limit, page: $page, order: $order, id_rol: $id_rol, usuario: $usuario, nombre_completo: $nombre_completo, email: $email, estado: $estado) {
    count rows { ${CAMPOS} }
  }
}`;

/** The query-cache key of everything this screen reads; saving invalidates it. */
export const CLAVE = ['usuarios'] as const;

export async function listarUsuarios(query: ListQuery): Promise<ListRows<Usuario>> {
  const data = await graphql<{ usuarios: ListRows<Usuario> | null }>(LISTA, query);
  return data?.usuarios ?? { count: 0, rows: [] };
}

export async function crearUsuario(usuario: Record<string, unknown>): Promise<Usuario> {
  const data = await graphql<{ usuarioAdd: Usuario }>(`mutation ($u: UsuarioAddInput!) { usuarioAdd(usuario: $u) { ${CAMPOS} } }`, { u: usuario });
  return data.usuarioAdd;
}

export async function editarUsuario(id: number, usuario: Record<string, unknown>): Promise<Usuario> {
  const data = await graphql<{ usuarioEdit: Usuario }>(`mutation ($id: ID!, $u: UsuarioEditInput!) { usuarioEdit(id: $id, usuario: $u) { ${CAMPOS} } }`, { id, u: usuario });
  return data.usuarioEdit;
}

/** The GraphQL variant of the state transition: sets estado (spec part 1 §4). */
export function cambiarEstado(id: number, estado: 'ACTIVO' | 'INACTIVO') {
  return editarUsuario(id, { estado });
}

export async function eliminarUsuario(id: number): Promise<void> {
  await graphql(`mutation ($id: ID!) { usuarioDelete(id: $id) { deleted } }`, { id });
}

export async function listarRoles(): Promise<Opcion[]> {
  const data = await graphql<{ roles: { rows: Opcion[] } | null }>(`{ roles(limit: 100, estado: "ACTIVO") { rows { id nombre } } }`);
  return data?.roles?.rows ?? [];
}

/** At most 50 active entities whose name or acronym contains `buscar` (the server limits it). */
export async function buscarEntidades(buscar: string, signal?: AbortSignal): Promise<Opcion[]> {
  const data = await graphql<{ usuarioOpciones: { entidades: Opcion[] } | null }>(
    `query ($buscar: String) { usuarioOpciones(buscar: $buscar) { entidades { id nombre } } }`,
    { buscar: buscar.trim() || null },
    signal,
  );
  return data?.usuarioOpciones?.entidades ?? [];
}

export async function listarSucursales(idEntidad: number, signal?: AbortSignal): Promise<Opcion[]> {
  const data = await graphql<{ usuarioSucursales: Opcion[] | null }>(`query ($id: ID!) { usuarioSucursales(id_entidad: $id) { id nombre } }`, { id: idEntidad }, signal);
  return data?.usuarioSucursales ?? [];
}
