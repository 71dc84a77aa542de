import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { EstadoPago, PagosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { alimentos, entidades, pagos, sucursales, ventaDetalle, ventas } from '../../db/schema/index.js';
import { sortBy, paginate } from '../../core/sql.js';

/**
 * Payments to providers (issue 17): `pagos`, and the `ventas` they settle (read and linked through
 * `id_pago` only; sales are written by the sales module).
 */

/** Two settlements never overlap: a transaction-scoped advisory lock of their own. */
const CANDADO_LIQUIDACION = 727_301;

const porLiquidar = (hasta: string) => and(isNull(ventas.id_pago), eq(ventas.estado, 'REALIZADA'), lt(ventas.dia, hasta));

export async function bloquearLiquidacion(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_LIQUIDACION})`);
}

/** The job's send to the treasury: one copy of the API at a time; false when another copy holds it. */
const CANDADO_ENVIO = 727_302;

export async function tomarEnvio(tx: Executor): Promise<boolean> {
  const r = await tx.execute<{ libre: boolean }>(sql`select pg_try_advisory_xact_lock(${CANDADO_ENVIO}) as libre`);
  return r.rows[0]!.libre;
}

/** Each provider's unsettled REALIZADA sales of days before `hasta`: total, first and last day (index ventas_por_liquidar_idx). */
export async function gruposPorLiquidar(tx: Executor, hasta: string) {
  return tx
    .select({ id_entidad: ventas.id_entidad, monto: sql<string>`sum(${ventas.monto})::text`, desde: sql<string>`min(${ventas.dia})`, hasta: sql<string>`max(${ventas.dia})` })
    .from(ventas)
    .where(porLiquidar(hasta))
    .groupBy(ventas.id_entidad)
    .orderBy(ventas.id_entidad);
}

export async function insertarPago(tx: Executor, fila: typeof pagos.$inferInsert) {
  const [row] = await tx.insert(pagos).values(fila).returning({ id: pagos.id });
  return row!.id;
}

/** Links the provider's unsettled sales to the payment; `id_pago is null` keeps a sale in one payment only. */
export async function asignarVentas(tx: Executor, idPago: number, idEntidad: number, hasta: string) {
  await tx
    .update(ventas)
    .set({ id_pago: idPago })
    .where(and(eq(ventas.id_entidad, idEntidad), porLiquidar(hasta)));
}

/** Payments among `ids` whose amount is not the sum of their sales (none, or the settlement is undone). */
export async function descuadrados(tx: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx
    .select({ id: pagos.id })
    .from(pagos)
    .where(and(inArray(pagos.id, ids), sql`${pagos.monto} <> coalesce((select sum(v.monto) from ventas v where v.id_pago = ${pagos.id} and v.estado = 'REALIZADA'), 0)`));
  return r.map((x) => x.id);
}

const paraTesoro = { id: pagos.id, monto: pagos.monto, periodo_inicial: pagos.periodo_inicial, periodo_final: pagos.periodo_final, nit: entidades.nit, razon_social: sql<string>`coalesce(${entidades.razon_social}, ${entidades.nombre})` };

/** ENVIADO payments not yet in a treasury batch (new, or their batch failed to go): at most `n`, oldest first. */
export async function sinLote(db: Executor, n: number, ids?: number[]) {
  return db
    .select(paraTesoro)
    .from(pagos)
    .innerJoin(entidades, eq(entidades.id, pagos.id_entidad))
    .where(and(eq(pagos.estado, 'ENVIADO'), isNull(pagos.id_solicitud_pago_lote), ids ? inArray(pagos.id, ids) : undefined))
    .orderBy(asc(pagos.id))
    .limit(n);
}

export async function fijarLote(db: Executor, ids: number[], lote: string) {
  if (ids.length === 0) return;
  await db
    .update(pagos)
    .set({ id_solicitud_pago_lote: lote })
    .where(and(inArray(pagos.id, ids), isNull(pagos.id_solicitud_pago_lote)));
}

/** Batches that still hold an ENVIADO payment (index pagos_estado_idx). */
export async function lotesEnviados(db: Executor, n: number): Promise<string[]> {
  const r = await db
    .selectDistinct({ lote: pagos.id_solicitud_pago_lote })
    .from(pagos)
    .where(and(eq(pagos.estado, 'ENVIADO'), isNotNull(pagos.id_solicitud_pago_lote)))
    .orderBy(pagos.id_solicitud_pago_lote)
    .limit(n);
  return r.map((x) => x.lote!);
}

export interface Respuesta {
  estado: EstadoPago;
  id_transaccion: string | null;
  fecha_pago: Date | null;
  fecha_procesamiento: Date | null;
  cuenta_origen: string | null;
  banco_origen: string | null;
  cuenta_destino: string | null;
  banco_destino: string | null;
  codigo_respuesta_mefp: string | null;
  observacion_mefp: string | null;
}

/** Stores the treasury's final answer once: only an ENVIADO payment of that batch moves (a repeated poll changes nothing). */
export async function asentar(db: Executor, id: number, lote: string, r: Respuesta, cuando: Date) {
  const [hecho] = await db
    .update(pagos)
    .set({ ...r, _updated_at: cuando })
    .where(and(eq(pagos.id, id), eq(pagos.id_solicitud_pago_lote, lote), eq(pagos.estado, 'ENVIADO')))
    .returning({ id: pagos.id, id_entidad: pagos.id_entidad, monto: pagos.monto, desde: pagos.periodo_inicial, hasta: pagos.periodo_final, observacion: pagos.observacion_mefp });
  return hecho ?? null;
}

const fila = {
  id: pagos.id,
  id_entidad: pagos.id_entidad,
  // The spec's payee (part 2 §3 'Payment'): the provider entity paid (decision 040).
  id_beneficiario: pagos.id_entidad,
  nombre_entidad: entidades.nombre,
  nit: entidades.nit,
  monto: pagos.monto,
  periodo_inicial: pagos.periodo_inicial,
  periodo_final: pagos.periodo_final,
  estado: pagos.estado,
  cuenta_origen: pagos.cuenta_origen,
  cuenta_destino: pagos.cuenta_destino,
  banco_origen: pagos.banco_origen,
  banco_destino: pagos.banco_destino,
  fecha_solicitud: pagos.fecha_solicitud,
  fecha_pago: pagos.fecha_pago,
  fecha_procesamiento: pagos.fecha_procesamiento,
  id_solicitud_pago_lote: pagos.id_solicitud_pago_lote,
  id_transaccion: pagos.id_transaccion,
  codigo_respuesta_mefp: pagos.codigo_respuesta_mefp,
  observacion_mefp: pagos.observacion_mefp,
};
const ordenables = { id: pagos.id, monto: pagos.monto, periodo_inicial: pagos.periodo_inicial, periodo_final: pagos.periodo_final, estado: pagos.estado, fecha_solicitud: pagos.fecha_solicitud, fecha_pago: pagos.fecha_pago };

/** A page of payments, newest first by default; `entidad` null: every provider's (indexes pagos_entidad_idx, pagos_estado_idx). */
export async function listar(db: Executor, f: PagosFiltro, entidad: number | null) {
  const c: SQL[] = [];
  if (entidad !== null) c.push(eq(pagos.id_entidad, entidad));
  if (f.estado) c.push(eq(pagos.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(pagos).where(where);
  const rows = await db.select(fila).from(pagos).innerJoin(entidades, eq(entidades.id, pagos.id_entidad)).where(where).orderBy(...sortBy(f.order, ordenables, '-id', pagos.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(fila).from(pagos).innerJoin(entidades, eq(entidades.id, pagos.id_entidad)).where(eq(pagos.id, id)).limit(1);
  return row ?? null;
}

/** A page of a payment's sales after id `despues`, each with its products as text (index ventas_pago_idx). */
export async function paginaVentasDePago(db: Executor, idPago: number, despues: number, n: number) {
  return db
    .select({
      id: ventas.id,
      fecha: ventas.fecha,
      dia: ventas.dia,
      id_transaccion: ventas.id_transaccion,
      punto_venta: sucursales.nombre,
      metodo: ventas.metodo,
      monto: ventas.monto,
      productos: sql<string>`(select string_agg(${ventaDetalle.cantidad}::text || ' x ' || ${alimentos.nombre}, ', ' order by ${ventaDetalle.id}) from ${ventaDetalle} join ${alimentos} on ${alimentos.id} = ${ventaDetalle.id_alimento} where ${ventaDetalle.id_venta} = ${ventas.id})`,
    })
    .from(ventas)
    .innerJoin(sucursales, eq(sucursales.id, ventas.id_sucursal))
    .where(and(eq(ventas.id_pago, idPago), gt(ventas.id, despues)))
    .orderBy(asc(ventas.id))
    .limit(n);
}

const enPeriodo = (desde: Date, hasta: Date) => and(gte(pagos.fecha_solicitud, desde), lt(pagos.fecha_solicitud, hasta));

/** Per provider, the payments requested in [desde, hasta): how many and Σ by state (a row per provider paid). */
export async function resumen(db: Executor, desde: Date, hasta: Date) {
  const suma = (estado: string | null) => sql<string>`coalesce(sum(${pagos.monto}) filter (where ${estado === null ? sql`true` : sql`${pagos.estado} = ${estado}`}), 0)::numeric(14, 2)::text`;
  return db
    .select({ nit: entidades.nit, entidad: entidades.nombre, pagos: sql<number>`count(*)::int`, total: suma(null), pagado: suma('PAGADO'), enviado: suma('ENVIADO'), observado: suma('OBSERVADO') })
    .from(pagos)
    .innerJoin(entidades, eq(entidades.id, pagos.id_entidad))
    .where(enPeriodo(desde, hasta))
    .groupBy(entidades.id, entidades.nit, entidades.nombre)
    .orderBy(entidades.nombre, entidades.id);
}

/** A page of the payments requested in [desde, hasta) after id `despues`. */
export async function paginaDetallado(db: Executor, desde: Date, hasta: Date, despues: number, n: number) {
  return db
    .select(fila)
    .from(pagos)
    .innerJoin(entidades, eq(entidades.id, pagos.id_entidad))
    .where(and(enPeriodo(desde, hasta), gt(pagos.id, despues)))
    .orderBy(asc(pagos.id))
    .limit(n);
}

/** The payments of a settlement as their requests print them: the provider's name and NIT, and the account known so far. */
export async function solicitudes(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: pagos.id,
      id_entidad: pagos.id_entidad,
      proveedor: sql<string>`coalesce(${entidades.razon_social}, ${entidades.nombre})`,
      nit: entidades.nit,
      monto: pagos.monto,
      periodo_inicial: pagos.periodo_inicial,
      periodo_final: pagos.periodo_final,
      cuenta_destino: pagos.cuenta_destino,
      banco_destino: pagos.banco_destino,
      fecha_solicitud: pagos.fecha_solicitud,
    })
    .from(pagos)
    .innerJoin(entidades, eq(entidades.id, pagos.id_entidad))
    .where(inArray(pagos.id, ids))
    .orderBy(asc(pagos.id));
}

/** The REALIZADA sales of those payments, counted and summed per payment and day. */
export async function ventasPorDia(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id_pago: sql<number>`${ventas.id_pago}`, dia: ventas.dia, ventas: sql<number>`count(*)::int`, monto: sql<string>`sum(${ventas.monto})::text` })
    .from(ventas)
    .where(and(inArray(ventas.id_pago, ids), eq(ventas.estado, 'REALIZADA')))
    .groupBy(ventas.id_pago, ventas.dia)
    .orderBy(ventas.id_pago, ventas.dia);
}
