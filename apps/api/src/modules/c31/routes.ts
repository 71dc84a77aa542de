import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** A C31 form's PDF (spec part 2 §2.3, §7) and the daily report of approved payrolls (§2.3). */
export async function c31Routes(app: FastifyInstance) {
  app.get('/api/v1/beneficiarias/descargar_pdf/:id', { config: { requirement: 'planillas:read' } }, async (req) => service.descargarPdf(req.ctx, req.params));

  app.get('/api/v1/planillas/aprobadas/:fecha', { config: { requirement: 'pagosc31:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.reporteAprobadas(req.ctx, req.params);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });
}
