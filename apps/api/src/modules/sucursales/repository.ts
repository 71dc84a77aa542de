import { and, asc, count, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { SucursalesFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { departamentos, municipios, provincias, sucursales } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const s = sucursales;
const fila = {
  id: s.id, nombre: s.nombre, direccion_completa: s.direccion_completa, departamento: s.departamento, provincia: s.provincia, municipio: s.municipio,
  telefonos: s.telefonos, estado: s.estado, tipo: s.tipo, id_entidad: s.id_entidad, id_sucursal_ovt: s.id_sucursal_ovt, dpa: s.dpa, latitud: s.latitud,
  longitud: s.longitud, _created_at: s._created_at, _user_created: s._user_created,
};
const ordenables = { id: s.id, nombre: s.nombre, municipio: s.municipio, estado: s.estado, _created_at: s._created_at };
type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
const seleccionar = (db: Executor, where?: SQL) => db.select(fila).from(s).where(where);
const salida = (r: Fila) => ({ ...r, latitud: r.latitud == null ? null : Number(r.latitud), longitud: r.longitud == null ? null : Number(r.longitud), _created_at: iso(r._created_at) });

/** Points of sale (tipo PUNTO_VENTA) of one entity, or of every entity when `entidad` is null. */
export async function listar(db: Executor, f: SucursalesFiltro, entidad: number | null) {
  const c: SQL[] = [eq(s.tipo, 'PUNTO_VENTA')];
  if (entidad !== null) c.push(eq(s.id_entidad, entidad));
  if (f.nombre) c.push(containsText(s.nombre, f.nombre));
  if (f.estado) c.push(eq(s.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  const rows = await seleccionar(db, where).orderBy(...sortBy(f.order, ordenables, '-_created_at', s.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

export async function buscar(db: Executor, id: number, entidad: number | null) {
  const c = [eq(s.id, id), eq(s.tipo, 'PUNTO_VENTA')];
  if (entidad !== null) c.push(eq(s.id_entidad, entidad));
  const [row] = await seleccionar(db, and(...c)).limit(1);
  return row ? salida(row) : null;
}

/** Department, province and municipality names of a municipality code, or null for an unknown code. */
export async function lugar(db: Executor, dpa: string) {
  const [row] = await db
    .select({ municipio: municipios.nombre, provincia: provincias.nombre, departamento: departamentos.nombre })
    .from(municipios)
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(eq(municipios.codigo_completo, dpa));
  return row ?? null;
}

/**
 * The branches (tipo SUCURSAL: where an employer's workers are, as the OVT names them) of one entity,
 * any state, by name: `GET v1/beneficiarios/sucursales`. An entity has a few; a thousand at most.
 */
export async function deEntidad(db: Executor, entidad: number) {
  return db
    .select({ nombre: s.nombre, id_sucursal: s.id })
    .from(s)
    .where(and(eq(s.id_entidad, entidad), eq(s.tipo, 'SUCURSAL')))
    .orderBy(s.nombre, s.id)
    .limit(1000);
}

/** The entity of a branch of any kind within the scope (`entidad` null: every entity), or null. */
export async function entidadDe(db: Executor, id: number, entidad: number | null) {
  const c = [eq(s.id, id)];
  if (entidad !== null) c.push(eq(s.id_entidad, entidad));
  const [row] = await db.select({ entidad: s.id_entidad }).from(s).where(and(...c)).limit(1);
  return row?.entidad ?? null;
}

/** A level of the place: its id when all digits, else its name, any case. */
const nivel = (id: Column, nombre: Column, v: string) => (/^\d+$/.test(v) ? eq(id, Number(v)) : sql`lower(${nombre}) = lower(${v})`);

/** The municipality code of a department, province and municipality (ids or names) that belong together, or null. */
export async function dpaDeLugar(db: Executor, l: { departamento: string; provincia: string; municipio: string }) {
  const [row] = await db
    .select({ dpa: municipios.codigo_completo })
    .from(municipios)
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(and(nivel(departamentos.id, departamentos.nombre, l.departamento), nivel(provincias.id, provincias.nombre, l.provincia), nivel(municipios.id, municipios.nombre, l.municipio)))
    .orderBy(asc(municipios.id))
    .limit(1);
  return row?.dpa ?? null;
}

export async function insertar(db: Executor, values: typeof sucursales.$inferInsert) {
  const [row] = await db.insert(s).values(values).returning({ id: s.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof sucursales.$inferInsert>) {
  await db.update(s).set(values).where(eq(s.id, id));
}
