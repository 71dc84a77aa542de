import type { FastifyInstance } from 'fastify';
import { calidadReporteSchema } from '@pb/contract';
import * as service from './service.js';

/** A data-quality report as CSV (decision 062), streamed. */
export async function calidadRoutes(app: FastifyInstance) {
  app.get('/api/v1/calidad/:reporte', { schema: { params: calidadReporteSchema }, config: { requirement: 'calidad:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = service.descargar(req.ctx, req.params);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return reply.send(contenido);
  });
}
