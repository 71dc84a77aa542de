import { eq } from 'drizzle-orm';
import { serviciosIop } from '../db/schema/index.js';
import { startSmsSimulator, ultimoCodigo, type SmsSimulatorOptions } from '@pb/demo/integrations/sms/simulator.js';
import type { TestApp } from './harness.js';

/** Starts an SMS gateway simulator on a free port and points the app's SMS service at it; `codigo(numero)` reads the last code sent. */
export async function withSms(t: Pick<TestApp, 'database'>, opts: Partial<SmsSimulatorOptions> = {}) {
  const token = opts.token ?? 'token-de-prueba';
  const sim = await startSmsSimulator({ ...opts, token });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token }).where(eq(serviciosIop.codigo, 'SMS'));
  return { ...sim, token, codigo: (numero: string) => ultimoCodigo(sim.url, numero, token) };
}
