import type { FastifyInstance } from 'fastify';
import { buscarPersona, contrastarPersona } from './service.js';

/** Identity look-ups against SEGIP (spec part 1 §7), for the person forms. */
export async function personasRoutes(app: FastifyInstance) {
  const config = { requirement: 'personas:read' as const };
  app.get('/api/system/persona-segip/:documento', { config }, async (req) => buscarPersona(req.ctx, req.params, req.query));
  // A question, not a change: no transaction is held open while SEGIP answers.
  app.post('/api/system/persona-segip-contrastacion', { config: { ...config, readOnly: true } }, async (req) => contrastarPersona(req.ctx, req.body));
}
