import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ServiciosIopFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { serviciosIop } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const s = serviciosIop;
const fila = { id: s.id, codigo: s.codigo, metodo: s.metodo, descripcion: s.descripcion, entidad: s.entidad, url: s.url, token: s.token, tipo: s.tipo, estado: s.estado };
const ordenables = { id: s.id, codigo: s.codigo, entidad: s.entidad, tipo: s.tipo, estado: s.estado };

/** A token is a secret: the browser sees only its first characters. */
const ocultar = <T extends { token: string | null }>(row: T) => ({ ...row, token: row.token ? `${row.token.slice(0, 4)}…` : null });

export async function listar(db: Executor, f: ServiciosIopFiltro) {
  const c: SQL[] = [];
  if (f.codigo) c.push(containsText(s.codigo, f.codigo));
  if (f.entidad) c.push(containsText(s.entidad, f.entidad));
  if (f.estado) c.push(eq(s.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  const rows = await db.select(fila).from(s).where(where).orderBy(...sortBy(f.order, ordenables, 'codigo', s.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(ocultar) };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(fila).from(s).where(eq(s.id, id)).limit(1);
  return row ? ocultar(row) : null;
}

export async function insertar(db: Executor, values: typeof serviciosIop.$inferInsert): Promise<number> {
  const [row] = await db.insert(s).values(values).returning({ id: s.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof serviciosIop.$inferInsert>): Promise<void> {
  await db.update(s).set(values).where(eq(s.id, id));
}

/** An active service's address and token, unmasked: for the integration clients only, never for the browser. */
export async function activoPorCodigo(db: Executor, codigo: string): Promise<{ url: string; token: string | null } | undefined> {
  const [row] = await db.select({ url: s.url, token: s.token }).from(s).where(and(eq(s.codigo, codigo), eq(s.estado, 'ACTIVO'))).limit(1);
  return row;
}

/** Points a service at another address (the local simulators at start). */
export async function apuntar(db: Executor, codigo: string, url: string, token: string): Promise<void> {
  await db.update(s).set({ url, token }).where(eq(s.codigo, codigo));
}
