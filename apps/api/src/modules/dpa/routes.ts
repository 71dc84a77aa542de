import type { FastifyInstance } from 'fastify';
import { departamentos, municipios, params, provincias } from './service.js';

/**
 * Bolivia's departments, provinces and municipalities (spec part 1 §7), for the cascading selects.
 * Reference data every signed-in user may read. They change rarely: browsers may cache them a day.
 */
export async function dpaRoutes(app: FastifyInstance) {
  const config = { requirement: 'authenticated' as const };
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=86400');
    return payload;
  });
  app.get('/api/v1/dpa/departamentos', { config }, async (req) => departamentos(req.ctx));
  app.get('/api/v1/dpa/departamentos/:id/provincias', { schema: { params }, config }, async (req) => provincias(req.ctx, req.params));
  app.get('/api/v1/dpa/departamentos/provincias/:id/municipios', { schema: { params }, config }, async (req) => municipios(req.ctx, req.params));
}
