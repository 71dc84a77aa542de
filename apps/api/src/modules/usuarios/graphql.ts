import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/** The user record's person as flat fields (spec part 1 §3), in the answer and in both inputs. */
const PERSONA_PLANOS = `
    persona_nombres: String
    persona_primer_apellido: String
    persona_segundo_apellido: String
    persona_tipo_documento: String
    persona_nro_documento: String
    persona_complemento: String
    persona_fecha_nacimiento: String
    persona_movil: String
    persona_telefono: String
    persona_nacionalidad: String
    persona_pais_nacimiento: String
    persona_genero: String
    persona_estado: String
`;

/** The spec's flat person fields and role code (part 1 §3, §6), accepted by both user inputs. */
const CAMPOS_PERSONA_PLANOS = `
    "Spec part 1 §3 and §6 (decision 040): the person as flat fields, birth date DD/MM/AAAA, used when persona is absent; persona_estado is ignored."
${PERSONA_PLANOS}    "With conCodigo true, id_rol (or rol) is a role code (ADMINISTRADOR, PROVEEDOR…) instead of an id."
    conCodigo: Boolean
    rol: String
`;

/**
 * Users (spec part 1 §3 "User record"). Input fields are nullable on purpose: the shared zod schema,
 * not graphql-js, decides what is missing, so the answer is a Spanish message naming the field.
 */
const typeDefs = /* GraphQL */ `
  type Usuario {
    id: Int!
    usuario: String!
    email: String
    cargo: String
    estado: String!
    id_rol: Int!
    id_entidad: Int
    id_sucursal: Int
    id_persona: Int
    entidad_nombre: String
    rol_nombre: String
${PERSONA_PLANOS}    _created_at: String
  }
  type UsuarioList {
    count: Int!
    rows: [Usuario!]!
  }
  "Person form of spec part 1 §3; fecha_nacimiento is YYYY-MM-DD."
  input PersonaInput {
    tipo_documento: String
    nro_documento: String
    complemento: String
    fecha_nacimiento: String
    nombres: String
    primer_apellido: String
    segundo_apellido: String
    nacionalidad: String
    genero: String
    movil: String
    telefono: String
    "Contact fields (movil, telefono) the user cleared on purpose: a registered person keeps one sent empty unless named here (decision 011)."
    vaciar: [String]
  }
  input UsuarioAddInput {
    usuario: String
    contrasena: String
    email: String
    cargo: String
    id_rol: ID
    id_entidad: ID
    id_sucursal: ID
    persona: PersonaInput
${CAMPOS_PERSONA_PLANOS}  }
  input UsuarioEditInput {
    usuario: String
    email: String
    cargo: String
    estado: String
    id_rol: ID
    id_entidad: ID
    id_sucursal: ID
    persona: PersonaInput
${CAMPOS_PERSONA_PLANOS}  }
  "An option of the user form's selectors (active entities and branches, by name)."
  type UsuarioOpcion {
    id: Int!
    nombre: String!
  }
  type UsuarioOpciones {
    "At most 50 active entities whose name or acronym contains buscar; scoped callers only their own."
    entidades: [UsuarioOpcion!]!
  }
  extend type Query {
    usuarioOpciones(buscar: String): UsuarioOpciones
    "Active branches of the entity; a scoped caller gets an empty list for another entity."
    usuarioSucursales(id_entidad: ID!): [UsuarioOpcion!]!
    usuarios(limit: Int, page: Int, order: String, id_rol: ID, usuario: String, nombre_completo: String, email: String, estado: String): UsuarioList
    usuario(id: ID!): Usuario
  }
  extend type Mutation {
    usuarioAdd(usuario: UsuarioAddInput!): Usuario
    usuarioEdit(id: ID!, usuario: UsuarioEditInput!): Usuario
    usuarioDelete(id: ID!): Deleted
  }
`;

export const usuariosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    usuarios: operation({ requirement: 'usuarios:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    usuario: operation<{ id: string }>({ requirement: 'usuarios:read', resolve: (args, ctx) => service.obtener(ctx, args.id) }),
    usuarioOpciones: operation<{ buscar?: string | null }>({ requirement: 'usuarios:read', cost: 50, resolve: (args, ctx) => service.opciones(ctx, args) }),
    usuarioSucursales: operation<{ id_entidad: string }>({ requirement: 'usuarios:read', resolve: (args, ctx) => service.sucursales(ctx, args.id_entidad) }),
  },
  Mutation: {
    usuarioAdd: operation<{ usuario: unknown }>({ requirement: 'usuarios:create', resolve: (args, ctx) => service.crear(ctx, args.usuario) }),
    usuarioEdit: operation<{ id: string; usuario: unknown }>({ requirement: 'usuarios:update', resolve: (args, ctx) => service.editar(ctx, args.id, args.usuario) }),
    usuarioDelete: operation<{ id: string }>({ requirement: 'usuarios:delete', resolve: (args, ctx) => service.eliminar(ctx, args.id) }),
  },
};
