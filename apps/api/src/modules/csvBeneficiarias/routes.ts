import type { FastifyInstance } from 'fastify';
import { responderArchivo } from '../../core/archivo.js';
import { acceptFileUploads, readUploadedCsv } from '../../core/csv-upload.js';
import { crearBeneficiariasSchema } from '@pb/contract';
import { uploadedFileSchema } from '../../core/openapi.js';
import * as service from './service.js';

/** The beneficiaries import (spec part 2 §2.7, §7); key `csv_beneficiarias`, roles 5, 6, 7. */
export async function csvBeneficiariasRoutes(app: FastifyInstance) {
  await acceptFileUploads(app);

  app.get('/api/v1/beneficiarias/downloadFiles', { config: { requirement: 'csv_beneficiarias:read' } }, async (req, reply) => responderArchivo(req, reply, await service.descargarArchivosBase(req.ctx)));

  // Validation writes nothing: no transaction is held while the file streams in or SEGIP answers (readOnly).
  app.post('/api/v1/beneficiarias/csv_beneficiarias', { schema: uploadedFileSchema('archivo'), config: { requirement: 'csv_beneficiarias:create', readOnly: true } }, async (req) =>
    readUploadedCsv(req, (archivo) => service.validarArchivo(req.ctx, archivo, (req.query as { idEntidad?: unknown }).idEntidad)),
  );

  // SEGIP is asked again before the one write transaction, which the service opens (ownTransactions).
  // The validated rows of a 100,000-row file come back here: a larger body than the default.
  app.post('/api/v1/beneficiarias/crear_beneficiarias', { bodyLimit: 40 * 1024 * 1024, schema: { body: crearBeneficiariasSchema }, config: { requirement: 'csv_beneficiarias:create', ownTransactions: true } }, async (req) =>
    service.crear(req.ctx, req.body),
  );
}
