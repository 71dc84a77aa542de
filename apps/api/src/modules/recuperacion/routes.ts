import type { FastifyInstance } from 'fastify';
import { recuperarSchema, restablecerSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import { restablecer, solicitar } from './service.js';

/**
 * '¿Olvidó su contraseña?' (issue 19, decision 036): public, under /auth like the logins, each with
 * an allowance per address of its own (core/cupos.ts, LOGIN_RATE_LIMIT a minute); the
 * per-account allowance is the service's. The services open their own transactions and write their
 * own audit rows, as the logins do.
 */
export async function recuperacionRoutes(app: FastifyInstance) {
  const porDireccion = (cupo: 'recuperar' | 'restablecer') => ({ config: { requirement: 'public' as const, cupo } });
  app.post('/auth/recuperar', { ...porDireccion('recuperar'), schema: { body: recuperarSchema } }, async (req) => solicitar(req.ctx, parse(recuperarSchema, req.body).usuario, req.log));
  app.post('/auth/restablecer', { ...porDireccion('restablecer'), schema: { body: restablecerSchema } }, async (req) => {
    const body = parse(restablecerSchema, req.body);
    return restablecer(req.ctx, body.token, body.newPassword);
  });
}
