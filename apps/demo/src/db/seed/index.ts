import { eq, gt, max } from 'drizzle-orm';
import { fechaBolivia } from '@pb/contract';
import type { Db, Executor } from '@pb/api/db/client.js';
import { ajustesSistema, avisosSms } from '@pb/api/db/schema/index.js';
import type { SemillaDemo } from '@pb/api/demo.js';
import { refrescarSiFalta } from '@pb/api/modules/calidad/service.js';
import { seedDemo } from './demo.js';
import { seedDemoProductos } from './productos.js';
import { seedDemoVentas } from './ventas.js';
import { seedDemoTrabajadores } from './trabajadores.js';
import { seedDemoEntregas, seedDemoPaqueteUniversal } from './entregas.js';
import { seedDemoRegistros } from './registros.js';
import { seedDemoIndependiente } from './independientes.js';
import { seedDemoCalidad } from './calidad.js';
import { seedDemoConciliacion } from './conciliacion.js';
import { NIT_ETA, NIT_PUBLICA } from '../../integrations/ovt/registro.js';

/**
 * The demo's data (README's accounts, docs/demo.md), on top of the reference data the API's seed
 * (apps/api/src/db/seed/index.ts) writes on every database. Each step runs once per database,
 * remembered in ajustes_sistema, so a demo database seeded before a step existed gets it at its next
 * start and an administrator's changes survive restarts.
 */
export const semillaDemo: SemillaDemo = {
  // In place of the first administrator: the demo's organisations, the programme's entity among them, and its users.
  async inicial(db) {
    await unaVez(db, 'seed_demo', seedDemo);
    // A step of its own, so that a demo database seeded before the catalogue existed gets it too.
    await unaVez(db, 'seed_demo_productos', seedDemoProductos);
    await unaVez(db, 'seed_demo_trabajadores', (tx) => seedDemoTrabajadores(tx));
    // The public entity's and the ETA's workers, also for a demo database seeded before they existed (a repeated sync changes nothing).
    await unaVez(db, 'seed_demo_trabajadores_publicos', (tx) => seedDemoTrabajadores(tx, [NIT_PUBLICA, NIT_ETA]));
  },
  // Once the programme's regionals exist.
  async resto(db) {
    // The counter's demo (a PRENATAL payroll paid, a package at La Paz).
    await unaVez(db, 'seed_demo_entregas', seedDemoEntregas);
    await unaVez(db, 'seed_demo_paquete_universal', seedDemoPaqueteUniversal);
    // The demo's universal-subsidy beneficiary needs the regionals (decision 027).
    await unaVez(db, 'seed_demo_registros', seedDemoRegistros);
    // The independent employer's branch and household workers (decision 028).
    await unaVez(db, 'seed_demo_independiente', seedDemoIndependiente);
    // Issue 17: a bonus to spend and past sales at the demo provider (after the workers and the products).
    await unaVez(db, 'seed_demo_ventas', seedDemoVentas);
    // Issue 35 §4: one planted problem per data-quality report the demo can show (after the counter's calendars).
    await unaVez(db, 'seed_demo_calidad', seedDemoCalidad);
    // Issue 35 §1: one open reconciliation difference, yesterday's (decision 064).
    await unaVez(db, 'seed_demo_conciliacion', seedDemoConciliacion);
    // The data-quality findings computed for today at every demo start that has none (decision 066): /calidad shows the planted rows at once.
    await refrescarSiFalta(db, fechaBolivia(new Date()), new Date());
  },
};

/** Runs a demo step once per database, remembered in ajustes_sistema under `clave`. */
async function unaVez(db: Db, clave: string, paso: (tx: Executor) => Promise<void>) {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(ajustesSistema).where(eq(ajustesSistema.clave, clave));
    if (done) return;
    // A step's past is not news: the SMS notices its changes enqueued (decision 082) are dropped.
    const [antes] = await tx.select({ id: max(avisosSms.id) }).from(avisosSms);
    await paso(tx);
    await tx.delete(avisosSms).where(gt(avisosSms.id, antes?.id ?? 0));
    await tx.insert(ajustesSistema).values({ clave, valor: new Date().toISOString() });
  });
}
