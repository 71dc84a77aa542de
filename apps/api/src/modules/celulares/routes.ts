import type { FastifyInstance } from 'fastify';
import { dispositivoSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import { reiniciarDispositivo } from '../beneficiarias/service.js';

/** The update-beneficiary screen's mobile device account (spec part 2 §2.16, §7). */
export async function celularesRoutes(app: FastifyInstance) {
  app.patch('/api/v1/dispositivos', { config: { requirement: 'actualizarBeneficiaria:update' as const } }, async (req) => reiniciarDispositivo(req.ctx, parse(dispositivoSchema, req.body).idBeneficiaria));
}
