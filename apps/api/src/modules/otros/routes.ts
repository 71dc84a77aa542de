import type { FastifyInstance } from 'fastify';
import { estadoOtrasSchema, otraEntidadAddSchema, otraEntidadEditSchema, otrasEntidadesFiltroSchema } from '@pb/contract';
import { idParams } from '../../core/openapi.js';
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
  app.get('/api/v1/otros', { ...leer, schema: { querystring: otrasEntidadesFiltroSchema } }, async (req) => service.listar(req.ctx, req.query));
  app.get('/api/v1/otros/:id', { ...leer, schema: { params: idParams } }, async (req) => service.obtener(req.ctx, (req.params as { id: string }).id));
  app.post('/api/v1/otros', { schema: { body: otraEntidadAddSchema }, config: { requirement: 'otros:create' } }, async (req, reply) => {
    reply.status(201);
    return service.crear(req.ctx, req.body);
  });
  app.put('/api/v1/otros/', { ...editar, schema: { body: otraEntidadEditSchema } }, async (req) => service.editar(req.ctx, req.body));
  app.patch('/api/v1/otros/:id/:estado', { ...editar, schema: { params: estadoOtrasSchema } }, async (req) => service.cambiarEstado(req.ctx, req.params));
}
