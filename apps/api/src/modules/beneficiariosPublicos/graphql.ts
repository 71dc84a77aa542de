import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  extend type Query {
    "The public entity's workers as bonus beneficiaries (spec part 2 §2.8): beneficiariasPorEntidad's rows, monto_bono included."
    beneficiariosPublicos(limit: Int, page: Int, order: String, nro_documento: String, id_entidad: ID): BeneficiariaTrabajadorList
  }
`;

/** The public beneficiaries list, read under the screen's own key (roles 6 and 7). */
export const beneficiariosPublicosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    beneficiariosPublicos: operation({ requirement: 'listaBeneficiariosPublicos:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
};
