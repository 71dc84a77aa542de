import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/** The fields a subsidy's row and its detail share. */
const CAMPOS_SUBSIDIO = `
    id: Int!
    nombre: String!
    tipo: String!
    nro_total_entregas: Int!
    vigencia_dias: Int!
    estado: String!
    monto: String
    gestion: Int
    nro_distribuciones: Int!
    "Spec part 2 §3 (decision 040): first and last day (AAAA-MM-DD) of the current amount's year; null without an amount."
    fecha_ini: String
    fecha_fin: String
    "The subsidy this one was copied from: always null (the programme has no copy action; decision 040)."
    id_subsidio: Int
    "Whether its distributions were copied from another subsidy: always false (decision 040)."
    distribucion_copia: Boolean!
    _created_at: String
`;

const typeDefs = /* GraphQL */ `
  "A subsidy (spec part 2 §3); monto and gestion are the current (latest) year's, monto in Bs as a decimal text."
  type Subsidio {
${CAMPOS_SUBSIDIO}  }
  type SubsidioList { count: Int! rows: [Subsidio!]! }
  type SubsidioMonto { id: Int! gestion: Int! monto: String! _created_at: String }
  type DistribucionGrupoRef { id: Int! nombre: String! sigla: String }
  "A food group's share of a distribution; porcentaje as typed ('33.33')."
  type DistribucionGrupo { id_grupo_alimenticio: Int! porcentaje: String! grupo: DistribucionGrupoRef! }
  type Distribucion { id: Int! orden: Int! nombre: String! porcentaje: String! credito: String! detalle: [DistribucionGrupo!]! }
  "A subsidy with its history of amounts and its distributions (the distribution dialogs)."
  type SubsidioDetalle {
${CAMPOS_SUBSIDIO}    montos: [SubsidioMonto!]!
    distribuciones: [Distribucion!]!
  }
  input SubsidioInput {
    nombre: String
    nro_total_entregas: Int
    vigencia_dias: Int
    estado: String
    "With '¿Agregar nuevo monto?': a new year and its amount (digits with an optional dot)."
    gestion: Int
    monto: String
  }
  "The group as spec part 2 §3 'Distribution' sends it; only id counts (decision 040)."
  input DistribucionGrupoRefInput { id: ID nombre: String sigla: String }
  "A group's share: id_grupo_alimenticio or the spec's grupo {id, nombre, sigla} (decision 040); porcentaje as typed, a text ('33.33') or a number, at most 5 characters, two decimals."
  input DistribucionGrupoInput { id_grupo_alimenticio: ID grupo: DistribucionGrupoRefInput porcentaje: JSON }
  input DistribucionInput { nombre: String porcentaje: JSON credito: String detalle: [DistribucionGrupoInput!] }
  "A subsidy to choose in another screen's form (a package, a beneficiary): no amounts, no distribution."
  type SubsidioOpcion { id: Int! nombre: String! tipo: String! estado: String! nro_total_entregas: Int! }
  extend type Query {
    subsidios(limit: Int, page: Int, order: String, nombre: String, estado: String): SubsidioList
    "The subsidies that are not INACTIVO, by name, for every signed-in user (decision 019)."
    subsidiosVigentes: [SubsidioOpcion!]!
    subsidio(id: ID!): SubsidioDetalle
  }
  extend type Mutation {
    subsidioMontoAdd(subsidio: SubsidioInput!): SubsidioDetalle
    montoSubsidioAdd(id_subsidio: ID!, gestion: Int, monto: String): SubsidioDetalle
    subsidioEdit(id: ID!, subsidio: SubsidioInput!): SubsidioDetalle
    distribucionAdd(id_subsidio: ID!, distribuciones: [DistribucionInput!]!): SubsidioDetalle
    subsidioDistribucionEdit(id_subsidio: ID!, distribuciones: [DistribucionInput!]!, estado: String): SubsidioDetalle
  }
`;

/**
 * Subsidies (spec part 2 §2.11, §7: subsidios, subsidioMontoAdd, montoSubsidioAdd, subsidioEdit,
 * subsidioDistribucionEdit, distribucionAdd; `subsidio(id)` for the distribution dialogs). Changing
 * a distribution needs `subsidios:update` (decision 018).
 */
export const subsidiosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    subsidios: operation({ requirement: 'subsidios:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    subsidiosVigentes: operation({ requirement: 'authenticated', resolve: (_args, ctx) => service.vigentes(ctx) }),
    subsidio: operation({ requirement: 'subsidios:read', resolve: (args: { id: string }, ctx) => service.obtener(ctx, args.id) }),
  },
  Mutation: {
    subsidioMontoAdd: operation({ requirement: 'subsidios:create', resolve: (args: { subsidio: unknown }, ctx) => service.crear(ctx, args.subsidio) }),
    montoSubsidioAdd: operation({
      requirement: 'subsidios:update',
      resolve: (args: { id_subsidio: string; gestion?: unknown; monto?: unknown }, ctx) => service.agregarMonto(ctx, args.id_subsidio, { gestion: args.gestion, monto: args.monto }),
    }),
    subsidioEdit: operation({ requirement: 'subsidios:update', resolve: (args: { id: string; subsidio: unknown }, ctx) => service.editar(ctx, args.id, args.subsidio) }),
    distribucionAdd: operation({ requirement: 'subsidios:update', resolve: (args, ctx) => service.agregarDistribucion(ctx, args) }),
    subsidioDistribucionEdit: operation({ requirement: 'subsidios:update', resolve: (args, ctx) => service.editarDistribucion(ctx, args) }),
  },
};
