import type { FastifyInstance } from 'fastify';
import { sincronizarTrabajadoresSchema } from '@pb/contract';
import { sincronizar } from './service.js';

/** Workers from the OVT labour registry (spec part 2 §2.4 step 1, §7). */
export async function trabajadoresRoutes(app: FastifyInstance) {
  app.post('/api/v1/beneficiarias/crear_personas', { schema: { body: sincronizarTrabajadoresSchema }, config: { requirement: 'beneficiarias:update', ownTransactions: true } }, async (req) => sincronizar(req.ctx, req.body));
}
