import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Parametro {
    id: Int!
    nombre: String!
    valor: String!
    label: String!
    descripcion: String
    estado: String!
  }
  type ParametroList { count: Int! rows: [Parametro!]! }
  input ParametroInput {
    nombre: String
    valor: String
    label: String
    descripcion: String
    estado: String
  }
  extend type Query {
    parametros(limit: Int, page: Int, order: String, nombre: String, label: String, estado: String): ParametroList
  }
  extend type Mutation {
    parametroAdd(parametro: ParametroInput!): Parametro
    parametroEdit(id: ID!, parametro: ParametroInput!): Parametro
  }
`;

/** System parameters (spec part 2 §2.9, tab "Parámetros"). */
export const parametrosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    parametros: operation({ requirement: 'parametros:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    parametroAdd: operation({ requirement: 'parametros:create', resolve: (args: { parametro: unknown }, ctx) => service.crear(ctx, args.parametro) }),
    parametroEdit: operation({ requirement: 'parametros:update', resolve: (args: { id: string; parametro: unknown }, ctx) => service.editar(ctx, args.id, args.parametro) }),
  },
};
