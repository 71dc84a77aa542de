import type { FastifyInstance } from 'fastify';
import type { Deps } from '@pb/api/core/context.js';
import { correoDevRoutes } from './correo/pagina.js';
import { pagosDevRoutes } from './plataformaPagos/pagina.js';
import { smsDevRoutes } from './sms/pagina.js';

/**
 * The simulators' pages of the demo (decision 036, issue 32, issue 51 §17): /dev/correos, /dev/pagos
 * and /dev/sms, each in a plugin scope of its own. The API's app.ts registers them when it is given
 * them and is not in production; each reads its simulator from `deps` at every request (404 when none runs).
 */
export async function paginasDemo(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((i) => correoDevRoutes(i, deps));
  await app.register((i) => pagosDevRoutes(i, deps));
  await app.register((i) => smsDevRoutes(i, deps));
}
