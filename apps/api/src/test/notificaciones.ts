import { asc, eq } from 'drizzle-orm';
import { notificaciones } from '../db/schema/index.js';
import { rondaNotificaciones, type DepsNotificaciones } from '../modules/notificaciones/tareaPeriodica.js';
import { silencioso } from './cpts.js';
import type { TestApp } from './harness.js';

/** The notifications' job as main.ts starts it, on the test app's database, clock and mail settings (the simulator when `withCorreo` ran). */
export const depsNotificaciones = (t: TestApp, extra: Partial<DepsNotificaciones> = {}): DepsNotificaciones => ({
  db: t.database.db,
  clock: t.clock,
  correo: t.deps,
  config: t.deps.config,
  log: silencioso,
  ...extra,
});

/** One round of the job. */
export const rondaCorreos = (t: TestApp, extra: Partial<DepsNotificaciones> = {}) => rondaNotificaciones(depsNotificaciones(t, extra));

/** The outbox's rows of an event key (`cpt:12:EMITIDO`), in id order. */
export const filasDe = (t: TestApp, clave: string) => t.database.db.select().from(notificaciones).where(eq(notificaciones.clave, clave)).orderBy(asc(notificaciones.id));
