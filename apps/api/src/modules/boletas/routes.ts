import type { FastifyInstance } from 'fastify';
import { boletaSchema } from '@pb/contract';
import { responderArchivo } from '../../core/archivo.js';
import { idParams } from '../../core/openapi.js';
import * as service from './service.js';

/** A payroll's receipt (spec part 2 §7): a POST that writes nothing, so no transaction is held while it is drawn. */
export async function boletasRoutes(app: FastifyInstance) {
  app.post('/api/v1/beneficiarias/boletas/:id', { schema: { params: idParams, body: boletaSchema }, config: { requirement: 'planillas:read', readOnly: true } }, async (req, reply) => responderArchivo(req, reply, await service.boleta(req.ctx, req.params, req.body)));
}
