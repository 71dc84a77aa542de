import type { FastifyInstance } from 'fastify';
import { generarSchema, generarToken } from './service.js';

/** Providers' API tokens (spec part 1 §7 `POST v1/clientes/tokens`) and what a provider's system sees. */
export async function clientesRoutes(app: FastifyInstance) {
  app.post('/api/v1/clientes/tokens', { schema: { body: generarSchema }, config: { requirement: 'entidades:update' } }, async (req) => generarToken(req.ctx, req.body));
  // A provider's system checks its token here: it answers which provider the token belongs to.
  app.get('/api/v1/clientes/yo', { config: { requirement: 'cliente' } }, async (req) => req.ctx.cliente);
}
