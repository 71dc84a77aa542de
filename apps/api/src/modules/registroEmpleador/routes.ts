import type { FastifyInstance } from 'fastify';
import { confirmarCuentaSchema, registroEmpleadorSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import { confirmar, registrar } from './service.js';

/**
 * 'Registrarse' (issue 19, decision 036): public, under /auth like the logins, with an allowance per
 * address (core/cupos.ts, LOGIN_RATE_LIMIT a minute). The service asks the OVT and SEGIP
 * outside any transaction, opens its own and writes its own audit rows.
 */
export async function registroEmpleadorRoutes(app: FastifyInstance) {
  const porDireccion = (cupo: 'registro' | 'confirmar') => ({ config: { requirement: 'public' as const, cupo } });
  app.post('/auth/registro', { ...porDireccion('registro'), schema: { body: registroEmpleadorSchema } }, async (req) => registrar(req.ctx, parse(registroEmpleadorSchema, req.body), req.log));
  app.post('/auth/confirmar', { ...porDireccion('confirmar'), schema: { body: confirmarCuentaSchema } }, async (req) => confirmar(req.ctx, parse(confirmarCuentaSchema, req.body).token));
}
