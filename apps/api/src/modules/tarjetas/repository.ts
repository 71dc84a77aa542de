import { and, count, eq, type SQL } from 'drizzle-orm';
import type { TarjetasFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, tarjetas } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const t = tarjetas;
const fila = { id: t.id, uuid: t.uuid, lote: t.lote, estado: t.estado, _created_at: t._created_at };
const ordenables = { id: t.id, uuid: t.uuid, lote: t.lote, estado: t.estado, _created_at: t._created_at };
type Fila = { id: number; uuid: string; lote: string; estado: string; _created_at: Date | string | null };
const salida = (r: Fila) => ({ ...r, _created_at: iso(r._created_at) });

export async function listar(db: Executor, f: TarjetasFiltro) {
  const c: SQL[] = [];
  if (f.estado) c.push(eq(t.estado, f.estado));
  if (f.uuid) c.push(containsText(t.uuid, f.uuid));
  if (f.lote) c.push(containsText(t.lote, f.lote));
  const where = c.length ? and(...c) : undefined;
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db.select(fila).from(t).where(where).orderBy(...sortBy(f.order, ordenables, '-id', t.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

export async function contarLote(db: Executor, lote: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.lote, lote));
  return Number(row?.n ?? 0);
}

export async function porUuid(db: Executor, uuid: string) {
  const [row] = await db.select(fila).from(t).where(eq(t.uuid, uuid)).limit(1);
  return row ? salida(row) : null;
}

/** The card row, locked until the transaction ends: two assignments of one card wait for each other. */
export async function bloquearPorUuid(db: Executor, uuid: string) {
  const [row] = await db.select({ id: t.id, estado: t.estado, id_beneficiaria: t.id_beneficiaria }).from(t).where(eq(t.uuid, uuid)).for('update').limit(1);
  return row ?? null;
}

/** The beneficiary row, locked: two cards for one beneficiary wait for each other. */
export async function bloquearBeneficiaria(db: Executor, id: number) {
  const [row] = await db.select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona }).from(beneficiarias).where(eq(beneficiarias.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function asignadaDe(db: Executor, idBeneficiaria: number) {
  const [row] = await db
    .select({ id: t.id, uuid: t.uuid })
    .from(t)
    .where(and(eq(t.id_beneficiaria, idBeneficiaria), eq(t.estado, 'ASIGNADO')))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertar(db: Executor, values: typeof t.$inferInsert): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof t.$inferInsert>): Promise<void> {
  await db.update(t).set(values).where(eq(t.id, id));
}
