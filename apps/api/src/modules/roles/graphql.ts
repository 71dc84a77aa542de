import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Rol {
    id: Int!
    codigo: String!
    nombre: String!
    descripcion: String
    estado: String!
    "Who the role serves (spec part 1 §3 «type»; decision 069): PROGRAMA, EMPLEADOR, VENDEDOR or OTRO."
    type: String!
  }
  type RolList {
    count: Int!
    rows: [Rol!]!
  }
  input RolInput {
    nombre: String
    descripcion: String
    estado: String
  }
  extend type Query {
    roles(limit: Int, page: Int, order: String, nombre: String, estado: String): RolList
  }
  extend type Mutation {
    rolAdd(rol: RolInput!): Rol
    rolEdit(id: ID!, rol: RolInput!): Rol
  }
`;

export const rolesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    roles: operation({ requirement: 'roles:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    rolAdd: operation({ requirement: 'roles:create', resolve: (args: { rol: unknown }, ctx) => service.crear(ctx, args.rol) }),
    rolEdit: operation({ requirement: 'roles:update', resolve: (args: { id: string; rol: unknown }, ctx) => service.editar(ctx, args.id, args.rol) }),
  },
};
