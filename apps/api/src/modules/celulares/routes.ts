import type { FastifyInstance } from 'fastify';
import { dispositivoSchema } from '@pb/contract';
import * as service from './service.js';

/** The update-beneficiary screen's mobile device account (spec part 2 §2.16, §7). */
export async function celularesRoutes(app: FastifyInstance) {
  app.patch('/api/v1/dispositivos', { schema: { body: dispositivoSchema }, config: { requirement: 'actualizarBeneficiaria:update' as const } }, async (req) => service.inactivarDispositivo(req.ctx, req.body));
}
