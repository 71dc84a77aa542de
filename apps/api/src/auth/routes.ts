import type { FastifyInstance } from 'fastify';
import { loginNitSchema, loginSchema, logoutSchema } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import { bearer, parse } from '../core/http.js';
import { login } from './login.service.js';
import { closeSession } from './sessions.js';
import { perfilVendedor } from './perfil.service.js';
import { salidaCiudadania } from './ciudadania.service.js';

/**
 * Login variants and logout (CONTRACT.md "Addresses"). The three login routes share one allowance
 * per address (`ingresos`, core/cupos.ts: LOGIN_RATE_LIMIT a minute, counted in PostgreSQL).
 */
export async function authRoutes(app: FastifyInstance) {
  const common = { config: { requirement: 'public' as const, cupo: 'ingresos' as const } };

  app.post('/auth', { ...common, schema: { body: loginSchema } }, async (req) => {
    const body = parse(loginSchema, req.body);
    return login(req.ctx, { variant: 'usuario', usuario: body.usuario, password: body.contrasena, userAgent: req.headers['user-agent'] });
  });
  app.post('/auth/nit', { ...common, schema: { body: loginNitSchema } }, async (req) => {
    const body = parse(loginNitSchema, req.body);
    return login(req.ctx, { variant: 'nit', nit: body.nit, usuario: body.usuario, password: body.password, userAgent: req.headers['user-agent'] });
  });
  app.post('/auth/productor', { ...common, schema: { body: loginNitSchema } }, async (req) => {
    const body = parse(loginNitSchema, req.body);
    return login(req.ctx, { variant: 'productor', nit: body.nit, usuario: body.usuario, password: body.password, userAgent: req.headers['user-agent'] });
  });

  // A dual-profile employer's seller account (spec part 1 §2): the session is replaced.
  app.post('/api/v1/ovt/buscar_empleador', { config: { requirement: 'authenticated' } }, async (req) => perfilVendedor(req.ctx, req.headers['user-agent']));

  app.put('/auth', { schema: { body: logoutSchema }, config: { requirement: 'public' } }, async (req) => {
    parse(logoutSchema, req.body);
    const sesion = await closeSession(req.ctx, bearer(req));
    // A session from Ciudadanía Digital: the browser goes on to end the provider's too (RP-initiated logout).
    const salida = sesion ? await salidaCiudadania(req.ctx, sesion) : null;
    return { finalizado: true, ...aviso(MENSAJES.sesionCerrada), ...(salida ? { salida } : {}) };
  });
}
