import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/** The permission matrix of one module: one row per role, switches per action. */
const typeDefs = /* GraphQL */ `
  type Permiso {
    id: Int!
    create: Boolean!
    read: Boolean!
    update: Boolean!
    delete: Boolean!
    firma: Boolean!
    csv: Boolean!
    activo: Boolean!
    id_modulo: Int!
    id_rol: Int!
    rol_nombre: String
    rol_descripcion: String
  }
  type PermisoList {
    count: Int!
    rows: [Permiso!]!
  }
  input PermisoInput {
    create: Boolean
    read: Boolean
    update: Boolean
    delete: Boolean
    firma: Boolean
    csv: Boolean
    activo: Boolean
  }
  extend type Query {
    "Every role's row for the module; order defaults to id_rol."
    permisos(id_modulo: ID!, order: String): PermisoList
  }
  extend type Mutation {
    permisoEdit(id: ID!, permiso: PermisoInput!): Permiso
  }
`;

export const permisosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    permisos: operation({ requirement: 'permisos:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    permisoEdit: operation<{ id: string; permiso: unknown }>({ requirement: 'permisos:update', resolve: (args, ctx) => service.editar(ctx, args.id, args.permiso) }),
  },
};
