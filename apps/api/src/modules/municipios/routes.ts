import type { FastifyInstance } from 'fastify';
import { estadoOtrasSchema, municipioSupermercadoAddSchema, municipioSupermercadoEditSchema, municipiosSupermercadosFiltroSchema } from '@pb/contract';
import { idParams } from '../../core/openapi.js';
import * as service from './service.js';

/** Urban municipalities with supermarkets (spec part 2 §7 `v1/municipios`); role 2 (`municipios`). */
export async function municipiosRoutes(app: FastifyInstance) {
  const leer = { config: { requirement: 'municipios:read' as const } };
  const editar = { config: { requirement: 'municipios:update' as const } };
  app.get('/api/v1/municipios', { ...leer, schema: { querystring: municipiosSupermercadosFiltroSchema } }, async (req) => service.listar(req.ctx, req.query));
  app.get('/api/v1/municipios/:id', { ...leer, schema: { params: idParams } }, async (req) => service.obtener(req.ctx, (req.params as { id: string }).id));
  app.post('/api/v1/municipios', { schema: { body: municipioSupermercadoAddSchema }, config: { requirement: 'municipios:create' } }, async (req, reply) => {
    reply.status(201);
    return service.crear(req.ctx, req.body);
  });
  app.put('/api/v1/municipios/:id', { ...editar, schema: { params: idParams, body: municipioSupermercadoEditSchema } }, async (req) => service.editar(req.ctx, (req.params as { id: string }).id, req.body));
  app.patch('/api/v1/municipios/:id/:estado', { ...editar, schema: { params: estadoOtrasSchema } }, async (req) => service.cambiarEstado(req.ctx, req.params));
}
