import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { diaBolivia } from '../../core/sql.js';

/**
 * The dashboard's aggregates (issue 17): each one GROUP BY over an indexed, bounded range, never a
 * row per record. Money comes back as decimal text; months as 'AAAA-MM', weeks as their Monday.
 */

/** A Bolivian timestamp's month (UTC−4, no daylight saving). */
const mesBolivia = (columna: string) => sql`to_char(${diaBolivia(sql.raw(columna))}, 'YYYY-MM')`;

export type Mensual = { mes: string; monto: string };

/** Σ monto_total of the PAGADO payrolls per month of `pagado_at` since `desde` (planillas_pagado_at_idx). */
export async function ingresosPorMes(db: Executor, desde: Date): Promise<Mensual[]> {
  const r = await db.execute<Mensual>(sql`
    select ${mesBolivia('p.pagado_at')} as mes, sum(p.monto_total)::numeric(16, 2)::text as monto
    from planillas p where p.pagado_at >= ${desde.toISOString()}::timestamptz and p.estado = 'PAGADO'
    group by 1`);
  return r.rows;
}

/** Σ monto of the REALIZADA sales per month of their Bolivian day since `desdeDia` (ventas_dia_idx). */
export async function ventasPorMes(db: Executor, desdeDia: string): Promise<Mensual[]> {
  const r = await db.execute<Mensual>(sql`
    select substr(v.dia, 1, 7) as mes, sum(v.monto)::numeric(16, 2)::text as monto
    from ventas v where v.dia >= ${desdeDia} and v.estado = 'REALIZADA'
    group by 1`);
  return r.rows;
}

/** Σ monto of the PAGADO payments to providers per month of `fecha_pago` (pagos_estado_idx: a few per provider and period). */
export async function pagosPorMes(db: Executor, desde: Date): Promise<Mensual[]> {
  const r = await db.execute<Mensual>(sql`
    select ${mesBolivia('g.fecha_pago')} as mes, sum(g.monto)::numeric(16, 2)::text as monto
    from pagos g where g.estado = 'PAGADO' and g.fecha_pago >= ${desde.toISOString()}::timestamptz
    group by 1`);
  return r.rows;
}

export type PorEstado = { estado: string; cantidad: number; monto: string | null };

/** Beneficiaries per state from the counters kept by triggers (decision 025), never a count over the rows. */
export async function beneficiariasPorEstado(db: Executor): Promise<PorEstado[]> {
  const r = await db.execute<PorEstado>(sql`
    select c.estado, sum(c.n)::int as cantidad, null as monto
    from beneficiarias_conteo c group by c.estado having sum(c.n) > 0 order by c.estado`);
  return r.rows;
}

/** An entity's payrolls of the periods since `desdePeriodo` per state: count and Σ (planillas_entidad_estado_idx). */
export async function planillasPorEstado(db: Executor, idEntidad: number, desdePeriodo: string): Promise<PorEstado[]> {
  const r = await db.execute<PorEstado>(sql`
    select p.estado, count(*)::int as cantidad, sum(p.monto_total)::numeric(16, 2)::text as monto
    from planillas p where p.id_entidad = ${idEntidad} and p.periodo >= ${desdePeriodo}::date
    group by p.estado order by p.estado`);
  return r.rows;
}

export type Semanal = { semana: string; cantidad: number; monto: string };

/**
 * A provider's REALIZADA sales per ISO week (its Monday) since `desdeDia`, of all its points of sale
 * or of one: read through ventas_sucursal_dia_idx, point of sale by point of sale.
 */
export async function ventasPorSemana(db: Executor, idEntidad: number, idSucursal: number | null, desdeDia: string): Promise<Semanal[]> {
  const puntos = idSucursal === null ? sql`select s.id from sucursales s where s.id_entidad = ${idEntidad}` : sql`select ${idSucursal}::int`;
  const r = await db.execute<Semanal>(sql`
    select to_char(date_trunc('week', v.dia::date), 'YYYY-MM-DD') as semana, count(*)::int as cantidad, sum(v.monto)::numeric(16, 2)::text as monto
    from ventas v
    where v.id_sucursal in (${puntos}) and v.id_entidad = ${idEntidad} and v.dia >= ${desdeDia} and v.estado = 'REALIZADA'
    group by 1`);
  return r.rows;
}
