import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { ROLE_DEFINITIONS } from '@pb/contract';
import type { Executor } from '../client.js';
import { departamentos, modulos, municipios, parametros, permisos, provincias, roles, serviciosIop } from '../schema/index.js';
import { MODULOS, actionsOf } from '../../modules/modulos/catalogo.js';
import { PARAMETROS } from './parametros.js';
import { SERVICIOS_IOP } from './servicios.js';
import { seedCatalogo } from './catalogo.js';
import { seedSubsidios } from './subsidios.js';

interface DpaFile {
  departamentos: Array<{
    id: number;
    codigo: string;
    nombre: string;
    provincias: Array<{ codigo: string; nombre: string; nombre_largo?: string; municipios: Array<{ codigo: string; nombre: string; nombre_alternativo?: string; lat?: number; lon?: number }> }>;
  }>;
}

/** Bolivia's departments, provinces and municipalities from ../shared/data (copied into seed/data). */
export async function seedDpa(db: Executor) {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(municipios);
  if (n > 0) return;
  const file = JSON.parse(readFileSync(new URL('../../../src/db/seed/data/dpa-bolivia.json', import.meta.url), 'utf8')) as DpaFile;
  for (const d of file.departamentos) {
    const muns = d.provincias.flatMap((p) => p.municipios);
    const lat = muns.filter((m) => m.lat != null);
    await db.insert(departamentos).values({
      id: d.id,
      codigo: d.codigo,
      nombre: d.nombre,
      latitud: lat.reduce((s, m) => s + m.lat!, 0) / lat.length,
      longitud: lat.reduce((s, m) => s + m.lon!, 0) / lat.length,
    });
    for (const p of d.provincias) {
      const [prov] = await db.insert(provincias).values({ codigo: p.codigo, nombre: p.nombre, nombre_largo: p.nombre_largo ?? null, id_departamento: d.id }).returning({ id: provincias.id });
      await db.insert(municipios).values(
        p.municipios.map((m) => ({ codigo_completo: m.codigo, nombre: m.nombre, nombre_alternativo: m.nombre_alternativo ?? null, id_provincia: prov!.id, latitud: m.lat ?? null, longitud: m.lon ?? null })),
      );
    }
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('departamentos', 'id'), (select max(id) from departamentos))`);
}

export async function seedRoles(db: Executor) {
  for (const r of ROLE_DEFINITIONS) {
    await db.insert(roles).values({ id: r.id, codigo: r.codigo, nombre: r.nombre, descripcion: r.descripcion }).onConflictDoNothing();
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), 1))`);
}

export async function seedParametros(db: Executor) {
  for (const p of PARAMETROS) await db.insert(parametros).values(p).onConflictDoNothing();
  for (const s of SERVICIOS_IOP) await db.insert(serviciosIop).values(s).onConflictDoNothing();
}

/**
 * Modules and their permission rows. Existing modules and rows are left as they are, so that an
 * administrator's changes survive restarts; only what is missing is added.
 */
export async function seedModulos(db: Executor) {
  const ids = new Map<string, number>();
  for (const m of MODULOS) {
    const [existing] = await db.select({ id: modulos.id }).from(modulos).where(eq(modulos.ruta, m.ruta));
    if (existing) {
      ids.set(m.ruta, existing.id);
      continue;
    }
    const [row] = await db
      .insert(modulos)
      .values({ ruta: m.ruta, label: m.label, icono: m.icono ?? null, orden: m.orden, visible: m.visible ?? true, id_modulo: m.padre ? ids.get(m.padre) : null })
      .returning({ id: modulos.id });
    ids.set(m.ruta, row!.id);
    for (const r of ROLE_DEFINITIONS) {
      await db.insert(permisos).values({ id_modulo: row!.id, id_rol: r.id, ...actionsOf(m.roles?.[r.id]) }).onConflictDoNothing();
    }
  }
}

export async function seedReference(db: Executor) {
  await seedRoles(db);
  await seedParametros(db);
  await seedModulos(db);
  await seedDpa(db);
  await seedCatalogo(db);
  await seedSubsidios(db);
}
