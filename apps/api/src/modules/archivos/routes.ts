import type { FastifyInstance } from 'fastify';
import { aceptarPdf, leerPdfSubido } from '../../core/subida-pdf.js';
import * as service from './service.js';

/** The C31 form's PDF upload (spec part 2 §2.1, §7); key `planillas:update`, as the payment with C31 it is for. */
export async function archivosRoutes(app: FastifyInstance) {
  await aceptarPdf(app);
  // The file arrives and is stored before one short insert: no transaction waits on the upload (decision 024).
  app.post('/api/v1/beneficiarias/subir_pdf', { config: { requirement: 'planillas:update', ownTransactions: true } }, async (req) => service.subirPdf(req.ctx, await leerPdfSubido(req, 'c31')));
}
