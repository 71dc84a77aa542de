import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cptPlanillas, cpts, entidades, planillas, sucursales } from '../../db/schema/index.js';
import { paginate } from '../../core/sql.js';

/**
 * Payment codes (DOMAIN.md §3; decisions 022, 024): `cpts` and their `cpt_planillas`. The payrolls'
 * states change through the payroll service; this reads them only to decide.
 */

const pl = planillas;
const cp = cptPlanillas;

const codigo = {
  id: cpts.id,
  codigo: cpts.codigo,
  referencia: cpts.referencia,
  id_entidad: cpts.id_entidad,
  monto: cpts.monto,
  estado: cpts.estado,
  vence: cpts.vence,
  _user_created: cpts._user_created,
};

/** Payrolls (already locked by the caller) with their entity and their live code, if any. */
export async function planillasConCodigo(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: pl.id, nombre: pl.nombre, estado: pl.estado, monto_total: pl.monto_total, id_entidad: pl.id_entidad, id_cpt: cp.id_cpt })
    .from(pl)
    .leftJoin(cp, and(eq(cp.id_planilla, pl.id), eq(cp.vigente, true)))
    .where(inArray(pl.id, ids))
    .orderBy(pl.id);
}

/** The payrolls a code holds while it is live (`vigente`), in id order. */
export async function planillasVigentesDe(db: Executor, idCpt: number): Promise<number[]> {
  const r = await db.select({ id: cp.id_planilla }).from(cp).where(and(eq(cp.id_cpt, idCpt), eq(cp.vigente, true))).orderBy(cp.id_planilla);
  return r.map((x) => x.id);
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(codigo).from(cpts).where(eq(cpts.id, id));
  return row ?? null;
}

export async function insertar(db: Executor, fila: typeof cpts.$inferInsert) {
  const [row] = await db.insert(cpts).values(fila).returning(codigo);
  return row!;
}

/** The code's payrolls; the partial unique index refuses a payroll already in a live code. */
export async function insertarPlanillas(db: Executor, idCpt: number, ids: number[]) {
  await db.insert(cp).values(ids.map((id_planilla) => ({ id_cpt: idCpt, id_planilla })));
}

/** Stores the platform's code once: a second caller (a repeat, the polling) changes nothing. */
export async function fijarCodigo(db: Executor, id: number, valor: { codigo: string; vence: Date; cuando: Date }) {
  await db
    .update(cpts)
    .set({ codigo: valor.codigo, vence: valor.vence, _updated_at: valor.cuando })
    .where(and(eq(cpts.id, id), isNull(cpts.codigo)));
}

/** The code's row by its number, locked for its one state change (a notification and a poll wait for each other). */
export async function bloquearPorCodigo(db: Executor, numero: string) {
  const [row] = await db.select(codigo).from(cpts).where(eq(cpts.codigo, numero)).for('update');
  return row ?? null;
}

export async function cambiarEstado(db: Executor, id: number, valor: { estado: 'PAGADO' | 'VENCIDO'; fecha_pago: Date | null; quien: number | null; cuando: Date }) {
  await db.update(cpts).set({ estado: valor.estado, fecha_pago: valor.fecha_pago, _user_updated: valor.quien, _updated_at: valor.cuando }).where(eq(cpts.id, id));
}

/** A VENCIDO code lets its payrolls go: they may get another code. */
export async function soltarPlanillas(db: Executor, idCpt: number) {
  await db.update(cp).set({ vigente: false }).where(and(eq(cp.id_cpt, idCpt), eq(cp.vigente, true)));
}

/**
 * The polling's claim (the GUIDE's "timed work"): up to `lote` PENDIENTE codes due at `ahora`, taken
 * with FOR UPDATE SKIP LOCKED and given their next check in the same statement, so that several
 * copies of the API never look at one code at once and a code whose check failed waits its turn.
 * The next check is `intervalo` away while the code is young, then half its age, up to an hour: a
 * code waiting days to be paid costs the platform dozens of questions, not thousands.
 */
export async function reclamarPendientes(db: Executor, ahora: Date, intervaloMs: number, lote: number) {
  const r = await db.execute<{ id: number; codigo: string | null; referencia: string; monto: string; vence: Date | string | null; desconocido_at: Date | string | null }>(sql`
    update cpts set proxima_revision = ${ahora}::timestamptz
      + greatest(${intervaloMs}::int * interval '1 millisecond', least((${ahora}::timestamptz - _created_at) / 2, interval '1 hour'))
    where id in (
      select id from cpts
      where estado = 'PENDIENTE' and proxima_revision <= ${ahora}::timestamptz
      order by proxima_revision, id
      limit ${lote}
      for update skip locked
    )
    returning id, codigo, referencia, monto::text as monto, vence, desconocido_at`);
  return r.rows.map((x) => ({ ...x, id: Number(x.id), vence: x.vence === null ? null : new Date(x.vence), desconocido_at: x.desconocido_at === null ? null : new Date(x.desconocido_at) }));
}

/**
 * Marks that the platform did not know a PENDIENTE code at this check, and checks it again after one
 * interval (not the hour an old code waits): the miss is confirmed or forgotten soon.
 */
export async function marcarDesconocido(db: Executor, id: number, cuando: Date, intervaloMs: number): Promise<void> {
  await db
    .update(cpts)
    .set({ desconocido_at: cuando, proxima_revision: new Date(cuando.getTime() + intervaloMs) })
    .where(and(eq(cpts.id, id), eq(cpts.estado, 'PENDIENTE')));
}

/** The platform knows the code again: a miss of an earlier check is forgotten. */
export async function olvidarDesconocido(db: Executor, id: number): Promise<void> {
  await db.update(cpts).set({ desconocido_at: null }).where(eq(cpts.id, id));
}

/** What names a code at the platform (`glosa`): its payrolls' ids and its entity's name. */
export async function glosaDe(db: Executor, idCpt: number) {
  const [row] = await db
    .select({ entidad: entidades.nombre, planillas: sql<string>`(select string_agg(x.id_planilla::text, ', ' order by x.id_planilla) from cpt_planillas x where x.id_cpt = ${cpts.id} and x.vigente)` })
    .from(cpts)
    .innerJoin(entidades, eq(entidades.id, cpts.id_entidad))
    .where(eq(cpts.id, idCpt));
  return row ?? null;
}

/** `GET /api/v1/planillas/cpts`: the entity's CREADO payrolls, newest first, one page. */
export async function creadas(db: Executor, entidad: number | null, args: { limit: number; page: number }) {
  const where = and(eq(pl.estado, 'CREADO'), entidad === null ? undefined : eq(pl.id_entidad, entidad));
  const { limit, offset } = paginate(args);
  const [total] = await db.select({ n: count() }).from(pl).where(where);
  const datos = await db
    .select({ idPlanilla: pl.id, montoTotal: pl.monto_total, nombre: pl.nombre, sucursal: sucursales.nombre, _created_at: pl._created_at })
    .from(pl)
    .innerJoin(sucursales, eq(sucursales.id, pl.id_sucursal_pago))
    .where(where)
    .orderBy(desc(pl.id))
    .limit(limit)
    .offset(offset);
  return { datos, total: Number(total?.n ?? 0) };
}

/** The payrolls' names, in id order, for the mail that tells they were paid. */
export async function nombresPlanillas(db: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const r = await db.select({ id: pl.id, nombre: pl.nombre }).from(pl).where(inArray(pl.id, ids)).orderBy(pl.id);
  return r.map((p) => `N.º ${p.id} — ${p.nombre}`);
}
