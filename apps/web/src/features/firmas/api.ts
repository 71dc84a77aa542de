import type { RespuestaDe } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { request } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** A document to sign (spec part 1 §3 'Signing'; issue 18). */
const DOCUMENTO = graphql(`
  fragment DocumentoFirmaCampos on DocumentoFirma { id tipo referencia id_archivo codigo_archivo estado firmado_por firmado_at tramite_solicitante_email _created_at }
`);
export type DocumentoFirma = ResultOf<typeof DOCUMENTO>;

export const DOCUMENTOS_FIRMA_KEY = ['documentosFirma'] as const;

const LISTA = graphql(
  `query DocumentosFirma($limit: Int, $page: Int, $order: String, $estado: String, $tipo: String) {
    documentosFirma(limit: $limit, page: $page, order: $order, estado: $estado, tipo: $tipo) { count rows { ...DocumentoFirmaCampos } }
  }`,
  [DOCUMENTO],
);

export async function listarDocumentos(q: ListQuery): Promise<ListRows<DocumentoFirma>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, estado: filterText(q.estado), tipo: filterText(q.tipo) });
  return data?.documentosFirma ?? { count: 0, rows: [] };
}

const FIRMADOR = graphql(`query FirmadorUrl { firmadorUrl }`);

/** The local signing program's address for this browser (FIRMADOR_URL). */
export async function direccionFirmador(): Promise<string> {
  return (await sendGraphql(FIRMADOR)).firmadorUrl;
}

/** `POST eapostilla/apostilla/{id_archivo}/{id}`: the document's PDF in base64 (a refusal is thrown with the server's message). */
export const obtenerDocumento = (d: DocumentoFirma) =>
  request<RespuestaDe<'POST /api/eapostilla/apostilla/:id_archivo/:id'>>(`/api/eapostilla/apostilla/${d.id_archivo}/${d.id}`, { method: 'POST', body: {}, redirects: false });

/** `POST eapostilla/update/{id_archivo}`: the signed PDF, for the server to verify and keep. */
export const actualizarDocumento = (d: DocumentoFirma, datos: { codigo_archivo: string; pdf_base64_signed: string; certificado: string }) =>
  request<RespuestaDe<'POST /api/eapostilla/update/:id_archivo'>>(`/api/eapostilla/update/${d.id_archivo}`, { method: 'POST', body: { ...datos, idTramiteDoc: d.id, emailTramiteDoc: d.tramite_solicitante_email }, redirects: false });

/** A document's PDF as the server keeps it: the original or the signed one. */
export const descargarDocumento = (d: DocumentoFirma, version: 'original' | 'firmado') => downloadFile(`/api/v1/firmas/${d.id}/${version}`, `documento-${d.id}.pdf`);

