import type { FastifyInstance } from 'fastify';
import { obtenerTitularSchema, registrarBeneficiariaSchema } from '@pb/contract';
import { obtenerTitular, registrar } from './service.js';

/** The OVT titular search and the beneficiary registration (spec part 2 §2.6, §7); roles 3 and 5. */
export async function registroBeneficiariaRoutes(app: FastifyInstance) {
  // A question to the OVT: no transaction is held open while it answers.
  app.post('/api/v1/ovt/obtener_titular', { schema: { body: obtenerTitularSchema }, config: { requirement: 'beneficiarias:create', readOnly: true } }, async (req) => obtenerTitular(req.ctx, req.body));
  app.post('/api/v1/ovt/registrar_beneficiaria', { schema: { body: registrarBeneficiariaSchema }, config: { requirement: 'beneficiarias:create', ownTransactions: true } }, async (req, reply) => {
    reply.status(201);
    return registrar(req.ctx, req.body);
  });
}
