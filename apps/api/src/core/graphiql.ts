import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Where mercurius's GraphiQL page loads its scripts and styles from (mercurius/static/main.js). */
const GRAPHIQL_CDN = 'https://unpkg.com';
const PAGINA = /^\/graphiql(\/|\?|$)/;

/**
 * GraphiQL only in development (decision 035): mercurius serves it at /graphiql, and only its page
 * may load GraphiQL from its CDN; every other page keeps the app's Content-Security-Policy. In
 * production there is no page, and reading the schema follows core/introspection.ts.
 */
export function withGraphiql(app: FastifyInstance, config: Pick<Config, 'NODE_ENV'>): boolean {
  if (config.NODE_ENV !== 'development') return false;
  app.addHook('onSend', async (req, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (PAGINA.test(req.url) && typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace(/(script-src|style-src) ([^;]*)/g, `$1 $2 ${GRAPHIQL_CDN}`));
    }
    return payload;
  });
  return true;
}
