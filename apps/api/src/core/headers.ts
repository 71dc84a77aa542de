import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Browser features the application never uses; a page that is injected into cannot ask for them. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const API = /^\/(api|auth|graphql|health|ready)(\/|\?|$)/;

/**
 * Headers of every reply: the permissions policy, and `no-store` on the API's answers (they carry
 * personal data and tokens). A route that may be cached (reference data) sets its own header later.
 */
export function installHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (API.test(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * helmet's security headers (content security policy, HSTS, nosniff, frame options…) for these
 * options, worked out once: they are the same for every reply. `@fastify/helmet` built helmet again
 * on every request (its directives parsed each time), about a tenth of a cheap read's CPU (issue 33).
 */
export function securityHeaders(opciones: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const cabeceras = new Map<string, string>();
  const respuesta = {
    setHeader: (nombre: string, valor: string | number) => cabeceras.set(nombre.toLowerCase(), String(valor)),
    removeHeader: (nombre: string) => cabeceras.delete(nombre.toLowerCase()),
  };
  helmet(opciones)({} as IncomingMessage, respuesta as unknown as ServerResponse, () => undefined);
  return [...cabeceras];
}

/** Every reply, an API answer or a page or a 404, carries the security headers. */
export function installSecurityHeaders(app: FastifyInstance, opciones: HelmetOptions): void {
  const cabeceras = securityHeaders(opciones);
  app.addHook('onRequest', (_req, reply, next) => {
    for (const [nombre, valor] of cabeceras) reply.raw.setHeader(nombre, valor);
    next();
  });
}
