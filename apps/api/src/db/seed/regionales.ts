import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { departamentos, entidades, municipios, provincias, sucursales } from '../schema/index.js';

/** The capital of each department (its first municipality in the DPA codes: 010101 Sucre … 090101 Cobija). */
const CAPITAL = sql`substr(${municipios.codigo_completo}, 3) = '0101'`;

/**
 * The programme's regional offices (DOMAIN.md §2): a branch of tipo REGIONAL of the programme's
 * entity in each department's capital; packages are made per regional. Only once, when the
 * programme's entity exists and has none yet, so that an administrator's changes survive restarts.
 */
export async function seedRegionales(db: Executor) {
  const [programa] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.tipo, 'PROGRAMA')).orderBy(asc(entidades.id)).limit(1);
  if (!programa) return;
  const [existente] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, programa.id), eq(sucursales.tipo, 'REGIONAL')))
    .limit(1);
  if (existente) return;
  const capitales = await db
    .select({ dpa: municipios.codigo_completo, municipio: municipios.nombre, provincia: provincias.nombre, departamento: departamentos.nombre, latitud: municipios.latitud, longitud: municipios.longitud })
    .from(municipios)
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(CAPITAL)
    .orderBy(asc(departamentos.id));
  if (capitales.length === 0) return;
  await db.insert(sucursales).values(
    capitales.map((c) => ({
      nombre: `REGIONAL ${c.departamento.toUpperCase()}`,
      departamento: c.departamento,
      provincia: c.provincia,
      municipio: c.municipio,
      dpa: c.dpa,
      latitud: c.latitud === null ? null : String(c.latitud),
      longitud: c.longitud === null ? null : String(c.longitud),
      tipo: 'REGIONAL',
      id_entidad: programa.id,
    })),
  );
}
