import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A document to sign (spec part 1 §3 'Signing'): tipo REPORTE_DIARIO (referencia the day AAAA-MM-DD) or SOLICITUD_PAGO (referencia the payment's id); estado PENDIENTE or FIRMADO; dates ISO 8601."
  type DocumentoFirma {
    id: Int!
    tipo: String!
    referencia: String!
    id_archivo: Int!
    codigo_archivo: String!
    estado: String!
    firmado_por: String
    firmado_at: String
    sujeto_certificado: String
    "The mail of the user who sent the document to be signed (spec part 1 §3), sent back as emailTramiteDoc."
    tramite_solicitante_email: String
    _created_at: String
  }
  type DocumentoFirmaList { count: Int! rows: [DocumentoFirma!]! }
  extend type Query {
    "The documents the caller's role signs (firma on their module), newest first. estado: TODOS, PENDIENTE, FIRMADO; tipo: TODOS, REPORTE_DIARIO, SOLICITUD_PAGO."
    documentosFirma(limit: Int, page: Int, order: String, estado: String, tipo: String): DocumentoFirmaList
    "The local signing program's address for the browser (FIRMADOR_URL)."
    firmadorUrl: String!
  }
`;

/** The signing panel's list (issue 18). */
export const firmasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    documentosFirma: operation({ requirement: 'firmas:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    firmadorUrl: operation({ requirement: 'authenticated', resolve: (_args, ctx) => service.direccionFirmador(ctx) }),
  },
};
