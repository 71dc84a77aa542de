import type { FastifyInstance } from 'fastify';
import { todosFaltantesSchema } from '@pb/contract';
import * as service from './service.js';

/** REST of payrolls (spec part 2 §7): the branches an entity pays its payrolls from, and a payroll of every pending worker. */
export async function planillasRoutes(app: FastifyInstance) {
  app.get('/api/v1/entidades/:idEntidad/sucursales', { config: { requirement: 'entidades:read' } }, async (req) => service.sucursalesDePago(req.ctx, req.params));
  // `planillaAdd(todas)` under the spec's name, its key.
  app.post('/api/v1/planillas/todosFaltantes', { schema: { body: todosFaltantesSchema }, config: { requirement: 'planillas:create' } }, async (req) => service.crearTodosFaltantes(req.ctx, req.body));
}
