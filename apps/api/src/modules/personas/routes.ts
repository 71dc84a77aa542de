import type { FastifyInstance } from 'fastify';
import { ROLES, segipBusquedaSchema, segipContrastacionSchema } from '@pb/contract';
import type { ByReach } from '../../core/guard.js';
import { buscarPersona, contrastarPersona } from './service.js';

/** Identity look-ups against SEGIP (spec part 1 §7), for the person forms. */
export async function personasRoutes(app: FastifyInstance) {
  const config = { requirement: 'personas:read' as const };
  // The independent employer searches a national worker in its add dialog (spec part 2 §5), under its screen's key.
  const busqueda: ByReach = { programa: 'personas:read', entidad: 'personas:read', porRol: { [ROLES.EMPLEADOR_INDEPENDIENTE]: 'beneficiariaIndependiente:create' } };
  app.get('/api/system/persona-segip/:documento', { schema: { params: segipBusquedaSchema, querystring: segipBusquedaSchema }, config: { requirement: busqueda } }, async (req) => buscarPersona(req.ctx, req.params, req.query));
  // A question, not a change: no transaction is held open while SEGIP answers.
  app.post('/api/system/persona-segip-contrastacion', { schema: { body: segipContrastacionSchema }, config: { ...config, readOnly: true } }, async (req) => contrastarPersona(req.ctx, req.body));
}
