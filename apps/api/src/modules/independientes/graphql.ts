import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  extend type Query {
    "The independent employer's workers whose bonus waits for its payroll (/beneficiariaIndependiente, spec part 2 §2.8): the pending rows of beneficiariasNoEnPlanillasPorEntidad."
    beneficiariasIndependientes(limit: Int, page: Int, order: String, s_beneficiaria_persona_nro_documento: String, id_sucursal: ID, s_beneficiaria_estado: String): BeneficiariaNoEnPlanillaList
    "All the independent employer's bonus workers, for the phone change (/modificarCelularIndependiente)."
    trabajadoresIndependientes(limit: Int, page: Int, order: String, nro_documento: String): BeneficiariaTrabajadorList
  }
`;

/** The independent employer's lists under its screen's key (role 9; decision 028). */
export const independientesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    beneficiariasIndependientes: operation({ requirement: 'beneficiariaIndependiente:read', resolve: (args, ctx) => service.listarPendientes(ctx, args) }),
    trabajadoresIndependientes: operation({ requirement: 'beneficiariaIndependiente:read', resolve: (args, ctx) => service.listarTrabajadores(ctx, args) }),
  },
};
