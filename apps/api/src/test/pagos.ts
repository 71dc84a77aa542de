import { eq } from 'drizzle-orm';
import { serviciosIop } from '../db/schema/index.js';
import { startPagosSimulator, type PagosSimulatorOptions } from '@pb/demo/integrations/plataformaPagos/simulator.js';
import type { TestApp } from './harness.js';

/**
 * Starts a payment platform simulator on a free port and points the app's PAGOS service at it.
 * `notificacionUrl` is where it notifies payments: a TestApp's own `/api/v1/pagos/notificacion`
 * once it listens (`${await t.app.listen(...)}/api/v1/pagos/notificacion`), or a test's own server.
 * Retries are quick here (50 ms, doubling) so that a test waits for a redelivery in well under a second.
 */
export async function withPagos(t: Pick<TestApp, 'database'>, opts: Partial<PagosSimulatorOptions> = {}) {
  const token = opts.token ?? 'token-de-prueba';
  const sim = await startPagosSimulator({ esperaMs: 50, limiteEntregaMs: 2000, ...opts, token });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token }).where(eq(serviciosIop.codigo, 'PAGOS'));
  return sim;
}
