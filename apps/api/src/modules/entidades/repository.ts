import { and, count, eq, type SQL } from 'drizzle-orm';
import type { EntidadesFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { entidades } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const e = entidades;
const fila = {
  id: e.id, nombre: e.nombre, sigla: e.sigla, descripcion: e.descripcion, email: e.email, telefonos: e.telefonos, direccion: e.direccion,
  codigo_portal: e.codigo_portal, web: e.web, estado: e.estado, proveedor: e.proveedor, origen: e.origen, tipo: e.tipo, nit: e.nit,
  matricula_comercio: e.matricula_comercio, departamento: e.departamento, provincia: e.provincia, municipio: e.municipio, dpa: e.dpa, _created_at: e._created_at,
};
const ordenables = { id: e.id, nombre: e.nombre, sigla: e.sigla, nit: e.nit, estado: e.estado, tipo: e.tipo, _created_at: e._created_at };

type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
const seleccionar = (db: Executor, where?: SQL) => db.select(fila).from(e).where(where);
const salida = (r: Fila) => ({ ...r, _created_at: iso(r._created_at) });

export async function listar(db: Executor, f: EntidadesFiltro, alcance: number | null) {
  const c: SQL[] = [];
  if (alcance !== null) c.push(eq(e.id, alcance));
  if (f.nombre) c.push(containsText(e.nombre, f.nombre));
  if (f.sigla) c.push(containsText(e.sigla, f.sigla));
  if (f.nit) c.push(containsText(e.nit, f.nit));
  if (f.tipo) c.push(eq(e.tipo, f.tipo));
  if (f.origen) c.push(eq(e.origen, f.origen));
  if (f.estado) c.push(eq(e.estado, f.estado));
  if (f.proveedor != null) c.push(eq(e.proveedor, f.proveedor));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(e).where(where);
  const rows = await seleccionar(db, where).orderBy(...sortBy(f.order, ordenables, 'nombre', e.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

export async function buscar(db: Executor, id: number, alcance: number | null) {
  const where = alcance !== null && alcance !== id ? eq(e.id, -1) : eq(e.id, id);
  const [row] = await seleccionar(db, where).limit(1);
  return row ? salida(row) : null;
}

/** Whether the entity exists and is within the caller's scope (another entity's is "not found"). */
export async function visible(db: Executor, id: number, scope: number | null) {
  const c = [eq(e.id, id)];
  if (scope !== null) c.push(eq(e.id, scope));
  const [row] = await db.select({ id: e.id }).from(e).where(and(...c)).limit(1);
  return !!row;
}

export async function insertar(db: Executor, values: typeof entidades.$inferInsert) {
  const [row] = await db.insert(e).values(values).returning({ id: e.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof entidades.$inferInsert>) {
  await db.update(e).set(values).where(eq(e.id, id));
}

/** Fields of the other-entities screens (spec part 2 §3 "otros"). */
const filaOtra = { ...fila, razon_social: e.razon_social, id_entidad_ovt: e.id_entidad_ovt };

/**
 * A REST page (`{ datos, total, totalFiltro }`) of the entities of one kind: `clase` is the kind a
 * screen works on (e.g. tipo EMBAJADA, origen OTRO; indexes on tipo and on (origen, id)), `f` the
 * user's filters; `total` counts the kind, `totalFiltro` the filtered rows.
 */
export async function paginaDeClase(db: Executor, clase: { tipo?: string; origen?: string }, f: EntidadesFiltro, alcance: number | null) {
  const base: SQL[] = [];
  if (alcance !== null) base.push(eq(e.id, alcance));
  if (clase.tipo) base.push(eq(e.tipo, clase.tipo));
  if (clase.origen) base.push(eq(e.origen, clase.origen));
  const c: SQL[] = [...base];
  if (f.nombre) c.push(containsText(e.nombre, f.nombre));
  if (f.nit) c.push(containsText(e.nit, f.nit));
  if (f.tipo) c.push(eq(e.tipo, f.tipo));
  if (f.estado) c.push(eq(e.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [[total], [filtrados], rows] = await Promise.all([
    db.select({ n: count() }).from(e).where(and(...base)),
    db.select({ n: count() }).from(e).where(where),
    db.select(filaOtra).from(e).where(where).orderBy(...sortBy(f.order, ordenables, 'nombre', e.id)).limit(limit).offset(offset),
  ]);
  return { datos: rows.map((r) => ({ ...r, _created_at: iso(r._created_at) })), total: Number(total?.n ?? 0), totalFiltro: Number(filtrados?.n ?? 0) };
}

/** One entity of a kind, or null (another kind's row is not found here). */
export async function buscarDeClase(db: Executor, id: number, clase: { tipo?: string; origen?: string }, alcance: number | null) {
  const c: SQL[] = [eq(e.id, id)];
  if (alcance !== null) c.push(eq(e.id, alcance));
  if (clase.tipo) c.push(eq(e.tipo, clase.tipo));
  if (clase.origen) c.push(eq(e.origen, clase.origen));
  const [row] = await db.select(filaOtra).from(e).where(and(...c)).limit(1);
  return row ? { ...row, _created_at: iso(row._created_at) } : null;
}
