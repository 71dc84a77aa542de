import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { AppError } from './errors.js';

/** The largest PDF accepted (a scanned C31 form with its cheque). */
export const MAX_PDF_MB = 5;
const MAXIMO = MAX_PDF_MB * 1024 * 1024;

/** Multipart bodies in the calling plugin's scope only, one file of at most 5 MiB. */
export async function acceptPdfUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: MAXIMO } });
}

export interface UploadedPdf {
  nombre: string;
  contenido: Buffer;
}

/**
 * The file uploaded in the multipart field `campo`, read whole (at most 5 MiB, so it may be held):
 * no file, another field, a name that is not .pdf or a file past the limit is refused naming `campo`.
 * The content itself is checked by the caller.
 */
export async function readUploadedPdf(req: FastifyRequest, campo: string): Promise<UploadedPdf> {
  const error = (mensaje: Mensaje) => new AppError('VALIDATION', mensaje, { campos: { [campo]: mensaje } });
  if (!req.isMultipart()) throw error(MENSAJES.archivoC31Requerido);
  const archivo = await req.file({ limits: { fileSize: MAXIMO, files: 1 } });
  if (!archivo || archivo.fieldname !== campo) {
    archivo?.file.resume();
    throw error(MENSAJES.archivoC31Requerido);
  }
  if (!/\.pdf$/i.test(archivo.filename)) {
    archivo.file.resume();
    throw error(MENSAJES.archivoSoloPdf);
  }
  try {
    const contenido = await archivo.toBuffer();
    if (archivo.file.truncated) throw error(MENSAJES.archivoMuyGrande({ mb: MAX_PDF_MB }));
    return { nombre: archivo.filename, contenido };
  } catch (err) {
    archivo.file.resume();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error(MENSAJES.archivoMuyGrande({ mb: MAX_PDF_MB }));
    throw err;
  }
}
