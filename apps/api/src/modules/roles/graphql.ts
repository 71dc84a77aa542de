import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Rol {
    id: Int!
    codigo: String!
    nombre: String!
    descripcion: String
    estado: String!
  }
  type RolList {
    count: Int!
    rows: [Rol!]!
  }
  extend type Query {
    roles(limit: Int, page: Int, order: String, nombre: String, estado: String): RolList
  }
`;

export const rolesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    roles: operation({ requirement: 'roles:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
};
