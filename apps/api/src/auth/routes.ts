import type { FastifyInstance } from 'fastify';
import { loginNitSchema, loginSchema, logoutSchema } from '@pb/contract';
import type { Deps } from '../core/context.js';
import { bearer, parse } from '../core/http.js';
import { login } from './login.service.js';
import { readToken } from './tokens.js';
import { revokeSession } from './sessions.js';
import { writeAudit } from '../modules/logs/audit.js';

/**
 * Login variants and logout (CONTRACT.md "Addresses"). The three login routes share one allowance
 * per address: one limiter (one counter store) runs before each of them.
 */
export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const limite = app.rateLimit({ max: deps.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' });
  const common = { config: { requirement: 'public' as const }, onRequest: limite };

  app.post('/auth', common, async (req) => {
    const body = parse(loginSchema, req.body);
    return login(deps, { variant: 'usuario', usuario: body.usuario, password: body.contrasena, ip: req.ip, userAgent: req.headers['user-agent'] });
  });
  app.post('/auth/nit', common, async (req) => {
    const body = parse(loginNitSchema, req.body);
    return login(deps, { variant: 'nit', nit: body.nit, usuario: body.usuario, password: body.password, ip: req.ip, userAgent: req.headers['user-agent'] });
  });
  app.post('/auth/productor', common, async (req) => {
    const body = parse(loginNitSchema, req.body);
    return login(deps, { variant: 'productor', nit: body.nit, usuario: body.usuario, password: body.password, ip: req.ip, userAgent: req.headers['user-agent'] });
  });

  // Logout revokes the session at once. An already-ended session is fine: the user is out either way.
  app.put('/auth', { config: { requirement: 'public' } }, async (req) => {
    parse(logoutSchema, req.body);
    const token = bearer(req);
    const claims = token ? await readToken(deps.jwtSecret, token, deps.clock()) : null;
    if (claims) {
      await revokeSession(deps.database.db, claims.sid, deps.clock());
      await writeAudit(deps.database.db, { nivel: 'INFO', tipo: 'LOGOUT', mensaje: 'Salida del sistema', ip: req.ip, usuario: req.ctx.user?.usuario ?? null, id_usuario: Number(claims.sub), fecha: deps.clock() });
    }
    return { finalizado: true, mensaje: 'Sesión cerrada' };
  });
}
