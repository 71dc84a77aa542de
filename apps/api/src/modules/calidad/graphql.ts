import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A row of a data-quality report (decision 062): what it is about (clave), the person when there is one, and what is wrong."
  type CalidadFila { clave: String! documento: String nombre: String detalle: String! }
  "A report's page; calculadoEn: when its findings were computed (null: never yet)."
  type CalidadList { count: Int! rows: [CalidadFila!]! calculadoEn: String }
  type CalidadActualizacion { hecha: Boolean! mensaje: String! clave: String! parametros: JSON! dia: String! calculadoEn: String! }
  type CalidadConteo { reporte: String! cantidad: Int! }
  extend type Query {
    "One data-quality report, paged: fechasNacimientoOvtSegip, celularesCompartidos, planillasDosEmpleadores, activasSinCelularVerificado, tarjetasSinUso, entregasVencidas."
    calidad(reporte: String!, limit: Int, page: Int, order: String): CalidadList
    "The count of each data-quality report (the dashboard's)."
    calidadConteos: [CalidadConteo!]!
  }
  extend type Mutation {
    "Computes every data-quality report again now (decision 066); a refresh that finished while this one waited is answered instead."
    calidadActualizar: CalidadActualizacion
  }
`;

/** The data-quality reports (issue 35 §4): roles 1, 2 and 10 read through the module `calidad`; role 2 refreshes. */
export const calidadFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    calidad: operation({ requirement: 'calidad:read', cost: 20, resolve: (args, ctx) => service.listar(ctx, args) }),
    calidadConteos: operation({ requirement: 'calidad:read', cost: 20, resolve: (_args, ctx) => service.conteos(ctx) }),
  },
  Mutation: {
    calidadActualizar: operation({ requirement: 'calidad:update', resolve: (_args, ctx) => service.actualizar(ctx) }),
  },
};
