import type { FastifyInstance } from 'fastify';
import { confirmarCuentaSchema, registroEmpleadorSchema } from '@pb/contract';
import type { Deps } from '../../core/context.js';
import { parse } from '../../core/http.js';
import { confirmar, registrar } from './service.js';

/**
 * 'Registrarse' (issue 19, decision 036): public, under /auth like the logins, with an allowance per
 * address (@fastify/rate-limit, LOGIN_RATE_LIMIT a minute). The service asks the OVT and SEGIP
 * outside any transaction, opens its own and writes its own audit rows.
 */
export async function registroEmpleadorRoutes(app: FastifyInstance, deps: Deps) {
  const porDireccion = () => ({ config: { requirement: 'public' as const }, onRequest: app.rateLimit({ max: deps.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' }) });
  app.post('/auth/registro', { ...porDireccion(), schema: { body: registroEmpleadorSchema } }, async (req) => registrar(req.ctx, parse(registroEmpleadorSchema, req.body), req.log));
  app.post('/auth/confirmar', { ...porDireccion(), schema: { body: confirmarCuentaSchema } }, async (req) => confirmar(req.ctx, parse(confirmarCuentaSchema, req.body).token));
}
