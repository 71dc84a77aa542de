import type { FastifyInstance } from 'fastify';
import { paises, porcentajeBono } from './service.js';

/** Reference values every signed-in user may read (spec part 2 §7: `v1/porcentaje`, `v1/paises`). */
export async function referenciasRoutes(app: FastifyInstance) {
  const config = { requirement: 'authenticated' as const };
  app.get('/api/v1/porcentaje', { config }, async (req) => porcentajeBono(req.ctx));
  app.get('/api/v1/paises', { config }, async () => paises());
}
