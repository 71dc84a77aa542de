import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type ServicioIop {
    id: Int!
    codigo: String!
    metodo: String!
    descripcion: String
    entidad: String
    url: String!
    "Only the first characters: the token is a secret."
    token: String
    tipo: String!
    estado: String!
  }
  type ServicioIopList { count: Int! rows: [ServicioIop!]! }
  input ServicioIopInput {
    codigo: String
    metodo: String
    descripcion: String
    entidad: String
    url: String
    token: String
    tipo: String
    estado: String
  }
  extend type Query {
    serviciosIop(limit: Int, page: Int, order: String, codigo: String, entidad: String, estado: String): ServicioIopList
  }
  extend type Mutation {
    servicioIopAdd(servicioIop: ServicioIopInput!): ServicioIop
    servicioIopEdit(id: ID!, servicioIop: ServicioIopInput!): ServicioIop
  }
`;

/** Integration services: the outside systems' URLs and tokens (spec part 2 §2.9). */
export const serviciosIopFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    serviciosIop: operation({ requirement: 'serviciosIop:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    servicioIopAdd: operation({ requirement: 'serviciosIop:create', resolve: (args: { servicioIop: unknown }, ctx) => service.crear(ctx, args.servicioIop) }),
    servicioIopEdit: operation({ requirement: 'serviciosIop:update', resolve: (args: { id: string; servicioIop: unknown }, ctx) => service.editar(ctx, args.id, args.servicioIop) }),
  },
};
