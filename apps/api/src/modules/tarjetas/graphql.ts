import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Tarjeta {
    id: Int!
    uuid: String!
    lote: String!
    estado: String!
    _created_at: String
  }
  type TarjetaList { count: Int! rows: [Tarjeta!]! }
  type TarjetaConteo { count: Int! }
  extend type Query {
    tarjetas(limit: Int, page: Int, order: String, estado: String, uuid: String, lote: String): TarjetaList
    tarjetaPorLote(lote: String!): TarjetaConteo
    "The card of that UUID, or null when it is unknown."
    tarjetaUuid(uuid: String!): Tarjeta
    "The card reader's address for the browser (system parameter LECTOR_TARJETAS_URL)."
    lectorTarjetas: String!
  }
  extend type Mutation {
    tarjetaAdd(uuid: String!, lote: String!): Tarjeta
  }
`;

/** Cards and their reader (spec part 2 §2.14, §7: tarjetas, tarjetaAdd, tarjetaPorLote, tarjetaUuid). */
export const tarjetasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    tarjetas: operation({ requirement: 'registro-tarjetas:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    tarjetaPorLote: operation({ requirement: 'registro-tarjetas:read', resolve: (args, ctx) => service.contarLote(ctx, args) }),
    tarjetaUuid: operation({ requirement: 'actualizarBeneficiaria:read', resolve: (args, ctx) => service.porUuid(ctx, args) }),
    lectorTarjetas: operation({ requirement: 'authenticated', resolve: (_args, ctx) => service.direccionLector(ctx) }),
  },
  Mutation: {
    tarjetaAdd: operation({ requirement: 'registro-tarjetas:create', resolve: (args, ctx) => service.registrar(ctx, args) }),
  },
};
