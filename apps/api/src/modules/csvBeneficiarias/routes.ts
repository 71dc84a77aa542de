import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MENSAJES } from '@pb/contract';
import { AppError } from '../../core/errors.js';
import * as service from './service.js';

/** The largest file accepted, as `POST v1/beneficiarias/csv` (a 100,000-row CSV is about 10 MB). */
export const ARCHIVO_MAXIMO_MB = 25;

const archivoError = (mensaje: string) => new AppError('VALIDATION', mensaje, { campos: { archivo: mensaje } });

/** The beneficiaries import (spec part 2 §2.7, §7); key `csv_beneficiarias`, roles 5, 6, 7. */
export async function csvBeneficiariasRoutes(app: FastifyInstance) {
  // Registered in this plugin's scope only: elsewhere (GraphQL included) a multipart body stays a 415.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: ARCHIVO_MAXIMO_MB * 1024 * 1024 } });

  app.get('/api/v1/beneficiarias/downloadFiles', { config: { requirement: 'csv_beneficiarias:read' } }, async (req) => service.descargarArchivosBase(req.ctx));

  // Validation writes nothing: no transaction is held while the file streams in or SEGIP answers (readOnly).
  app.post('/api/v1/beneficiarias/csv_beneficiarias', { config: { requirement: 'csv_beneficiarias:create', readOnly: true } }, async (req) => {
    if (!req.isMultipart()) throw archivoError(MENSAJES.archivoRequerido);
    const archivo = await req.file({ limits: { fileSize: ARCHIVO_MAXIMO_MB * 1024 * 1024, files: 1 } });
    if (!archivo || archivo.fieldname !== 'archivo') {
      archivo?.file.resume();
      throw archivoError(MENSAJES.archivoRequerido);
    }
    const muyGrande = () => archivoError(MENSAJES.archivoMuyGrande(ARCHIVO_MAXIMO_MB));
    try {
      const resultado = await service.validarArchivo(req.ctx, { nombre: archivo.filename, contenido: archivo.file }, (req.query as { idEntidad?: unknown }).idEntidad);
      // Past the limit the stream just ends: what was read is not the whole file.
      if (archivo.file.truncated) throw muyGrande();
      return resultado;
    } catch (err) {
      archivo.file.resume();
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw muyGrande();
      throw err;
    }
  });

  // SEGIP is asked again before the one write transaction, which the service opens (ownTransactions).
  // The validated rows of a 100,000-row file come back here: a larger body than the default.
  app.post('/api/v1/beneficiarias/crear_beneficiarias', { bodyLimit: 40 * 1024 * 1024, config: { requirement: 'csv_beneficiarias:create', ownTransactions: true } }, async (req) =>
    service.crear(req.ctx, req.body),
  );
}
