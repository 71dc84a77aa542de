import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/** The audit log (read-only) and the check of its hash chain. */
const typeDefs = /* GraphQL */ `
  type Log {
    id: ID!
    nivel: String!
    tipo: String!
    mensaje: String!
    "The line's key and values (decision 075), to say it in another language; null for an operation's name or a route."
    clave: String
    parametros: JSON
    referencia: String
    ip: String
    "ISO timestamp."
    fecha: String!
    usuario: String
  }
  type LogList {
    count: Int!
    rows: [Log!]!
  }
  type LogsCadena {
    intacta: Boolean!
    total: Int!
    primer_error_id: ID
  }
  extend type Query {
    "order defaults to -fecha; fecha_desde / fecha_hasta take YYYY-MM-DD (whole Bolivian day) or an ISO timestamp."
    logs(limit: Int, page: Int, order: String, nivel: String, tipo: String, usuario: String, mensaje: String, fecha_desde: String, fecha_hasta: String): LogList
    logsCadena: LogsCadena
  }
`;

export const logsFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    logs: operation({ requirement: 'logs:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    logsCadena: operation({ requirement: 'logs:read', cost: 1000, resolve: (_args, ctx) => service.cadena(ctx) }),
  },
};
