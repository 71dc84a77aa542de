import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** REST of payrolls: the branches an entity pays its payrolls from (spec part 2 §7). */
export async function planillasRoutes(app: FastifyInstance) {
  app.get('/api/v1/entidades/:idEntidad/sucursales', { config: { requirement: 'entidades:read' } }, async (req) => service.sucursalesDePago(req.ctx, req.params));
}
