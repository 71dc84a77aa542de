import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { filtroDe, id, listArgs, optionalText, safeText } from './common.js';
import { TIPOS_DOCUMENTO_FIRMA, ESTADOS_DOCUMENTO_FIRMA } from '../valores/firma.js';

/*
 * Documents signed with a staff member's token (spec part 1 §2 'Signing panel', §3 'Signing', §7
 * eapostilla calls; issue 18, decision 034).
 */

/** GraphQL `documentosFirma(limit, page, order, estado, tipo)`. */
export const documentosFirmaFiltroSchema = listArgs.extend({
  estado: filtroDe(ESTADOS_DOCUMENTO_FIRMA),
  tipo: filtroDe(TIPOS_DOCUMENTO_FIRMA),
});
export type DocumentosFirmaFiltro = z.infer<typeof documentosFirmaFiltroSchema>;

/** `POST /api/eapostilla/apostilla/{id_archivo}/{id}`: the document `id` and its original file. */
export const apostillaParamsSchema = z.object({ id_archivo: id, id });

/** `POST /api/eapostilla/update/{id_archivo}`. */
export const firmaUpdateParamsSchema = z.object({ id_archivo: id });

/** Base64 text only (the signed PDF); at most what a 5 MiB file takes. */
const base64 = (max: number) =>
  safeText(claveZod('required'))
    .trim()
    .min(1, claveZod('required'))
    .max(max, claveZod('firmaArchivoGrande'))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, claveZod('firmaBase64Invalido'));

/** `POST /api/eapostilla/update/{id_archivo}` body (spec §7): the signed PDF, the signer's certificate (PEM or base64 DER) and the document. */
export const firmaUpdateSchema = z.object({
  codigo_archivo: safeText(claveZod('required')).trim().min(1, claveZod('required')).max(64, claveZod('maxLength', { max: 64 })),
  pdf_base64_signed: base64(7_000_000),
  certificado: safeText(claveZod('required')).trim().min(1, claveZod('required')).max(20_000, claveZod('maxLength', { max: 20_000 })),
  idTramiteDoc: id,
  /** The document's `tramite_solicitante_email` as the list gave it; the server mails nobody at an address a browser sends. */
  emailTramiteDoc: optionalText(100),
});
export type FirmaUpdate = z.infer<typeof firmaUpdateSchema>;

/** `GET /api/v1/firmas/{id}/{version}`: a document's original or signed PDF. */
export const documentoFirmaArchivoSchema = z.object({ id, version: z.enum(['original', 'firmado'], { error: claveZod('invalid') }) });
