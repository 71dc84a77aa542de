import type { FastifyInstance } from 'fastify';

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
