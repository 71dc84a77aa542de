import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { conciliacionDiferencias, conciliaciones, cpts, pagos, usuarios } from '../../db/schema/index.js';
import { inicioDiaBolivia, DIA_MS, type EstadoDiferencia, type TipoDiferencia } from '@pb/contract';

/** The advisory-lock class of a day's reconciliation (the day is the second key): runs of one day never overlap. */
const CANDADO_CONCILIACION = 727_364;
const diaNumero = (fecha: string) => sql`(${fecha}::date - date '2000-01-01')`;

/** Waits for the day's lock (staff's run). */
export async function bloquearDia(tx: Executor, fecha: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_CONCILIACION}, ${diaNumero(fecha)})`);
}

/** Takes the day's lock if free (the job's run): false when another copy holds it. */
export async function tomarDia(tx: Executor, fecha: string): Promise<boolean> {
  const r = await tx.execute<{ libre: boolean }>(sql`select pg_try_advisory_xact_lock(${CANDADO_CONCILIACION}, ${diaNumero(fecha)}) as libre`);
  return r.rows[0]!.libre;
}

export async function conciliacionDe(db: Executor, fecha: string) {
  const [r] = await db.select().from(conciliaciones).where(eq(conciliaciones.fecha, fecha));
  return r ?? null;
}

/** The codes of these numbers, whatever their state. */
export async function codigosPorNumero(db: Executor, numeros: string[]) {
  if (numeros.length === 0) return [];
  return db.select({ id: cpts.id, codigo: cpts.codigo, monto: cpts.monto, estado: cpts.estado, fecha_pago: cpts.fecha_pago }).from(cpts).where(inArray(cpts.codigo, numeros));
}

/** The codes our ledger has PAGADO with a payment on the Bolivian day `fecha` (index cpts_pagados_fecha_idx). */
export async function codigosPagadosEl(db: Executor, fecha: string) {
  const desde = inicioDiaBolivia(fecha);
  const hasta = new Date(desde.getTime() + DIA_MS);
  return db
    .select({ id: cpts.id, codigo: cpts.codigo, monto: cpts.monto, estado: cpts.estado, fecha_pago: cpts.fecha_pago })
    .from(cpts)
    .where(and(eq(cpts.estado, 'PAGADO'), gte(cpts.fecha_pago, desde), lt(cpts.fecha_pago, hasta)));
}

/** Payments to providers sent to the treasury (a batch) by the end of the Bolivian day `fecha` and still ENVIADO. */
export async function pagosSinConfirmar(db: Executor, fecha: string) {
  const hasta = new Date(inicioDiaBolivia(fecha).getTime() + DIA_MS);
  return db
    .select({ id: pagos.id, monto: pagos.monto })
    .from(pagos)
    .where(and(eq(pagos.estado, 'ENVIADO'), sql`${pagos.id_solicitud_pago_lote} is not null`, lt(pagos.fecha_solicitud, hasta)));
}

/** Our payments to providers of these ids. */
export async function pagosPorId(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: pagos.id, monto: pagos.monto }).from(pagos).where(inArray(pagos.id, ids));
}

export interface DiferenciaNueva {
  tipo: TipoDiferencia;
  referencia: string;
  id_cpt: number | null;
  monto_nuestro: string | null;
  monto_externo: string | null;
  fecha_pago_externo: Date | null;
  detalle: string;
  detalle_clave: string;
  detalle_parametros: Readonly<Record<string, unknown>>;
}

/** Stores the differences not yet found for the day (the unique day/kind/reference); answers how many were new. */
export async function insertarDiferencias(tx: Executor, fecha: string, filas: DiferenciaNueva[], quien: number | null): Promise<number> {
  if (filas.length === 0) return 0;
  const nuevas = await tx
    .insert(conciliacionDiferencias)
    .values(filas.map((f) => ({ ...f, fecha, _user_created: quien })))
    .onConflictDoNothing({ target: [conciliacionDiferencias.fecha, conciliacionDiferencias.tipo, conciliacionDiferencias.referencia] })
    .returning({ id: conciliacionDiferencias.id });
  return nuevas.length;
}

/** The day's run row: created by its first run, counted again by each later one. */
export async function registrarEjecucion(tx: Executor, fecha: string, v: { pagos: number; acreditados: number; cuando: Date; quien: number | null }) {
  await tx
    .insert(conciliaciones)
    .values({ fecha, pagos_plataforma: v.pagos, codigos_acreditados: v.acreditados, ejecuciones: 1, ultima_ejecucion: v.cuando, _user_created: v.quien })
    .onConflictDoUpdate({
      target: conciliaciones.fecha,
      set: { pagos_plataforma: v.pagos, codigos_acreditados: v.acreditados, ejecuciones: sql`${conciliaciones.ejecuciones} + 1`, ultima_ejecucion: v.cuando, _user_updated: v.quien, _updated_at: v.cuando },
    });
}

const filtro = (fecha: string, estado: EstadoDiferencia | null | undefined) => and(eq(conciliacionDiferencias.fecha, fecha), estado ? eq(conciliacionDiferencias.estado, estado) : undefined);

const columnas = {
  id: conciliacionDiferencias.id,
  fecha: conciliacionDiferencias.fecha,
  tipo: conciliacionDiferencias.tipo,
  referencia: conciliacionDiferencias.referencia,
  id_cpt: conciliacionDiferencias.id_cpt,
  monto_nuestro: conciliacionDiferencias.monto_nuestro,
  monto_externo: conciliacionDiferencias.monto_externo,
  fecha_pago_externo: conciliacionDiferencias.fecha_pago_externo,
  detalle: conciliacionDiferencias.detalle,
  detalle_clave: conciliacionDiferencias.detalle_clave,
  detalle_parametros: conciliacionDiferencias.detalle_parametros,
  estado: conciliacionDiferencias.estado,
  resuelta_por: usuarios.usuario,
  motivo_resolucion: conciliacionDiferencias.motivo_resolucion,
  fecha_resolucion: conciliacionDiferencias.fecha_resolucion,
  acreditable: sql<boolean>`(${conciliacionDiferencias.tipo} = 'PAGADO_NO_ACREDITADO' and ${conciliacionDiferencias.estado} = 'ABIERTA' and exists (select 1 from ${cpts} where ${cpts.id} = ${conciliacionDiferencias.id_cpt} and ${cpts.estado} = 'PENDIENTE'))`.mapWith(Boolean),
};
export type FilaDiferencia = Awaited<ReturnType<typeof pagina>>[number];

export async function contar(db: Executor, fecha: string, estado?: EstadoDiferencia | null) {
  const [r] = await db.select({ n: count() }).from(conciliacionDiferencias).where(filtro(fecha, estado));
  return r!.n;
}

export async function pagina(db: Executor, fecha: string, estado: EstadoDiferencia | null | undefined, limit: number, offset: number) {
  return db
    .select(columnas)
    .from(conciliacionDiferencias)
    .leftJoin(usuarios, eq(usuarios.id, conciliacionDiferencias.id_usuario_resolucion))
    .where(filtro(fecha, estado))
    .orderBy(asc(conciliacionDiferencias.id))
    .limit(limit)
    .offset(offset);
}

/** One difference with its row locked (the resolution's). */
export async function bloquearDiferencia(tx: Executor, id: number) {
  const [r] = await tx.select().from(conciliacionDiferencias).where(eq(conciliacionDiferencias.id, id)).for('update');
  return r ?? null;
}

export async function diferencia(db: Executor, id: number) {
  const [r] = await db.select(columnas).from(conciliacionDiferencias).leftJoin(usuarios, eq(usuarios.id, conciliacionDiferencias.id_usuario_resolucion)).where(eq(conciliacionDiferencias.id, id));
  return r ?? null;
}

/** ABIERTA → RESUELTA with who and why; only an open one changes (false otherwise). */
export async function resolver(tx: Executor, id: number, v: { quien: number; motivo: string; cuando: Date }): Promise<boolean> {
  const r = await tx
    .update(conciliacionDiferencias)
    .set({ estado: 'RESUELTA', id_usuario_resolucion: v.quien, motivo_resolucion: v.motivo, fecha_resolucion: v.cuando, _user_updated: v.quien, _updated_at: v.cuando })
    .where(and(eq(conciliacionDiferencias.id, id), eq(conciliacionDiferencias.estado, 'ABIERTA')))
    .returning({ id: conciliacionDiferencias.id });
  return r.length === 1;
}

/** Open differences, all days (the dashboard's count; partial index conciliacion_diferencias_abiertas_idx). */
export async function contarAbiertas(db: Executor) {
  const [r] = await db.select({ n: count() }).from(conciliacionDiferencias).where(eq(conciliacionDiferencias.estado, 'ABIERTA'));
  return r!.n;
}

/** Every difference of the day in id order, by keyset (the CSV and the PDF). */
export async function* todas(db: Executor, fecha: string): AsyncGenerator<FilaDiferencia> {
  let desde = 0;
  for (;;) {
    const filas = await db
      .select(columnas)
      .from(conciliacionDiferencias)
      .leftJoin(usuarios, eq(usuarios.id, conciliacionDiferencias.id_usuario_resolucion))
      .where(and(eq(conciliacionDiferencias.fecha, fecha), sql`${conciliacionDiferencias.id} > ${desde}`))
      .orderBy(asc(conciliacionDiferencias.id))
      .limit(2000);
    yield* filas;
    if (filas.length < 2000) return;
    desde = filas[filas.length - 1]!.id;
  }
}
