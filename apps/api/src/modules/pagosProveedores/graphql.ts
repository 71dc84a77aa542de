import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A payment to a provider (spec part 2 §3 'Payment'): monto Bs as decimal text, periods AAAA-MM-DD, dates ISO 8601; estado ENVIADO, PAGADO, OBSERVADO."
  type Pago {
    id: Int!
    id_entidad: Int!
    "The payee of spec part 2 §3 'Payment': the provider entity paid (the same as id_entidad; decision 040)."
    id_beneficiario: Int!
    nombre_entidad: String!
    nit: String
    monto: String!
    periodo_inicial: String!
    periodo_final: String!
    estado: String!
    cuenta_origen: String
    cuenta_destino: String
    banco_origen: String
    banco_destino: String
    fecha_solicitud: String
    fecha_pago: String
    fecha_procesamiento: String
    id_solicitud_pago_lote: String
    id_transaccion: String
    codigo_respuesta_mefp: String
    observacion_mefp: String
  }
  type PagoList { count: Int! rows: [Pago!]! }
  extend type Query {
    "Payments to providers, newest first: a provider its own, staff every provider's. estado: TODOS, ENVIADO, PAGADO, OBSERVADO."
    pagos(limit: Int, page: Int, order: String, estado: String): PagoList
  }
`;

/** Payments to providers (issue 17): a provider's (`pagos:read`, its own) or every one (`liquidaciones:read`). */
export const pagosProveedoresFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    pagos: operation({ requirement: { programa: 'liquidaciones:read', entidad: 'pagos:read' }, resolve: (args, ctx) => service.listar(ctx, args) }),
  },
};
