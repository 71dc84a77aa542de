import { eq } from 'drizzle-orm';
import { serviciosIop } from '../db/schema/index.js';
import { startOvtSimulator, type OvtSimulatorOptions } from '@pb/demo/integrations/ovt/simulator.js';
import type { TestApp } from './harness.js';

/** Starts an OVT simulator on a free port and points the app's OVT service at it. */
export async function withOvt(t: Pick<TestApp, 'database'>, opts: Partial<OvtSimulatorOptions> = {}) {
  const token = opts.token ?? 'token-de-prueba';
  const sim = await startOvtSimulator({ token, delayMs: opts.delayMs });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token }).where(eq(serviciosIop.codigo, 'OVT'));
  return sim;
}
