import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/** Urban municipalities with supermarkets (spec part 2 §7 `v1/municipios`); role 2 (`municipios`). */
export async function municipiosRoutes(app: FastifyInstance) {
  const leer = { config: { requirement: 'municipios:read' as const } };
  const editar = { config: { requirement: 'municipios:update' as const } };
  app.get('/api/v1/municipios', leer, async (req) => service.listar(req.ctx, req.query));
  app.get('/api/v1/municipios/:id', leer, async (req) => service.obtener(req.ctx, (req.params as { id: string }).id));
  app.post('/api/v1/municipios', { config: { requirement: 'municipios:create' } }, async (req, reply) => {
    reply.status(201);
    return service.crear(req.ctx, req.body);
  });
  app.put('/api/v1/municipios/:id', editar, async (req) => service.editar(req.ctx, (req.params as { id: string }).id, req.body));
  app.patch('/api/v1/municipios/:id/:estado', editar, async (req) => service.cambiarEstado(req.ctx, req.params));
}
