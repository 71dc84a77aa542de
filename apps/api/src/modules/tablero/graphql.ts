import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "Money of a Bolivian month ('AAAA-MM'), Bs as decimal text: in (payrolls paid) and out (sales, payments to providers)."
  type TableroMes { mes: String! ingresos: String! ventas: String! pagos: String! }
  "A count per state; monto (Bs, decimal text) where the records carry money."
  type TableroEstado { estado: String! cantidad: Int! monto: String }
  "Sales of an ISO week (semana: its Monday, AAAA-MM-DD): count and Σ Bs."
  type TableroSemana { semana: String! cantidad: Int! monto: String! }
  "The dashboard's series; a series that is not for the caller's role is null."
  type Tablero {
    dineroPorMes: [TableroMes!]
    beneficiariasPorEstado: [TableroEstado!]
    planillasPorEstado: [TableroEstado!]
    ventasPorSemana: [TableroSemana!]
  }
  extend type Query {
    tablero: Tablero!
  }
`;

/**
 * The dashboard's charts (issue 17): any signed-in user; the series follow the role and the record
 * scope (the caller's own entity or point of sale), so there is nothing to refuse.
 */
export const tableroFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    tablero: operation({ requirement: 'authenticated', cost: 20, resolve: (_args, ctx) => service.tablero(ctx) }),
  },
};
