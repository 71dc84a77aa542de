import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A payroll chosen for a payment code, with the total (Bs, decimal text) the caller saw: the server checks it."
  input PlanillaCptInput { idPlanilla: ID! montoTotal: String! }
  "A payment code: monto = Σ the payrolls + 1.00 Bs (decimal text), what to pay at the bank; vence ISO 8601."
  type CptCreado { idCpt: Int! codigo: String! monto: String! vence: String }
  extend type Mutation {
    "One payment code for these CREADO payrolls of the caller's entity (they become ENVIADO); the same payrolls again answer the same code."
    planillaCptAdd(lista: [PlanillaCptInput!]!): CptCreado
  }
`;

/** Payment codes of payrolls (spec part 2 §2.1, §2.4, §7; decision 024): key `planillas`. */
export const cptsFeature: GraphqlFeature = {
  typeDefs,
  Mutation: {
    planillaCptAdd: operation({ requirement: 'planillas:create', ownTransactions: true, resolve: (args, ctx) => service.generar(ctx, args) }),
  },
};
