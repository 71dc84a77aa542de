import type { FastifyInstance } from 'fastify';
import { extractoParamsSchema } from '@pb/contract';
import { responderArchivo } from '../../core/archivo.js';
import * as service from './service.js';

/** A person's statement and balances (spec part 2 §2.12 Extractos, §7): GETs that write nothing. */
export async function extractosRoutes(app: FastifyInstance) {
  app.get('/api/v1/beneficiarias/:ci/extractosPdf', { schema: { params: extractoParamsSchema }, config: { requirement: 'atencion-cliente:read' } }, async (req, reply) => responderArchivo(req, reply, await service.extracto(req.ctx, req.params)));
  app.get('/api/v1/beneficiarias/:ci/saldosPdf', { schema: { params: extractoParamsSchema }, config: { requirement: 'atencion-cliente:read' } }, async (req, reply) => responderArchivo(req, reply, await service.saldos(req.ctx, req.params)));
}
