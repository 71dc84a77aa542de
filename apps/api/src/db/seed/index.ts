import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ROLES, fechaBolivia } from '@pb/contract';
import type { Db, Executor } from '../client.js';
import { ajustesSistema, entidades, usuarios } from '../schema/index.js';
import { hashPassword } from '../../auth/passwords.js';
import { crearPersonas } from '../../modules/personas/guardar-lote.js';
import { seedReference } from './reference.js';
import { seedDemo } from './demo.js';
import { seedDemoProductos } from './catalogo.js';
import { seedDemoVentas } from './ventas.js';
import { seedRegionales } from './regionales.js';
import { seedDemoTrabajadores } from './trabajadores.js';
import { seedDemoEntregas, seedDemoPaqueteUniversal } from './entregas.js';
import { seedDemoRegistros } from './registros.js';
import { seedDemoIndependiente } from './independientes.js';
import { seedDemoCalidad } from './calidad.js';
import { seedDemoConciliacion } from './conciliacion.js';
import { NIT_ETA, NIT_PUBLICA } from '../../integrations/ovt/registro.js';
import { refrescarSiFalta } from '../../modules/calidad/service.js';

export interface SeedOptions {
  demo: boolean;
  adminPassword?: string;
  /** Where to tell the operator about a generated password. */
  print?: (line: string) => void;
}

/**
 * Reference data on every database; demo data when asked; otherwise one administrator, whose
 * password is ADMIN_PASSWORD or a printed one-time password that must be changed at first login.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction((tx) => seedReference(tx));
  if (opts.demo) {
    await unaVez(db, 'seed_demo', seedDemo);
    // A step of its own, so that a demo database seeded before the catalogue existed gets it too.
    await unaVez(db, 'seed_demo_productos', seedDemoProductos);
    await unaVez(db, 'seed_demo_trabajadores', (tx) => seedDemoTrabajadores(tx));
    // The public entity's and the ETA's workers, also for a demo database seeded before they existed (a repeated sync changes nothing).
    await unaVez(db, 'seed_demo_trabajadores_publicos', (tx) => seedDemoTrabajadores(tx, [NIT_PUBLICA, NIT_ETA]));
  } else {
    await seedAdministrador(db, opts);
  }
  // Once the programme's entity exists (the demo's, or the first administrator's).
  await db.transaction((tx) => seedRegionales(tx));
  // After the regionals: the counter's demo (a PRENATAL payroll paid, a package at La Paz).
  if (opts.demo) await unaVez(db, 'seed_demo_entregas', seedDemoEntregas);
  if (opts.demo) await unaVez(db, 'seed_demo_paquete_universal', seedDemoPaqueteUniversal);
  // The demo's universal-subsidy beneficiary needs the regionals (decision 027).
  if (opts.demo) await unaVez(db, 'seed_demo_registros', seedDemoRegistros);
  // The independent employer's branch and household workers (decision 028).
  if (opts.demo) await unaVez(db, 'seed_demo_independiente', seedDemoIndependiente);
  // Issue 17: a bonus to spend and past sales at the demo provider (after the workers and the products).
  if (opts.demo) await unaVez(db, 'seed_demo_ventas', seedDemoVentas);
  // Issue 35 §4: one planted problem per data-quality report the demo can show (after the counter's calendars).
  if (opts.demo) await unaVez(db, 'seed_demo_calidad', seedDemoCalidad);
  // Issue 35 §1: one open reconciliation difference, yesterday's (decision 064).
  if (opts.demo) await unaVez(db, 'seed_demo_conciliacion', seedDemoConciliacion);
  // The data-quality findings computed for today at every demo start that has none (decision 066): /calidad shows the planted rows at once.
  if (opts.demo) await refrescarSiFalta(db, fechaBolivia(new Date()), new Date());
}

/** The first administrator and the programme's entity, on a database without users. */
async function seedAdministrador(db: Db, opts: SeedOptions) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(usuarios);
  if (n > 0) return;
  const generated = !opts.adminPassword;
  const password = opts.adminPassword ?? randomBytes(9).toString('base64url') + '7a';
  await db.transaction(async (tx) => {
    const [entidad] = await tx
      .insert(entidades)
      .values({ nombre: 'PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA', sigla: 'PROBOLIVIA', descripcion: 'Entidad administradora del sistema', tipo: 'PROGRAMA', origen: 'SISTEMA' })
      .returning({ id: entidades.id });
    const [persona] = await crearPersonas(tx, [{ nro_documento: '0', nombres: 'ADMINISTRADOR', tipo_documento: 'CI' }], { quien: null });
    await tx.insert(usuarios).values({ usuario: 'admin', contrasena: await hashPassword(password), id_rol: ROLES.SUPERADMIN, id_entidad: entidad!.id, id_persona: persona!.id, cambiar_contrasena: generated });
  });
  if (generated) opts.print?.(`Usuario administrador creado: admin / ${password} (contraseña de un solo uso: cámbiela al ingresar)`);
}

/** Runs a demo step once per database, remembered in ajustes_sistema under `clave`. */
async function unaVez(db: Db, clave: string, paso: (tx: Executor) => Promise<void>) {
  await db.transaction(async (tx) => {
    const [done] = await tx.select().from(ajustesSistema).where(eq(ajustesSistema.clave, clave));
    if (done) return;
    await paso(tx);
    await tx.insert(ajustesSistema).values({ clave, valor: new Date().toISOString() });
  });
}
