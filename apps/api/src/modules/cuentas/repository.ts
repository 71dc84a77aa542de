import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ejecutarPreparada } from '../../db/preparadas.js';
import { PREFIJO_LINEA_PLANILLA } from './origen.js';

/**
 * The ledger (DOMAIN.md §4, decision 023): `cuentas` with a cached `saldo` and append-only
 * `movimientos`. The saldo changes only in the statement that inserts its movements.
 */

/** The line-id bounds of a payroll's vigente lines, a thousand at a time: [after, upTo] pairs. */
export async function tramosDeLineas(db: Executor, idPlanilla: number, tamano: number): Promise<Array<[number, number]>> {
  const r = await db.execute<{ hasta: number | string }>(sql`
    select id as hasta from (
      select id, row_number() over (order by id) as n, count(*) over () as total
      from planilla_detalle where id_planilla = ${idPlanilla} and vigente
    ) x where n % ${tamano} = 0 or n = total order by id`);
  const tramos: Array<[number, number]> = [];
  let desde = 0;
  for (const f of r.rows) {
    const hasta = Number(f.hasta);
    tramos.push([desde, hasta]);
    desde = hasta;
  }
  return tramos;
}

/** Each line's account exists (insert … on conflict do nothing), and those accounts are locked in id order (no deadlock between two credits). */
export async function asegurarCuentas(db: Executor, idPlanilla: number, desde: number, hasta: number, usuario: number, cuando: Date) {
  await db.execute(sql`
    insert into cuentas (id_beneficiaria, id_subsidio, saldo, _user_created, _created_at)
    select distinct d.id_beneficiaria, d.id_subsidio, 0, ${usuario}::int, ${cuando}::timestamptz
    from planilla_detalle d
    where d.id_planilla = ${idPlanilla} and d.vigente and d.id > ${desde} and d.id <= ${hasta}
    order by 1, 2
    on conflict (id_beneficiaria, id_subsidio) do nothing`);
  await db.execute(sql`
    select c.id from cuentas c
    where (c.id_beneficiaria, c.id_subsidio) in (
      select d.id_beneficiaria, d.id_subsidio from planilla_detalle d
      where d.id_planilla = ${idPlanilla} and d.vigente and d.id > ${desde} and d.id <= ${hasta})
    order by c.id for update`);
}

/** A payroll line's movement key, `origenLineaPlanilla` (origen.ts) built per row in SQL. */
const origenDeLinea = (idLinea: SQL) => sql`${PREFIJO_LINEA_PLANILLA}::text || ${idLinea}`;

/**
 * One ABONO per line (origen `planilla_detalle:<id>`), ON CONFLICT (origen) DO NOTHING, and the
 * saldo raised by exactly what was inserted: one statement. Answers the lines credited now.
 */
export async function abonarLineas(db: Executor, idPlanilla: number, desde: number, hasta: number, usuario: number, cuando: Date): Promise<number> {
  const r = await db.execute<{ n: number | string }>(sql`
    with nuevos as (
      insert into movimientos (id_cuenta, tipo, monto, origen, fecha, _user_created, _created_at)
      select c.id, 'ABONO', d.monto, ${origenDeLinea(sql`d.id`)}, ${cuando}::timestamptz, ${usuario}::int, ${cuando}::timestamptz
      from planilla_detalle d
      join cuentas c on c.id_beneficiaria = d.id_beneficiaria and c.id_subsidio = d.id_subsidio
      where d.id_planilla = ${idPlanilla} and d.vigente and d.id > ${desde} and d.id <= ${hasta}
      on conflict (origen) do nothing
      returning id_cuenta, monto
    ), sumas as (
      select id_cuenta, sum(monto) as suma, count(*) as n from nuevos group by id_cuenta
    ), saldos as (
      update cuentas c set saldo = c.saldo + s.suma, _user_updated = ${usuario}, _updated_at = ${cuando}
      from sumas s where c.id = s.id_cuenta
      returning c.id
    )
    select coalesce((select sum(n) from sumas), 0) as n, (select count(*) from saldos) as cuentas`);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * The delivery calendar of the subsidy lines credited (decision 026): one `entregas` row per ABONO of
 * a line whose subsidy is not the bonus (1), same origen, amount and assignment, deliverable from the
 * payment's date in Bolivia until that date plus the subsidy's vigencia_dias. ON CONFLICT (origen)
 * DO NOTHING: a retried credit enables nothing twice.
 */
export async function habilitarEntregas(db: Executor, idPlanilla: number, desde: number, hasta: number, fecha: string, usuario: number, cuando: Date): Promise<number> {
  const r = await db.execute<{ n: number | string }>(sql`
    with nuevas as (
      insert into entregas (id_beneficiaria, id_subsidio, nro_asignacion, origen, monto, habilitada_desde, fecha_limite, estado, _user_created, _created_at)
      select d.id_beneficiaria, d.id_subsidio, d.nro_asignacion, m.origen, d.monto, ${fecha}::date, ${fecha}::date + s.vigencia_dias, 'HABILITADO', ${usuario}::int, ${cuando}::timestamptz
      from planilla_detalle d
      join subsidios s on s.id = d.id_subsidio
      join movimientos m on m.origen = ${origenDeLinea(sql`d.id`)} and m.tipo = 'ABONO'
      where d.id_planilla = ${idPlanilla} and d.vigente and d.id > ${desde} and d.id <= ${hasta}
        and d.id_subsidio <> 1 and d.nro_asignacion is not null
      order by d.id
      on conflict (origen) do nothing
      returning id
    )
    select count(*) as n from nuevas`);
  return Number(r.rows[0]?.n ?? 0);
}

/** Her account in the subsidy (created at 0 if new), locked for the credit that follows: its id. */
export async function asegurarCuenta(db: Executor, idBeneficiaria: number, idSubsidio: number, usuario: number, cuando: Date): Promise<number> {
  await db.execute(sql`
    insert into cuentas (id_beneficiaria, id_subsidio, saldo, _user_created, _created_at)
    values (${idBeneficiaria}, ${idSubsidio}, 0, ${usuario}::int, ${cuando}::timestamptz)
    on conflict (id_beneficiaria, id_subsidio) do nothing`);
  const r = await db.execute<{ id: number }>(sql`select id from cuentas where id_beneficiaria = ${idBeneficiaria} and id_subsidio = ${idSubsidio} for update`);
  return Number(r.rows[0]!.id);
}

/**
 * ABONOs on an account the caller locked, one per (origen, monto as decimal text), ON CONFLICT
 * (origen) DO NOTHING, and the saldo raised by exactly what was inserted: one statement. Answers
 * the movements inserted now (their origen and monto).
 */
export async function insertarAbonos(db: Executor, idCuenta: number, abonos: Array<{ origen: string; monto: string }>, usuario: number, cuando: Date) {
  if (abonos.length === 0) return [];
  const filas = sql.join(abonos.map((a) => sql`(${a.origen}::text, ${a.monto}::numeric)`), sql`, `);
  const r = await db.execute<{ origen: string; monto: string }>(sql`
    with nuevos as (
      insert into movimientos (id_cuenta, tipo, monto, origen, fecha, _user_created, _created_at)
      select ${idCuenta}::int, 'ABONO', a.monto, a.origen, ${cuando}::timestamptz, ${usuario}::int, ${cuando}::timestamptz
      from (values ${filas}) as a(origen, monto)
      on conflict (origen) do nothing
      returning id, monto, origen
    ), saldo as (
      update cuentas c set saldo = c.saldo + s.suma, _user_updated = ${usuario}, _updated_at = ${cuando}
      from (select sum(monto) as suma from nuevos having count(*) > 0) s where c.id = ${idCuenta}
      returning c.id
    )
    select n.origen, n.monto::text as monto, (select count(*) from saldo) as cuentas from nuevos n order by n.id`);
  return r.rows.map((f) => ({ origen: f.origen, monto: f.monto }));
}

/** The account of a beneficiary in a subsidy, locked for a charge; null when she has none. */
export async function cuentaBloqueada(db: Executor, idBeneficiaria: number, idSubsidio: number) {
  const r = await ejecutarPreparada<{ id: number; saldo: string }>(db, 'cuenta', sql`
    select id, saldo::text as saldo from cuentas where id_beneficiaria = ${idBeneficiaria} and id_subsidio = ${idSubsidio} for update`);
  return r.rows[0] ?? null;
}

/**
 * One CARGO of `monto` (decimal text) with this unique origen, and the saldo lowered by exactly what
 * was inserted: one statement. Answers the movement's id, or null when the origen was already charged.
 */
export async function insertarCargo(db: Executor, idCuenta: number, monto: string, origen: string, usuario: number | null, cuando: Date): Promise<number | null> {
  const r = await ejecutarPreparada<{ id: number | string | null }>(db, 'cuenta', sql`
    with nuevo as (
      insert into movimientos (id_cuenta, tipo, monto, origen, fecha, _user_created, _created_at)
      values (${idCuenta}, 'CARGO', ${monto}::numeric, ${origen}, ${cuando}::timestamptz, ${usuario}::int, ${cuando}::timestamptz)
      on conflict (origen) do nothing
      returning id, id_cuenta, monto
    ), saldo as (
      update cuentas c set saldo = c.saldo - n.monto, _user_updated = ${usuario}, _updated_at = ${cuando}
      from nuevo n where c.id = n.id_cuenta
      returning c.id
    )
    select (select id from nuevo) as id, (select count(*) from saldo) as cuentas`);
  const id = r.rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}

/** A person's accounts in a subsidy (those of these beneficiary rows), locked in id order: the oldest first. */
export async function cuentasBloqueadas(db: Executor, idsBeneficiaria: number[], idSubsidio: number) {
  if (idsBeneficiaria.length === 0) return [];
  const r = await ejecutarPreparada<{ id: number; id_beneficiaria: number; saldo: string }>(db, 'cuenta', sql`
    select id, id_beneficiaria, saldo::text as saldo from cuentas
    where id_beneficiaria in (${sql.join(idsBeneficiaria.map((i) => sql`${i}`), sql`, `)}) and id_subsidio = ${idSubsidio}
    order by id for update`);
  return r.rows.map((f) => ({ id: Number(f.id), id_beneficiaria: Number(f.id_beneficiaria), saldo: f.saldo }));
}

/** A CARGO on an account known by id (locked by the caller); null when the origen was already charged. */
export async function insertarCargoEnCuenta(db: Executor, idCuenta: number, monto: string, origen: string, usuario: number | null, cuando: Date) {
  return insertarCargo(db, idCuenta, monto, origen, usuario, cuando);
}

/**
 * The REVERSO of a movement (its whole amount, same account), with this unique origen, and the saldo
 * moved back by exactly what was inserted: one statement. Null when the origen was already used.
 */
export async function insertarReverso(db: Executor, idMovimiento: number, origen: string, usuario: number | null, cuando: Date): Promise<number | null> {
  const r = await ejecutarPreparada<{ id: number | string | null }>(db, 'cuenta', sql`
    with original as (
      select id, id_cuenta, tipo, monto from movimientos where id = ${idMovimiento}
    ), nuevo as (
      insert into movimientos (id_cuenta, tipo, monto, origen, fecha, id_movimiento_revertido, _user_created, _created_at)
      select o.id_cuenta, 'REVERSO', o.monto, ${origen}, ${cuando}::timestamptz, o.id, ${usuario}::int, ${cuando}::timestamptz from original o
      on conflict (origen) do nothing
      returning id, id_cuenta, monto
    ), saldo as (
      update cuentas c set saldo = c.saldo + case (select tipo from original) when 'ABONO' then -n.monto else n.monto end, _user_updated = ${usuario}, _updated_at = ${cuando}
      from nuevo n where c.id = n.id_cuenta
      returning c.id
    )
    select (select id from nuevo) as id, (select count(*) from saldo) as cuentas`);
  const id = r.rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}
