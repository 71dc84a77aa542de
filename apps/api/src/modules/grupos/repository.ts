import { and, count, eq, type SQL } from 'drizzle-orm';
import type { GrupoAlimenticiosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { gruposAlimenticios } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const g = gruposAlimenticios;
const fila = { id: g.id, nombre: g.nombre, sigla: g.sigla, descripcion: g.descripcion, estado: g.estado, _created_at: g._created_at };
const ordenables = { id: g.id, nombre: g.nombre, sigla: g.sigla, estado: g.estado, _created_at: g._created_at };
const seleccionar = (db: Executor, where?: SQL) => db.select(fila).from(g).where(where);
type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
const salida = (r: Fila) => ({ ...r, _created_at: iso(r._created_at) });

/** Food groups; `soloActivos` for callers who only choose among them (a provider's product form). */
export async function listar(db: Executor, f: GrupoAlimenticiosFiltro, soloActivos: boolean) {
  const c: SQL[] = [];
  if (soloActivos) c.push(eq(g.estado, 'ACTIVO'));
  if (f.nombre) c.push(containsText(g.nombre, f.nombre));
  if (f.sigla) c.push(containsText(g.sigla, f.sigla));
  if (f.estado) c.push(eq(g.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(g).where(where);
  const rows = await seleccionar(db, where).orderBy(...sortBy(f.order, ordenables, 'nombre', g.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

export async function buscar(db: Executor, id: number, soloActivos = false) {
  const c = [eq(g.id, id)];
  if (soloActivos) c.push(eq(g.estado, 'ACTIVO'));
  const [row] = await seleccionar(db, and(...c)).limit(1);
  return row ? salida(row) : null;
}

export async function insertar(db: Executor, values: typeof g.$inferInsert) {
  const [row] = await db.insert(g).values(values).returning({ id: g.id });
  return row!.id;
}

/**
 * Writes the changes; with `soloSiCreado` only while the group is CREADO, in the same statement,
 * so that an activation in between cannot let a change through. Answers whether a row changed.
 */
export async function actualizar(db: Executor, id: number, values: Partial<typeof g.$inferInsert>, soloSiCreado: boolean) {
  const c = [eq(g.id, id)];
  if (soloSiCreado) c.push(eq(g.estado, 'CREADO'));
  const rows = await db.update(g).set(values).where(and(...c)).returning({ id: g.id });
  return rows.length > 0;
}
