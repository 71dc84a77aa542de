import type { FastifyInstance } from 'fastify';
import { paqueteAddSchema, paqueteAlimentosEditSchema, paqueteEstadoSchema, paquetesFiltroSchema } from '@pb/contract';
import { idParams } from '../../core/openapi.js';
import * as service from './service.js';

/** Food packages per regional (spec part 2 §7); roles 2 and 3 (`paquetes`). */
export async function paquetesRoutes(app: FastifyInstance) {
  const leer = { config: { requirement: 'paquetes:read' as const } };
  app.get('/api/v1/paquetes/regionales', leer, async (req) => service.regionales(req.ctx));
  app.get('/api/v1/paquetes/regionales/:idRegional', { ...leer, schema: { params: paquetesFiltroSchema, querystring: paquetesFiltroSchema } }, async (req) => service.listar(req.ctx, req.query, req.params));
  app.get('/api/v1/paquete/:id', { ...leer, schema: { params: idParams } }, async (req) => service.obtener(req.ctx, (req.params as { id: string }).id));
  app.get('/api/v1/alimentos/paquete', leer, async (req) => service.alimentosDisponibles(req.ctx));
  app.post('/api/v1/paquetes', { schema: { body: paqueteAddSchema }, config: { requirement: 'paquetes:create' } }, async (req, reply) => {
    reply.status(201);
    return service.crear(req.ctx, req.body);
  });
  app.patch('/api/v1/alimentos/paquete', { schema: { body: paqueteAlimentosEditSchema }, config: { requirement: 'paquetes:update' } }, async (req) => service.editarAlimentos(req.ctx, req.body));
  app.patch('/api/v1/paquetes/:id/:estado/:idSucursal/:idSubsidio', { schema: { params: paqueteEstadoSchema }, config: { requirement: 'paquetes:update' } }, async (req) => service.cambiarEstado(req.ctx, req.params));
}
