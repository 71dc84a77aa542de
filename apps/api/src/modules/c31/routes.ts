import type { FastifyInstance } from 'fastify';
import { responderArchivo } from '../../core/archivo.js';
import { acceptPdfUploads, readUploadedPdf } from '../../core/pdf-upload.js';
import { reporteAprobadasSchema } from '@pb/contract';
import { uploadedFileSchema, idParams } from '../../core/openapi.js';
import * as service from './service.js';

/** A C31 form's PDF, up and down (spec part 2 §2.1, §2.3, §7), and the daily report of approved payrolls (§2.3). */
export async function c31Routes(app: FastifyInstance) {
  await acceptPdfUploads(app);
  // Key `planillas:update`, as the payment with C31 it is for. The file arrives and is stored before
  // one short insert: no transaction waits on the upload (decision 024).
  app.post('/api/v1/beneficiarias/subir_pdf', { schema: uploadedFileSchema('c31'), config: { requirement: 'planillas:update', ownTransactions: true } }, async (req) => service.subirPdf(req.ctx, await readUploadedPdf(req, 'c31')));

  app.get('/api/v1/beneficiarias/descargar_pdf/:id', { schema: { params: idParams }, config: { requirement: 'planillas:read' } }, async (req, reply) => responderArchivo(req, reply, await service.descargarPdf(req.ctx, req.params)));

  app.get('/api/v1/planillas/aprobadas/:fecha', { schema: { params: reporteAprobadasSchema }, config: { requirement: 'pagosc31:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.reporteAprobadas(req.ctx, req.params);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });
}
