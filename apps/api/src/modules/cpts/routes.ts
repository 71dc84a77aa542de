import type { FastifyInstance } from 'fastify';
import { CABECERA_FIRMA, pagoNotificacionSchema } from '@pb/contract';
import * as service from './service.js';

/** Payment codes: the payrolls a code may take (spec part 2 §7) and the payment platform's signed notification (decision 022). */
export async function cptsRoutes(app: FastifyInstance) {
  app.get('/api/v1/planillas/cpts', { schema: { querystring: service.creadasSchema }, config: { requirement: 'planillas:create' } }, async (req) => service.planillasParaCodigo(req.ctx, req.query));
  // Its own scope: the body arrives as the text that was signed. Its authentication is the signature.
  await app.register(async (scope) => {
    service.cuerpoComoTexto(scope);
    scope.post('/api/v1/pagos/notificacion', { schema: { body: pagoNotificacionSchema, security: [{ firmaPagos: [] }] }, config: { requirement: 'public' } }, async (req) => service.notificacion(req.ctx, req.body, req.headers[CABECERA_FIRMA], req.log));
  });
}
