import type { FastifyInstance } from 'fastify';
import { montoIndependienteSchema, registrarIndependienteSchema, sinCuerpoSchema, sucursalIndependienteSchema, verificarIndependienteSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import * as service from './service.js';

/**
 * The independent employer's calls (spec part 2 §7; role 9, key `beneficiariaIndependiente`). The
 * other entities' own routes under /api/v1/otros (/:id, /:id/:estado) are another module's: these
 * static segments win in Fastify.
 */
export async function independientesRoutes(app: FastifyInstance) {
  const crear = { requirement: 'beneficiariaIndependiente:create' as const };
  app.get('/api/v1/otros/sucursal/:id', { schema: { params: sucursalIndependienteSchema }, config: { requirement: 'beneficiariaIndependiente:read' } }, async (req) => service.sucursal(req.ctx, req.params));
  // A question, no write: no transaction, and one for a national's registration only once SEGIP answered.
  app.post('/api/v1/otros/verificar', { schema: { body: verificarIndependienteSchema }, config: { ...crear, readOnly: true } }, async (req) => service.verificar(req.ctx, req.body));
  app.post('/api/v1/otros/registrar_beneficiaria', { schema: { body: registrarIndependienteSchema }, config: { ...crear, ownTransactions: true } }, async (req, reply) => {
    reply.status(201);
    return service.registrarBeneficiaria(req.ctx, req.body);
  });
  app.post('/api/v1/otros/registrar_bono', { schema: { body: registrarIndependienteSchema }, config: crear }, async (req, reply) => {
    reply.status(201);
    return service.registrarBono(req.ctx, req.body);
  });
  app.patch('/api/v1/otros/monto/:id/:monto', { schema: { params: montoIndependienteSchema, body: sinCuerpoSchema }, config: { requirement: 'beneficiariaIndependiente:update' } }, async (req) => {
    parse(sinCuerpoSchema, req.body);
    return service.cambiarMonto(req.ctx, req.params);
  });
}
