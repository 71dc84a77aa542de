import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A C31 form (spec part 2 §3 'C31 form row'): nombre_archivo_c31 is its PDF's name (SHA-256); nombre and monto_total (Bs, decimal text) are its payroll's."
  type FormularioC31 {
    id: Int!
    id_planilla: Int!
    c31: String!
    nombre_archivo_c31: String!
    nombre: String!
    monto_total: String!
    sucursal_entidad_suc_nombre: String
    entidad_nombre: String
    estado: String!
    "Why the programme rejected it (ANULADO); null otherwise."
    observacion: String
    _created_at: String
    _updated_at: String
  }
  type FormularioC31List { count: Int! rows: [FormularioC31!]! }
  "A payroll sent with a C31 form: id is the payroll's, idFormulario the form's."
  type PlanillaC31 { id: Int! idFormulario: Int! estado: String! mensaje: String! clave: String! parametros: JSON! }
  "A C31 form after its approval (PAGADO) or rejection (ANULADO)."
  type FormularioC31Resultado { id: Int! estado: String! mensaje: String! clave: String! parametros: JSON! }
  extend type Query {
    "C31 forms: a public entity's own, staff every entity's. c31: part of the form's code; estado: TODOS, CREADO, PAGADO, ANULADO."
    formulariosC31(limit: Int, page: Int, order: String, c31: String, estado: String): FormularioC31List
  }
  extend type Mutation {
    "Pays a CREADO payroll of the caller's public entity with a C31 form and its PDF (nombre from subir_pdf): payroll ENVIADO, form CREADO."
    pagarPlanillaPorC31(c31: String!, idPlanilla: ID!, nombre_archivo_c31: String!): PlanillaC31
    aprobarFormularioC31(idFormulario: ID!): FormularioC31Resultado
    rechazarFormularioC31(idFormulario: ID!, observacion: String): FormularioC31Resultado
  }
`;

/** C31 forms (spec part 2 §2.1, §2.3, §7; decision 024): paid with `planillas:update`, listed and decided under `pagosc31`. */
export const c31Feature: GraphqlFeature = {
  typeDefs,
  Query: {
    formulariosC31: operation({ requirement: 'pagosc31:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    pagarPlanillaPorC31: operation({ requirement: 'planillas:update', resolve: (args, ctx) => service.pagar(ctx, args) }),
    aprobarFormularioC31: operation({ requirement: 'pagosc31:update', resolve: (args, ctx) => service.aprobar(ctx, args) }),
    rechazarFormularioC31: operation({ requirement: 'pagosc31:update', resolve: (args, ctx) => service.rechazar(ctx, args) }),
  },
};
