import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "What an SMS code call answers: code 1 done, -1 refused; message what to show."
  type RespuestaCodigo { code: Int! message: String! clave: String! parametros: JSON! }
  extend type Mutation {
    "A verification code by SMS to the person's new mobile (8 digits, 6 or 7 first)."
    enviarCodigo(idPersona: ID!, numeroCelular: String!): RespuestaCodigo
    "Checks the code: right, the number becomes her mobile and her beneficiaries waiting for it are ACTIVO."
    verificarCodigo(idPersona: ID!, codigo: String!): RespuestaCodigo
    "A code by SMS to the beneficiary's registered mobile, to identify her at a delivery."
    enviarCodigoEntrega(idBeneficiaria: ID!): RespuestaCodigo
  }
`;

/** The beneficiary's phone at the counter (spec part 2 §2.16, §7): key `actualizarBeneficiaria`. */
export const celularesFeature: GraphqlFeature = {
  typeDefs,
  Mutation: {
    enviarCodigo: operation({ requirement: 'actualizarBeneficiaria:update', ownTransactions: true, resolve: (args, ctx) => service.enviarCodigo(ctx, args) }),
    verificarCodigo: operation({ requirement: 'actualizarBeneficiaria:update', resolve: (args, ctx) => service.verificarCodigo(ctx, args) }),
    enviarCodigoEntrega: operation({ requirement: 'actualizarBeneficiaria:update', ownTransactions: true, resolve: (args, ctx) => service.enviarCodigoEntrega(ctx, args) }),
  },
};
