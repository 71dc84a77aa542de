import type { FastifyInstance } from 'fastify';
import { conciliacionFechaSchema } from '@pb/contract';
import * as service from './service.js';

/** The day's reconciliation as CSV (streamed) and as PDF (decision 064), both attachments. */
export async function conciliacionRoutes(app: FastifyInstance) {
  app.get('/api/v1/conciliacion/:fecha/csv', { schema: { params: conciliacionFechaSchema }, config: { requirement: 'conciliacion:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = service.csv(req.ctx, req.params);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return reply.send(contenido);
  });
  app.get('/api/v1/conciliacion/:fecha/pdf', { schema: { params: conciliacionFechaSchema }, config: { requirement: 'conciliacion:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.pdf(req.ctx, req.params);
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return reply.send(Buffer.from(contenido));
  });
}
