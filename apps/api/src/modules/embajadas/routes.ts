import type { FastifyInstance } from 'fastify';
import { embajadaEditSchema, embajadasFiltroSchema, estadoOtrasSchema } from '@pb/contract';
import { idParams } from '../../core/openapi.js';
import * as service from './service.js';

/** Embassies (spec part 2 §7 `v1/embajadas`, `v1/embajada/{id}/{ACTIVO|INACTIVO}`); role 2 (`embajadas`). */
export async function embajadasRoutes(app: FastifyInstance) {
  const editar = { config: { requirement: 'embajadas:update' as const } };
  app.get('/api/v1/embajadas', { schema: { querystring: embajadasFiltroSchema }, config: { requirement: 'embajadas:read' } }, async (req) => service.listar(req.ctx, req.query));
  app.put('/api/v1/embajada/:id', { ...editar, schema: { params: idParams, body: embajadaEditSchema } }, async (req) => service.editar(req.ctx, (req.params as { id: string }).id, req.body));
  app.patch('/api/v1/embajada/:id/:estado', { ...editar, schema: { params: estadoOtrasSchema } }, async (req) => service.cambiarEstado(req.ctx, req.params));
}
