import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { AlimentosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { alimentos, gruposAlimenticios } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const a = alimentos;
const g = gruposAlimenticios;
const fila = {
  id: a.id,
  nombre: a.nombre,
  unidad: a.unidad,
  id_grupo_alimenticio: a.id_grupo_alimenticio,
  nombreGrupo: g.nombre,
  id_entidad: a.id_entidad,
  precio: a.precio,
  estado: a.estado,
  _created_at: a._created_at,
};
const ordenables = { id: a.id, nombre: a.nombre, unidad: a.unidad, nombreGrupo: g.nombre, precio: a.precio, estado: a.estado, _created_at: a._created_at };
const seleccionar = (db: Executor, where?: SQL) => db.select(fila).from(a).innerJoin(g, eq(g.id, a.id_grupo_alimenticio)).where(where);
type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
const salida = (r: Fila) => ({ ...r, _created_at: iso(r._created_at) });

/**
 * Whose catalogue: null is the programme's foods (no owner), a number is that provider's products.
 * Every query goes through it, so a provider never reaches another one's rows.
 */
const delCatalogo = (dueno: number | null): SQL => (dueno === null ? isNull(a.id_entidad) : eq(a.id_entidad, dueno));

export async function listar(db: Executor, f: AlimentosFiltro, dueno: number | null) {
  const c: SQL[] = [delCatalogo(dueno)];
  if (f.nombre) c.push(containsText(a.nombre, f.nombre));
  if (f.id_grupo_alimenticio) c.push(eq(a.id_grupo_alimenticio, f.id_grupo_alimenticio));
  if (f.estado) c.push(eq(a.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(a).where(where);
  const rows = await seleccionar(db, where).orderBy(...sortBy(f.order, ordenables, 'nombre', a.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

export async function buscar(db: Executor, id: number, dueno: number | null) {
  const [row] = await seleccionar(db, and(eq(a.id, id), delCatalogo(dueno))).limit(1);
  return row ? salida(row) : null;
}

/** Whether the group exists and is ACTIVO: foods are filed only under active groups. */
export async function grupoActivo(db: Executor, id: number) {
  const [row] = await db.select({ id: g.id }).from(g).where(and(eq(g.id, id), eq(g.estado, 'ACTIVO'))).limit(1);
  return Boolean(row);
}

export async function insertar(db: Executor, values: typeof a.$inferInsert) {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, dueno: number | null, values: Partial<typeof a.$inferInsert>) {
  await db.update(a).set(values).where(and(eq(a.id, id), delCatalogo(dueno)));
}
