import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A difference of a day's reconciliation (decision 064): kind, the code, both amounts, state and its resolution."
  type ConciliacionDiferencia {
    id: Int! fecha: String! tipo: String! referencia: String! montoNuestro: String montoExterno: String fechaPagoExterno: String
    detalle: String!
    "The detail's key and values (decision 075), to say it in another language; null on a difference found before them."
    detalleClave: String detalleParametros: JSON
    estado: String! resueltaPor: String motivo: String fechaResolucion: String
    "Paid at the bank, not credited, and its code still PENDIENTE: resolving credits it."
    acreditable: Boolean!
  }
  type ConciliacionDiferenciaList { count: Int! rows: [ConciliacionDiferencia!]! }
  type Conciliacion { fecha: String! pagosPlataforma: Int! codigosAcreditados: Int! ejecuciones: Int! ultimaEjecucion: String! }
  type ConciliacionEjecucion { fecha: String! hecha: Boolean! nuevas: Int! abiertas: Int! }
  type ConciliacionResolucion { cambio: Boolean! mensaje: String! clave: String! parametros: JSON! diferencia: ConciliacionDiferencia! }
  extend type Query {
    "The differences of a Bolivian day (AAAA-MM-DD), paged; estado ABIERTA or RESUELTA filters."
    conciliacionDiferencias(fecha: String!, estado: String, limit: Int, page: Int, order: String): ConciliacionDiferenciaList
    "The day's run (null: never reconciled)."
    conciliacion(fecha: String!): Conciliacion
    "Open differences of every day (the dashboard's count)."
    conciliacionAbiertas: Int!
  }
  extend type Mutation {
    "Reconciles a past day now (the daily job does yesterday once); a difference already found is not found again."
    conciliacionEjecutar(fecha: String!): ConciliacionEjecucion
    "Resolves an open difference with a reason; a code paid and not credited is credited through the payment codes' settling path. A resolved one is left as it is."
    conciliacionResolver(id: ID!, motivo: String!, acreditar: Boolean): ConciliacionResolucion
  }
`;

/** The daily reconciliation (issue 35 §1): roles 1, 2 and 10 read; role 2 runs and resolves. */
export const conciliacionFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    conciliacionDiferencias: operation({ requirement: 'conciliacion:read', cost: 10, resolve: (args, ctx) => service.listar(ctx, args) }),
    conciliacion: operation({ requirement: 'conciliacion:read', resolve: (args, ctx) => service.resumen(ctx, args) }),
    conciliacionAbiertas: operation({ requirement: 'conciliacion:read', resolve: (_args, ctx) => service.abiertas(ctx) }),
  },
  Mutation: {
    conciliacionEjecutar: operation({ requirement: 'conciliacion:update', ownTransactions: true, resolve: (args, ctx) => service.ejecutar(ctx, args) }),
    conciliacionResolver: operation({ requirement: 'conciliacion:update', resolve: (args, ctx) => service.resolver(ctx, args) }),
  },
};
