import type { FastifyInstance } from 'fastify';
import { miSaldoAvisosSchema, miSaldoCodigoSchema, miSaldoVerificarSchema } from '@pb/contract';
import { responderArchivo } from '../../core/archivo.js';
import * as service from './service.js';

/**
 * A beneficiary's own balance page (issue 35 §2, decision 063): public, each step with the
 * per-address allowance `miSaldo` (core/cupos.ts); the per-document one is the service's. The steps
 * open their own short transactions (a wrong code's try is kept; the SMS goes after the answer). The
 * view, the statement and her SMS notices' switch reach only the person the grant (`x-acceso-saldo`) names.
 */
export async function miSaldoRoutes(app: FastifyInstance) {
  const publica = { requirement: 'public' as const, cupo: 'miSaldo' as const };
  const acceso = (h: unknown) => (typeof h === 'string' ? h : undefined);
  app.post('/api/v1/mi-saldo/codigo', { config: { ...publica, ownTransactions: true }, schema: { body: miSaldoCodigoSchema } }, async (req) => service.solicitarCodigo(req.ctx, req.body));
  app.post('/api/v1/mi-saldo/verificar', { config: { ...publica, ownTransactions: true }, schema: { body: miSaldoVerificarSchema } }, async (req) => service.verificarCodigo(req.ctx, req.body));
  app.get('/api/v1/mi-saldo', { config: publica }, async (req) => service.miSaldo(req.ctx, acceso(req.headers['x-acceso-saldo'])));
  app.put('/api/v1/mi-saldo/avisos', { config: publica, schema: { body: miSaldoAvisosSchema } }, async (req) => service.cambiarAvisos(req.ctx, acceso(req.headers['x-acceso-saldo']), req.body));
  app.get('/api/v1/mi-saldo/extracto', { config: publica }, async (req, reply) => responderArchivo(req, reply, await service.miExtracto(req.ctx, acceso(req.headers['x-acceso-saldo']))));
}
