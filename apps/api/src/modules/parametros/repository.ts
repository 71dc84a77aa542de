import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ParametrosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { parametros } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const p = parametros;
const fila = { id: p.id, nombre: p.nombre, valor: p.valor, label: p.label, descripcion: p.descripcion, estado: p.estado };
const ordenables = { id: p.id, nombre: p.nombre, label: p.label, valor: p.valor, estado: p.estado };

export async function listar(db: Executor, f: ParametrosFiltro) {
  const c: SQL[] = [];
  if (f.nombre) c.push(containsText(p.nombre, f.nombre));
  if (f.label) c.push(containsText(p.label, f.label));
  if (f.estado) c.push(eq(p.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(p).where(where);
  const rows = await db.select(fila).from(p).where(where).orderBy(...sortBy(f.order, ordenables, 'nombre', p.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(fila).from(p).where(eq(p.id, id)).limit(1);
  return row ?? null;
}

export async function valorDe(db: Executor, nombre: string): Promise<string | undefined> {
  const [row] = await db.select({ valor: p.valor }).from(p).where(eq(p.nombre, nombre)).limit(1);
  return row?.valor;
}

export async function insertar(db: Executor, values: typeof parametros.$inferInsert): Promise<number> {
  const [row] = await db.insert(p).values(values).returning({ id: p.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof parametros.$inferInsert>): Promise<void> {
  await db.update(p).set(values).where(eq(p.id, id));
}
