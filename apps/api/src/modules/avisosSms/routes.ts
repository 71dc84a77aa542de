import type { FastifyInstance } from 'fastify';
import { smsRespuestaSchema } from '@pb/contract';
import * as service from './service.js';

/** The SMS gateway posts here the replies it receives (decision 082): BAJA and ALTA. Its authentication is the SMS service's token. */
export async function avisosSmsRoutes(app: FastifyInstance) {
  app.post('/api/v1/sms/respuestas', { schema: { body: smsRespuestaSchema, security: [{ tokenSms: [] }] }, config: { requirement: 'public' } }, async (req) =>
    service.recibirRespuesta(req.ctx, req.headers.authorization, req.body),
  );
}
