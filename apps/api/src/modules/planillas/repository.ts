import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ESTADOS_PLANILLA, ID_SUBSIDIO_BONO, type EstadoPlanilla, type PlanillasFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, cptPlanillas, cpts, entidades, formulariosC31, nombreCompletoDe, personas, planillaDetalle, planillas, subsidios, sucursales } from '../../db/schema/index.js';
import { sortBy, paginate } from '../../core/sql.js';
import { sqlArray } from '../../core/sql-array.js';
import { columnaTotal, paginaConTotal, paginaPreparada, preparada, valorDeConjunto, type PaginaPreparada } from '../../db/preparadas.js';

const pl = planillas;
const d = planillaDetalle;
const b = beneficiarias;

const fila = {
  id: pl.id,
  id_entidad: pl.id_entidad,
  nombre: pl.nombre,
  tipo: pl.tipo,
  periodo: pl.periodo,
  monto_total: pl.monto_total,
  estado: pl.estado,
  _created_at: pl._created_at,
  _updated_at: pl._updated_at,
  id_sucursal_pago: pl.id_sucursal_pago,
  sucursal_entidad_suc_nombre: sucursales.nombre,
  // Spec part 2 §3 'Payroll': the acronym of the paying branch's entity (the payroll's own; decision 040).
  sucursal_entidad_suc_sigla: entidades.sigla,
  entidad_nombre: entidades.nombre,
  id_cpt: cpts.id,
  cpt: cpts.codigo,
  c31: formulariosC31.c31,
  nombre_archivo_c31: formulariosC31.archivo,
};
const ordenables = { id: pl.id, nombre: pl.nombre, tipo: pl.tipo, monto_total: pl.monto_total, estado: pl.estado, _created_at: pl._created_at };

const $ = sql.placeholder;

/** `planillas`' page for one shape (with or without an entity and a state, one order), prepared once. */
function consultaPlanillas(db: Executor, conEntidad: boolean, estado: EstadoPlanilla | null, orden: string, pagina: PaginaPreparada) {
  const e = estado ? valorDeConjunto(estado, ESTADOS_PLANILLA) : null;
  const where = and(conEntidad ? eq(pl.id_entidad, $('entidad')) : undefined, e ? eq(pl.estado, e.sql) : undefined);
  const forma = `planillas_${Number(conEntidad)}${e?.forma ?? ''}`;
  const contar = (db: Executor) => db.select({ n: count() }).from(pl).where(where);
  return {
    total: preparada(db, `${forma}_conteo`, (db, nombre) => contar(db).prepare(nombre)),
    filas: preparada(db, `${forma}_${orden}_${pagina.forma}`, (db, nombre) =>
      db
        .select({ ...fila, total_lista: columnaTotal(contar(db)) })
        .from(pl)
        .innerJoin(sucursales, eq(sucursales.id, pl.id_sucursal_pago))
        .innerJoin(entidades, eq(entidades.id, pl.id_entidad))
        .leftJoin(cptPlanillas, and(eq(cptPlanillas.id_planilla, pl.id), eq(cptPlanillas.vigente, true)))
        .leftJoin(cpts, eq(cpts.id, cptPlanillas.id_cpt))
        .leftJoin(formulariosC31, and(eq(formulariosC31.id_planilla, pl.id), sql`${formulariosC31.estado} <> 'ANULADO'`))
        .where(where)
        .orderBy(...sortBy(orden, ordenables, '-id', pl.id))
        .limit(pagina.limit)
        .offset(pagina.offset)
        .prepare(nombre),
    ),
  };
}

/** `planillas`: one page, filtered and sorted in SQL; branch, entity, live code and live C31 form joined (each at most one row per payroll). */
export async function listar(db: Executor, f: PlanillasFiltro, entidad: number | null) {
  const orden = f.order || '-id';
  sortBy(orden, ordenables, '-id', pl.id);
  const pagina = paginate(f);
  const q = consultaPlanillas(db, entidad !== null, f.estado ?? null, orden, paginaPreparada(pagina));
  const valores = { entidad, ...pagina };
  return paginaConTotal(await q.filas.execute(valores), pagina.offset, () => q.total.execute(valores));
}

/** A payroll within the caller's reach (another entity's is none), optionally locked for the transition. */
export async function buscar(db: Executor, id: number, entidad: number | null, bloquear = false) {
  const c = [eq(pl.id, id)];
  if (entidad !== null) c.push(eq(pl.id_entidad, entidad));
  const q = db.select({ id: pl.id, estado: pl.estado, id_entidad: pl.id_entidad }).from(pl).where(and(...c));
  const [row] = bloquear ? await q.for('update') : await q;
  return row ?? null;
}

/** Locks payrolls in id order (two transitions over the same payrolls wait instead of deadlocking). */
export async function bloquear(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: pl.id, estado: pl.estado }).from(pl).where(inArray(pl.id, ids)).orderBy(pl.id).for('update');
}

export async function cambiarEstado(db: Executor, ids: number[], estado: string, usuario: number, cuando: Date) {
  if (ids.length === 0) return;
  await db
    .update(pl)
    .set({ estado, _user_updated: usuario, _updated_at: cuando, ...(estado === 'PAGADO' ? { pagado_at: cuando } : {}) })
    .where(inArray(pl.id, ids));
}

/** An ANULADO payroll's lines stop holding their beneficiaries (the only change a line ever sees). */
export async function liberarLineas(db: Executor, id: number) {
  await db.update(d).set({ vigente: false }).where(and(eq(d.id_planilla, id), eq(d.vigente, true)));
}

/** A branch where the entity pays from: tipo SUCURSAL, ACTIVO, of that entity. */
export async function sucursalDePago(db: Executor, id: number, entidad: number) {
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id, id), eq(sucursales.id_entidad, entidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')));
  return row?.id ?? null;
}

/** The vigente lines of a beneficiary in the month (the partial unique index serves it). */
export const enPlanillaDelMes = (beneficiaria: SQL, periodo: string) =>
  sql`exists (select 1 from planilla_detalle pd where pd.id_beneficiaria = ${beneficiaria} and pd.periodo = ${periodo}::date and pd.vigente)`;

/** The next assignment of a subsidy beneficiary: the first of its range plus its vigente lines (paid or in a payroll). */
export const siguienteAsignacion = (beneficiaria: SQL, inicio: SQL) =>
  sql<number>`(${inicio} + (select count(*)::int from planilla_detalle pd where pd.id_beneficiaria = ${beneficiaria} and pd.vigente))`;

/** A subsidy's amount per delivery: its latest year's (decision 018), as numeric text. */
const montoSubsidio = sql<string | null>`(select sm.monto::text from subsidio_montos sm where sm.id_subsidio = ${b.id_subsidio} order by sm.gestion desc limit 1)`;

/**
 * What the server would pay each of these beneficiaries of the entity this month: the bonus's
 * `monto_bono`, or a subsidy's amount per delivery with its next assignment; whether a vigente line
 * of the month already holds it, and whether its assignment range is exhausted. Another entity's
 * beneficiary is simply absent.
 */
export async function pagables(db: Executor, entidad: number, ids: number[], periodo: string) {
  if (ids.length === 0) return [];
  const siguiente = siguienteAsignacion(sql`${b.id}`, sql`${b.nro_asignacion_inicio}`);
  return db
    .select({
      id: b.id,
      id_subsidio: b.id_subsidio,
      id_sucursal: b.id_sucursal,
      monto: sql<string | null>`case when ${b.id_subsidio} = ${ID_SUBSIDIO_BONO} then ${b.monto_bono}::text else ${montoSubsidio} end`,
      nro_asignacion: sql<number | null>`case when ${b.id_subsidio} = ${ID_SUBSIDIO_BONO} then null else ${siguiente} end`,
      en_planilla: sql<boolean>`${enPlanillaDelMes(sql`${b.id}`, periodo)}`.mapWith(Boolean),
      agotada: sql<boolean>`${b.id_subsidio} <> ${ID_SUBSIDIO_BONO} and (${b.nro_asignacion_inicio} is null or (${b.nro_asignacion_fin} is not null and ${siguiente} > ${b.nro_asignacion_fin}))`.mapWith(Boolean),
    })
    .from(b)
    .where(and(eq(b.id_entidad, entidad), sql`${b.id} = any(${sqlArray(ids, 'int')})`));
}

/**
 * The entity's bonus beneficiaries of these persons with a branch of the entity, not in a payroll
 * this month (their amount is the caller's to judge: the payroll CSV's are about to be written).
 */
export async function bonosPendientesDePersonas(db: Executor, entidad: number, idsPersona: number[], periodo: string) {
  if (idsPersona.length === 0) return [];
  // Each person's beneficiary probed on the unique (person, subsidy, entity) index and its month
  // on the lines' unique index, inside LATERAL … LIMIT 1, which PostgreSQL never turns into a join:
  // as joins, the list was costed against the entity's rows (read them all) and the month's check
  // against every line of the month (a hash of 560,000): 0.5–1 s for 100,000 persons at full scale,
  // 0.24 s as probes (finding 47).
  const r = await db.execute<{ id: number; id_persona: number }>(sql`
    select b.id, b.id_persona
    from unnest(${sqlArray(idsPersona, 'int')}) as v(id_persona)
    cross join lateral (
      select c.id, c.id_persona from ${b} c
      where c.id_persona = v.id_persona and c.id_subsidio = ${ID_SUBSIDIO_BONO} and c.id_entidad = ${entidad}
        and c.id_sucursal = any(array(select s.id from ${sucursales} s where s.id_entidad = ${entidad}))
        and not ${enPlanillaDelMes(sql`c.id`, periodo)}
      limit 1
    ) b`);
  return r.rows.map((f) => ({ id: Number(f.id), id_persona: Number(f.id_persona) }));
}

/**
 * `planillaAdd(todas)`: one page, after beneficiary `despuesDe` in id order (keyset: each page as quick
 * as the first), of the entity's bonus beneficiaries the server would pay this month: `monto_bono`
 * above zero and no vigente line of the month (the same set and amounts `pagables` answers).
 */
export async function bonosPagablesDesde(db: Executor, entidad: number, periodo: string, despuesDe: number, tamano: number) {
  return db
    .select({ id: b.id, id_subsidio: b.id_subsidio, monto: sql<string>`${b.monto_bono}::text` })
    .from(b)
    .where(and(eq(b.id_entidad, entidad), eq(b.id_subsidio, ID_SUBSIDIO_BONO), sql`${b.monto_bono} > 0`, sql`${b.id} > ${despuesDe}`, sql`not ${enPlanillaDelMes(sql`${b.id}`, periodo)}`))
    .orderBy(b.id)
    .limit(tamano);
}

/** The entity's first active branch where payrolls are paid from, when the rows name none. */
/** The names of these branches, by id. */
export async function nombresDeSucursales(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: sucursales.id, nombre: sucursales.nombre }).from(sucursales).where(inArray(sucursales.id, ids));
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

export async function primeraSucursal(db: Executor, entidad: number) {
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, entidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')))
    .orderBy(sucursales.id)
    .limit(1);
  return row?.id ?? null;
}

export async function insertarPlanilla(db: Executor, fila: typeof planillas.$inferInsert) {
  const [row] = await db.insert(pl).values(fila).returning({ id: pl.id });
  return row!.id;
}

/** A payroll's lines, one statement for any number of them: one array parameter per column, `unnest`. */
export async function insertarLineas(db: Executor, idPlanilla: number, periodo: string, lineas: Array<{ id_beneficiaria: number; id_subsidio: number; monto: string; nro_asignacion: number | null }>) {
  if (lineas.length === 0) return;
  await db.execute(sql`
    insert into planilla_detalle (id_planilla, id_beneficiaria, id_subsidio, monto, nro_asignacion, periodo)
    select ${idPlanilla}::int, v.id_beneficiaria, v.id_subsidio, v.monto, v.nro_asignacion, ${periodo}::date
    from unnest(${sqlArray(lineas.map((l) => l.id_beneficiaria), 'int')}, ${sqlArray(lineas.map((l) => l.id_subsidio), 'int')}, ${sqlArray(lineas.map((l) => l.monto), 'numeric')}, ${sqlArray(lineas.map((l) => l.nro_asignacion), 'int')})
      with ordinality as v(id_beneficiaria, id_subsidio, monto, nro_asignacion, orden)
    order by v.orden`);
}

const pb = alias(personas, 'pb');
const pt = alias(personas, 'pt');

/** The payroll, when within the caller's reach (`entidad`: an employer's own; staff any). */
const planillaEnAlcance = (conEntidad: boolean) => and(eq(pl.id, $('planilla')), conEntidad ? eq(pl.id_entidad, $('entidad')) : undefined);

// The count kept on the payroll (migration 0030's triggers), not its lines counted on every page.
const contarLineas = (db: Executor, conEntidad: boolean) => db.select({ n: pl.nro_lineas }).from(pl).where(planillaEnAlcance(conEntidad));

/**
 * `planillaBeneficiarias`: one page of a payroll's lines, beneficiary, titular and subsidy joined,
 * its count a column of it, and the payroll's reach checked inside it (a payroll out of reach has no
 * lines to show): one prepared statement a request for an entity's payroll or any.
 */
const consultaLineas = (db: Executor, conEntidad: boolean, pagina: PaginaPreparada) => ({
  total: preparada(db, `planilla_lineas_conteo_${Number(conEntidad)}`, (db, nombre) => contarLineas(db, conEntidad).prepare(nombre)),
  filas: preparada(db, `planilla_lineas_${Number(conEntidad)}_${pagina.forma}`, (db, nombre) =>
    db
      .select({
        total_lista: columnaTotal(contarLineas(db, conEntidad)),
        id: d.id,
        idBeneficiaria: d.id_beneficiaria,
        benNombre: nombreCompletoDe(pb),
        titularNombre: nombreCompletoDe(pt),
        nro_documento: pb.nro_documento,
        subsidio: subsidios.nombre,
        monto: d.monto,
        nroAsignacion: d.nro_asignacion,
      })
      .from(d)
      .innerJoin(b, eq(b.id, d.id_beneficiaria))
      .innerJoin(pb, eq(pb.id, b.id_persona))
      .innerJoin(pt, eq(pt.id, b.id_persona_titular))
      .innerJoin(subsidios, eq(subsidios.id, d.id_subsidio))
      .where(eq(d.id_planilla, sql`(${db.select({ id: pl.id }).from(pl).where(planillaEnAlcance(conEntidad))})`))
      .orderBy(d.id)
      .limit(pagina.limit)
      .offset(pagina.offset)
      .prepare(nombre),
  ),
});

/** A page of the lines of a payroll within the caller's reach (`entidad` null: any); null when it is not (another entity's, or none). */
export async function lineas(db: Executor, idPlanilla: number, args: { limit: number; page: number }, entidad: number | null) {
  const pagina = paginate(args);
  const q = consultaLineas(db, entidad !== null, paginaPreparada(pagina));
  const valores = { planilla: idPlanilla, entidad, ...pagina };
  const filas = await q.filas.execute(valores);
  // No row: a payroll out of reach, or a page past its last line.
  if (filas.length === 0 && !(await buscar(db, idPlanilla, entidad))) return null;
  return paginaConTotal(filas, pagina.offset, () => q.total.execute(valores));
}

/** The entity's active branches where payrolls are paid from (tipo SUCURSAL), by name. */
export async function sucursalesDePago(db: Executor, entidad: number) {
  return db
    .select({ id: sucursales.id, nombre: sucursales.nombre, direccion_completa: sucursales.direccion_completa })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, entidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.estado, 'ACTIVO')))
    .orderBy(sucursales.nombre, sucursales.id)
    .limit(1000);
}
