import type { FastifyInstance } from 'fastify';
import { darBajaTarjetaSchema, registrarTarjetaSchema } from '@pb/contract';
import * as service from './service.js';

/** A beneficiary's card at the customer-service counter (spec part 2 §2.16, §7); roles 2 and 3 (`actualizarBeneficiaria:update`). */
export async function tarjetasRoutes(app: FastifyInstance) {
  const editar = { config: { requirement: 'actualizarBeneficiaria:update' as const } };
  app.post('/api/v1/beneficiarias/registrarTarjeta', { ...editar, schema: { body: registrarTarjetaSchema } }, async (req) => service.asignar(req.ctx, req.body));
  app.patch('/api/v1/beneficiarias/darBajaTarjeta', { ...editar, schema: { body: darBajaTarjetaSchema } }, async (req) => service.darDeBaja(req.ctx, req.body));
}
