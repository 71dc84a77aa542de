import type { FastifyInstance } from 'fastify';
import { liquidarSchema, pagoIdSchema, reportePagosSchema } from '@pb/contract';
import * as service from './service.js';

/** Settlement of sales into payments, a payment's details and the entity payments report (issue 17). */
export async function pagosProveedoresRoutes(app: FastifyInstance) {
  // The treasury is called outside any transaction: the settlement opens its own short one.
  app.post('/api/v1/pagos/liquidar', { schema: { body: liquidarSchema }, config: { requirement: 'liquidaciones:create', ownTransactions: true } }, async (req) => service.liquidar(req.ctx, req.body, req.log));

  app.get('/api/v1/ventas/pagos/:id', { schema: { params: pagoIdSchema }, config: { requirement: 'pagos:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.detalleCsv(req.ctx, req.params);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });

  app.get('/api/v1/pagos/reporte/:from/:to', { schema: { params: reportePagosSchema, querystring: reportePagosSchema }, config: { requirement: 'reportaVentas:csv' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.reporte(req.ctx, req.params, req.query);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });
}
