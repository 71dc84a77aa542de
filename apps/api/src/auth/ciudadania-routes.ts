import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ciudadaniaCanjeSchema } from '@pb/contract';
import type { Deps } from '../core/context.js';
import { parse } from '../core/http.js';
import { ajustesCiudadania } from '../integrations/ciudadania/ajustes.js';
import { COOKIE_FLUJO, FLUJO_SEGUNDOS } from '../integrations/ciudadania/flujo.js';
import { canjearCiudadania, completarCiudadania, iniciarCiudadania } from './ciudadania.service.js';

/**
 * Single sign-on through Ciudadanía Digital (decision 037): the landing's card starts the flow, the
 * provider sends the browser back to the callback, and the browser's page `/ciudadania` exchanges the
 * one-time code for the login response. The flow cookie lives only on these paths.
 */
const RUTA_COOKIE = '/auth/ciudadania';

function leerCookie(req: FastifyRequest, nombre: string): string | undefined {
  for (const parte of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = parte.trim().split('=');
    if (k === nombre) return v.join('=');
  }
  return undefined;
}

export async function ciudadaniaRoutes(app: FastifyInstance, deps: Deps) {
  // One allowance per address for its routes (core/cupos.ts, LOGIN_RATE_LIMIT a minute).
  const publica = { config: { requirement: 'public' as const, cupo: 'ciudadania' as const } };
  // Over HTTPS (a real deployment) the cookie is Secure; the simulator's plain HTTP on this machine is not.
  const ajustes = ajustesCiudadania(deps.config);
  const segura = ajustes && new URL(ajustes.redirectUri).protocol === 'https:' ? '; Secure' : '';
  const cookie = (valor: string, segundos: number) => `${COOKIE_FLUJO}=${valor}; Path=${RUTA_COOKIE}; Max-Age=${segundos}; HttpOnly; SameSite=Lax${segura}`;

  app.get('/auth/ciudadania', publica, async (req, reply) => {
    const { destino, flujo, detalle } = await iniciarCiudadania(req.ctx);
    if (detalle) req.log.warn({ err: detalle }, 'Ciudadanía Digital no está disponible');
    if (flujo) reply.header('set-cookie', cookie(flujo, FLUJO_SEGUNDOS));
    return reply.header('cache-control', 'no-store').redirect(destino, 302);
  });

  app.get('/auth/ciudadania/callback', publica, async (req, reply) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const { destino, detalle } = await completarCiudadania(req.ctx, query, leerCookie(req, COOKIE_FLUJO));
    if (detalle) req.log.warn({ err: detalle }, 'ingreso con Ciudadanía Digital rechazado');
    // A flow is answered once, whatever the answer.
    return reply.header('set-cookie', cookie('', 0)).header('cache-control', 'no-store').redirect(destino, 303);
  });

  app.post('/auth/ciudadania/sesion', { ...publica, schema: { body: ciudadaniaCanjeSchema } }, async (req) => {
    const { codigo } = parse(ciudadaniaCanjeSchema, req.body);
    return canjearCiudadania(req.ctx, codigo, req.headers['user-agent']);
  });
}
