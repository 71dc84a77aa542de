import type { FastifyInstance } from 'fastify';
import { acceptFileUploads, readUploadedCsv } from '../../core/csv-upload.js';
import { updatePersonasSchema } from '@pb/contract';
import { uploadedFileSchema } from '../../core/openapi.js';
import * as service from './service.js';

/**
 * The public list's CSV (spec part 2 §2.8 'CSV upload modal bulk-updates phones') under the screen's
 * own key: the workers export to edit (`listaBeneficiariosPublicos:csv`) and the import of mobiles
 * (`listaBeneficiariosPublicos:update`), the workers list's flow in mode `celulares` (decision 021).
 */
export async function beneficiariosPublicosRoutes(app: FastifyInstance) {
  await acceptFileUploads(app);

  app.get('/api/v1/beneficiariosPublicos/csv', { config: { requirement: 'listaBeneficiariosPublicos:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.descargar(req.ctx, req.query as { idEntidad?: unknown; nro_documento?: unknown });
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });

  // Validation writes nothing: no transaction is held while the file streams in (decision 014, readOnly).
  app.post('/api/v1/beneficiariosPublicos/csv', { schema: uploadedFileSchema('archivo'), config: { requirement: 'listaBeneficiariosPublicos:update', readOnly: true } }, async (req) =>
    readUploadedCsv(req, (archivo) => service.validar(req.ctx, archivo, req.query as { idEntidad?: unknown })),
  );

  // The validated rows of a large file come back here: the workers import's body limit.
  app.patch('/api/v1/beneficiariosPublicos/celulares', { bodyLimit: 40 * 1024 * 1024, schema: { body: updatePersonasSchema }, config: { requirement: 'listaBeneficiariosPublicos:update' } }, async (req) => service.importar(req.ctx, req.body));
}
