import { eq } from 'drizzle-orm';
import { serviciosIop } from '../db/schema/index.js';
import { startSegipSimulator, type SegipSimulatorOptions } from '@pb/demo/integrations/segip/simulator.js';
import type { TestApp } from './harness.js';

/** Starts a SEGIP simulator on a free port and points the app's SEGIP service at it. */
export async function withSegip(t: TestApp, opts: Partial<SegipSimulatorOptions> = {}) {
  const token = opts.token ?? 'token-de-prueba';
  const sim = await startSegipSimulator({ token, delayMs: opts.delayMs });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token }).where(eq(serviciosIop.codigo, 'SEGIP'));
  return sim;
}
