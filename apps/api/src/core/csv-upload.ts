import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import { AppError } from './errors.js';

/** The largest CSV accepted: a 100,000-row file is about 10 MB. */
export const MAX_UPLOAD_MB = 25;
const MAXIMO = MAX_UPLOAD_MB * 1024 * 1024;

const archivoError = (mensaje: Mensaje) => new AppError('VALIDATION', mensaje, { campos: { archivo: mensaje } });

/** Multipart bodies in the calling plugin's scope only: elsewhere (GraphQL included) a multipart body stays a 415. */
export async function acceptFileUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: MAXIMO } });
}

/**
 * The CSV uploaded in the multipart field `archivo`, handed to `revisar` as a stream while it arrives
 * (never held whole). No file, another field, or a file past the limit is refused naming `archivo`.
 */
export async function readUploadedCsv<T>(req: FastifyRequest, revisar: (archivo: { nombre: string; contenido: AsyncIterable<Uint8Array> }) => Promise<T>): Promise<T> {
  if (!req.isMultipart()) throw archivoError(MENSAJES.archivoRequerido);
  const archivo = await req.file({ limits: { fileSize: MAXIMO, files: 1 } });
  if (!archivo || archivo.fieldname !== 'archivo') {
    archivo?.file.resume();
    throw archivoError(MENSAJES.archivoRequerido);
  }
  const muyGrande = () => archivoError(MENSAJES.archivoMuyGrande({ mb: MAX_UPLOAD_MB }));
  try {
    const resultado = await revisar({ nombre: archivo.filename, contenido: archivo.file });
    // Past the limit the stream just ends: what was read is not the whole file.
    if (archivo.file.truncated) throw muyGrande();
    return resultado;
  } catch (err) {
    archivo.file.resume();
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw muyGrande();
    throw err;
  }
}
