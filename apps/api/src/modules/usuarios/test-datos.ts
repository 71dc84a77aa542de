import { ROLES } from '@pb/contract';
/** Inputs for the users' tests: unique usernames and documents, valid by the shared schema. */
let n = 0;
const unico = () => `${Date.now().toString(36).slice(-5)}${(++n).toString(36)}`;

export function personaInput(values: Record<string, unknown> = {}) {
  return {
    tipo_documento: 'CI',
    nro_documento: `7${Date.now() % 1_000_000}${++n}`,
    fecha_nacimiento: '1991-05-17',
    nombres: 'Ana Lucía',
    primer_apellido: 'Quispe',
    segundo_apellido: 'Mamani',
    nacionalidad: 'BOLIVIA',
    genero: 'F',
    movil: String(70_000_000 + ++n),
    ...values,
  };
}

export function usuarioInput(values: Record<string, unknown> = {}) {
  const u = `usr${unico()}`;
  return { usuario: u, contrasena: 'Segura.2026', email: `${u}@example.bo`, cargo: 'Técnico', id_rol: ROLES.EMPLEADOR, persona: personaInput(), ...values };
}

export const CAMPOS = `id usuario email cargo estado id_rol id_entidad id_sucursal id_persona entidad_nombre rol_nombre
  persona_nombres persona_primer_apellido persona_segundo_apellido persona_tipo_documento persona_nro_documento
  persona_complemento persona_fecha_nacimiento persona_movil persona_telefono persona_nacionalidad persona_pais_nacimiento
  persona_genero persona_estado _created_at`;

export const ADD = `mutation ($u: UsuarioAddInput!) { usuarioAdd(usuario: $u) { ${CAMPOS} } }`;
export const EDIT = `mutation ($id: ID!, $u: UsuarioEditInput!) { usuarioEdit(id: $id, usuario: $u) { ${CAMPOS} } }`;
export const DELETE = `mutation ($id: ID!) { usuarioDelete(id: $id) { deleted } }`;
export const GET = `query ($id: ID!) { usuario(id: $id) { ${CAMPOS} } }`;
export const LIST = `query ($limit: Int, $page: Int, $order: String, $id_rol: ID, $usuario: String, $nombre_completo: String, $email: String, $estado: String) {
  usuarios(limit: $limit, page: $page, order: $order, id_rol: $id_rol, usuario: $usuario, nombre_completo: $nombre_completo, email: $email, estado: $estado) {
    count rows { id usuario email estado id_rol id_entidad rol_nombre entidad_nombre persona_nombres }
  }
}`;
