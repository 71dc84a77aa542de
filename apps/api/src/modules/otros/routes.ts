import type { FastifyInstance } from 'fastify';
import * as service from './service.js';

/**
 * Other entities (spec part 2 §7 `v1/otros`); role 2 (`otros`). Other features own further paths
 * under /api/v1/otros/ (celular, beneficiario, sucursal, verificar, registrar_*, monto): the
 * parameters here are parsed as a numeric id and ACTIVO|INACTIVO, and Fastify prefers their static
 * segments, so none is shadowed.
 */
export async function otrosRoutes(app: FastifyInstance) {
  const leer = { config: { requirement: 'otros:read' as const } };
  const editar = { config: { requirement: 'otros:update' as const } };
  app.get('/api/v1/otros', leer, async (req) => service.listar(req.ctx, req.query));
  app.get('/api/v1/otros/:id', leer, async (req) => service.obtener(req.ctx, (req.params as { id: string }).id));
  app.post('/api/v1/otros', { config: { requirement: 'otros:create' } }, async (req, reply) => {
    reply.status(201);
    return service.crear(req.ctx, req.body);
  });
  app.put('/api/v1/otros/', editar, async (req) => service.editar(req.ctx, req.body));
  app.patch('/api/v1/otros/:id/:estado', editar, async (req) => service.cambiarEstado(req.ctx, req.params));
}
