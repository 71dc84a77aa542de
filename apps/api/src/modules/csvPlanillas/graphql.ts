import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/** The beneficiary's person (s_*) and branch (e_*) fields every pending row carries (spec §3). */
const CAMPOS_BENEFICIARIA = `
    s_beneficiaria_id: Int!
    s_beneficiaria_estado: String!
    s_beneficiaria_enviar_sms: String
    "The worker's person: the row's mobile and state changes name it (PATCH v1/otros/celular/{personaId}/{movil}, v1/beneficiarias/{personId}/{estado})."
    s_beneficiaria_persona_id: Int!
    s_beneficiaria_persona_nombres: String
    s_beneficiaria_persona_primer_apellido: String
    s_beneficiaria_persona_segundo_apellido: String
    s_beneficiaria_persona_nombre_completo: String
    s_beneficiaria_persona_fecha_nacimiento: String
    s_beneficiaria_persona_movil: String
    s_beneficiaria_persona_nro_documento: String
    s_beneficiaria_persona_complemento: String
    s_beneficiaria_persona_pais_nacimiento: String
    e_beneficiaria_departamento: String
    e_beneficiaria_direccion_completa: String
    e_beneficiaria_dpa: String
    e_beneficiaria_municipio: String
    e_beneficiaria_nombre: String
    e_beneficiaria_provincia: String
    e_beneficiaria_telefonos: String
`;

const typeDefs = /* GraphQL */ `
  "A bonus beneficiary not yet in a payroll (spec part 2 §3 'Pending-payroll row'); amounts in Bs as decimal text, monto is the bonus and monto_detalle the aguinaldo."
  type BeneficiariaNoEnPlanilla {
    id: Int!
    id_sucursal: Int
    id_beneficiaria: Int!
    monto: String
    monto_detalle: String
    cantidad_pagos_entidad: Int!
${CAMPOS_BENEFICIARIA}  }
  "count, monto_total (Bs, decimal text: the sum of monto) and pagables (rows whose monto is above zero) are the whole filtered list's, not the page's."
  type BeneficiariaNoEnPlanillaList { count: Int! monto_total: String! pagables: Int! rows: [BeneficiariaNoEnPlanilla!]! }
  "A subsidy beneficiary with an assignment still to pay: the pending row, its subsidy, the next assignment (nro_asignacion) and monto, the subsidy's amount per delivery in Bs."
  type SubsidioNoEnPlanilla {
    id: Int!
    id_sucursal: Int
    id_beneficiaria: Int!
    monto: String
    monto_detalle: String
    cantidad_pagos_entidad: Int!
    id_subsidio: Int!
    subsidio: String!
    nro_asignacion: Int!
${CAMPOS_BENEFICIARIA}  }
  type SubsidioNoEnPlanillaList { count: Int! rows: [SubsidioNoEnPlanilla!]! }
  extend type Query {
    "The entity's bonus beneficiaries not yet in a payroll; matricula narrows them to that registration's branches."
    beneficiariasNoEnPlanillasPorEntidad(limit: Int, page: Int, order: String, s_beneficiaria_persona_nro_documento: String, id_sucursal: ID, s_beneficiaria_estado: String, matricula: String): BeneficiariaNoEnPlanillaList
    "The same rows for one branch: the payroll a branch pays from."
    beneficiariasNoEnPlanillasPorEntidad2(limit: Int, page: Int, order: String, s_beneficiaria_persona_nro_documento: String, id_sucursal: ID!, s_beneficiaria_estado: String, matricula: String): BeneficiariaNoEnPlanillaList
    "The entity's beneficiaries of subsidies other than the bonus with an assignment still to pay."
    beneficiariasNoEnPlanillasPorEntidad3(limit: Int, page: Int, order: String, s_beneficiaria_persona_nro_documento: String, id_sucursal: ID, s_beneficiaria_estado: String, matricula: String, id_subsidio: ID): SubsidioNoEnPlanillaList
  }
`;

/** The employer's pending payroll (spec part 2 §2.4, §7 and its variants 2 and 3: decision 021): its own entity's beneficiaries. */
/**
 * Staff read an employer's pending lists with `beneficiarias:read`; an entity reads its own with
 * `planillas:create`, the key of the payroll create dialog that lists them (roles 5, 6, 7, 9).
 */
const PENDIENTES = { programa: 'beneficiarias:read', entidad: 'planillas:create' } as const;

export const csvPlanillasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    beneficiariasNoEnPlanillasPorEntidad: operation({ requirement: PENDIENTES, resolve: (args, ctx) => service.listar(ctx, args) }),
    beneficiariasNoEnPlanillasPorEntidad2: operation({ requirement: PENDIENTES, resolve: (args, ctx) => service.listarPorSucursal(ctx, args) }),
    beneficiariasNoEnPlanillasPorEntidad3: operation({ requirement: PENDIENTES, resolve: (args, ctx) => service.listarSubsidios(ctx, args) }),
  },
};
