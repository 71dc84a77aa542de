import { operation, type GraphqlFeature } from '../../core/graphql.js';
import type { ByReach } from '../../core/guard.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A subsidy beneficiary (spec part 2 §3 'Beneficiaria (list)'): persona_t_ the titular (the insured worker), persona_b_ the beneficiary, persona_tc_ who collects."
  type BeneficiariaSubsidio {
    id: Int!
    id_entidad: Int!
    estado: String!
    fechaNacidoVivo: String
    nro_asignacion_inicio: Int
    nro_asignacion_fin: Int
    fecha_inicio: String
    nro_hijos: Int
    ben_subsidio_nombre: String!
    Sucursale_nombre: String
    persona_t_nro_documento: String!
    persona_t_complemento: String
    persona_t_nombres: String!
    persona_t_primer_apellido: String
    persona_t_segundo_apellido: String
    persona_t_nombre_completo: String!
    persona_b_nro_documento: String!
    persona_b_complemento: String
    persona_b_nombres: String!
    persona_b_primer_apellido: String
    persona_b_segundo_apellido: String
    persona_b_nombre_completo: String!
    persona_tc_nro_documento: String
    persona_tc_complemento: String
    persona_tc_nombres: String
    persona_tc_primer_apellido: String
    persona_tc_segundo_apellido: String
    persona_tc_nombre_completo: String
  }
  type BeneficiariaSubsidioList { count: Int! rows: [BeneficiariaSubsidio!]! }
  extend type Query {
    "The subsidy beneficiaries (not the bonus) of the caller's entity; staff see every entity, or the one named. nro_documento is the titular's or the beneficiary's."
    beneficiarias(limit: Int, page: Int, order: String, nro_documento: String, estado: String, id_entidad: ID): BeneficiariaSubsidioList
    "The subsidy beneficiaries already registered whose titular has this document (any complemento), in the caller's reach: the registration screen's list."
    obtenerBeneficiariaPorTitular(nroDocumentoTitular: String!, limit: Int, page: Int, order: String): BeneficiariaSubsidioList
  }
`;

/** Reading the imported beneficiaries: staff by `beneficiarias`, employers (5, 6, 7) by the screen's own key. */
const LEER_BENEFICIARIAS: ByReach = { programa: 'beneficiarias:read', entidad: 'csv_beneficiarias:read' };

/** The beneficiaries import's list (spec part 2 §2.7, §7 `beneficiarias`) and a titular's beneficiaries (§7 `obtenerBeneficiariaPorTitular`). */
export const csvBeneficiariasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    beneficiarias: operation({ requirement: LEER_BENEFICIARIAS, resolve: (args, ctx) => service.listar(ctx, args) }),
    // The registration screen's (spec part 2 §2.6, roles 3 and 5): its key, as `obtener_titular`.
    obtenerBeneficiariaPorTitular: operation({ requirement: 'beneficiarias:create', resolve: (args, ctx) => service.porTitular(ctx, args) }),
  },
};
