import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ROLES } from '@pb/contract';
import type { Db } from '../client.js';
import { entidades, usuarios } from '../schema/index.js';
import { hashPassword } from '../../auth/passwords.js';
import { crearPersonas } from '../../modules/personas/guardar-lote.js';
import type { SemillaDemo } from '../../demo.js';
import { seedReference } from './reference.js';
import { seedRegionales } from './regionales.js';

export interface SeedOptions {
  /** The demo's seed (apps/demo, loaded by demo.ts only when SEED_DEMO asks for it); without it, the first administrator. */
  demo?: SemillaDemo | null;
  adminPassword?: string;
  /** Where to tell the operator about a generated password. */
  print?: (line: string) => void;
}

/**
 * Reference data on every database; the demo's data when given; otherwise one administrator, whose
 * password is ADMIN_PASSWORD or a printed one-time password that must be changed at first login.
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  await db.transaction((tx) => seedReference(tx));
  if (opts.demo) await opts.demo.inicial(db);
  else await seedAdministrador(db, opts);
  // Once the programme's entity exists (the demo's, or the first administrator's).
  await db.transaction((tx) => seedRegionales(tx));
  if (opts.demo) await opts.demo.resto(db);
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
