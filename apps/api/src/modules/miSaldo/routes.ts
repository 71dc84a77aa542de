import type { FastifyInstance } from 'fastify';
import { miSaldoCodigoSchema, miSaldoVerificarSchema } from '@pb/contract';
import * as service from './service.js';

/**
 * A beneficiary's own balance page (issue 35 §2, decision 063): public, each step with the
 * per-address allowance `miSaldo` (core/cupos.ts); the per-document one is the service's. The view
 * reads only the person the grant (`x-acceso-saldo`) names.
 */
export async function miSaldoRoutes(app: FastifyInstance) {
  const publica = { config: { requirement: 'public' as const, cupo: 'miSaldo' as const } };
  const acceso = (h: unknown) => (typeof h === 'string' ? h : undefined);
  app.post('/api/v1/mi-saldo/codigo', { ...publica, schema: { body: miSaldoCodigoSchema } }, async (req) => service.solicitarCodigo(req.ctx, req.body));
  app.post('/api/v1/mi-saldo/verificar', { ...publica, schema: { body: miSaldoVerificarSchema } }, async (req) => service.verificarCodigo(req.ctx, req.body));
  app.get('/api/v1/mi-saldo', publica, async (req) => service.miSaldo(req.ctx, acceso(req.headers['x-acceso-saldo'])));
}
