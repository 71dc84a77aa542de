import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "The answer of a registration: code 1 registered (id: the new beneficiary's), -1 refused (message says why; nothing changed)."
  type RegistroRespuesta { code: Int! message: String! clave: String! parametros: JSON! error: String id: ID }
  extend type Query {
    "Whether the person of this CI is already registered in the ACTIVO universal subsidy (the search tells it before the form)."
    registroUniversalExistente(nro_documento: String!, complemento: String): Boolean!
  }
  extend type Mutation {
    "Registers a universal-subsidy beneficiary at the counter (spec part 2 §2.13): the ID service's person plus idInscripcion, medico, nroCelular and dpa."
    registrarBeneficiaria(beneficiaria: JSON!): RegistroRespuesta
  }
`;

/** Registros (spec part 2 §2.13; decision 027): SEGIP is asked between the checks and the one write transaction. */
export const registrosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    registroUniversalExistente: operation({ requirement: 'registros:create', resolve: (args, ctx) => service.existente(ctx, args) }),
  },
  Mutation: {
    registrarBeneficiaria: operation({ requirement: 'registros:create', ownTransactions: true, resolve: (args, ctx) => service.registrar(ctx, args) }),
  },
};
