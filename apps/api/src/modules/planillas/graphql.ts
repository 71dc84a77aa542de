import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A payroll (spec part 2 §3 'Payroll'); monto_total in Bs as decimal text; cpt and c31 are its live code's and form's."
  type Planilla {
    id: Int!
    id_entidad: Int!
    nombre: String!
    tipo: String!
    periodo: String!
    monto_total: String!
    estado: String!
    _created_at: String
    _updated_at: String
    id_sucursal_pago: Int!
    sucursal_entidad_suc_nombre: String
    "The acronym of the paying branch's entity (the payroll's entity; decision 040)."
    sucursal_entidad_suc_sigla: String
    entidad_nombre: String
    id_cpt: Int
    cpt: String
    c31: String
    nombre_archivo_c31: String
    "Only a CREADO payroll can be chosen for a payment code or cancelled."
    seleccionar: Boolean!
  }
  type PlanillaList { count: Int! rows: [Planilla!]! }
  "A payroll's line: the beneficiary, the titular, the subsidy, the amount (Bs, decimal text) and the assignment."
  type PlanillaBeneficiaria {
    id: Int!
    idBeneficiaria: Int!
    benNombre: String
    titularNombre: String
    nro_documento: String
    subsidio: String!
    monto: String!
    nroAsignacion: Int
  }
  type PlanillaBeneficiariaList { count: Int! rows: [PlanillaBeneficiaria!]! }
  type PlanillaCreada { id: Int! }
  type PlanillaAnulada { id: Int! estado: String! mensaje: String! clave: String! parametros: JSON! }
  "A line of a new payroll: monto in Bs as typed (decimal text); the server checks it."
  input PlanillaLineaInput { idBeneficiaria: ID! monto: String! }
  extend type Query {
    "Payrolls: an employer's own; staff every entity's or id_entidad's. estado: TODOS, CREADO, ENVIADO, PAGADO, ANULADO."
    planillas(limit: Int, page: Int, order: String, estado: String, id_entidad: ID): PlanillaList
    planillaBeneficiarias(idPlanilla: ID!, limit: Int, page: Int): PlanillaBeneficiariaList
  }
  extend type Mutation {
    """
    A payroll CREADO of the caller's entity; montoTotal (Bs, decimal text) must be the sum of the lines. Answers its id.
    The lines are lista, or with todas every pending bonus beneficiary the server would pay this month but the ids in excluir.
    """
    planillaAdd(sucursalPago: ID!, montoTotal: String!, tipo: String, nombre: String!, lista: [PlanillaLineaInput!], todas: Boolean, excluir: [ID!], id_entidad: ID): PlanillaCreada
    anularPlanilla(idPlanilla: ID!): PlanillaAnulada
  }
`;

/** Payrolls (spec part 2 §2.1, §2.2, §7; decision 023): key `planillas`. */
export const planillasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    planillas: operation({ requirement: 'planillas:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    planillaBeneficiarias: operation({ requirement: 'planillas:read', resolve: (args, ctx) => service.beneficiarias(ctx, args) }),
  },
  Mutation: {
    planillaAdd: operation({ requirement: 'planillas:create', resolve: (args, ctx) => service.agregar(ctx, args) }),
    anularPlanilla: operation({ requirement: 'planillas:delete', resolve: (args, ctx) => service.anular(ctx, args) }),
  },
};
