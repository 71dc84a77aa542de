import { and, asc, count, eq, gt, isNotNull, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ID_SUBSIDIO_BONO, type BeneficiariasNoEnPlanillasFiltro, type SubsidiosNoEnPlanillasFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { nombrePorTexto } from '../../db/preparadas.js';
import { beneficiarias, nombreCompletoDe, periodoConLinea, personas, subsidios, sucursales, trabajadores } from '../../db/schema/index.js';
import { containsText, sortBy, paginate, type SortableColumns } from '../../core/sql.js';
import { sqlArray } from '../../core/sql-array.js';
import { lineaSql, textoDeLineasSql, type CeldaSql } from '../../core/csv-sql.js';
import type { LectorDePaginas } from '../../core/csv-paginas.js';

const b = beneficiarias;
const p = personas;
const s = sucursales;
const nombreCompleto = nombreCompletoDe(p);

const fila = {
  id: b.id,
  id_sucursal: b.id_sucursal,
  id_beneficiaria: b.id,
  monto: b.monto_bono,
  monto_detalle: b.monto_detalle,
  s_beneficiaria_id: b.id,
  s_beneficiaria_estado: b.estado,
  s_beneficiaria_enviar_sms: b.enviar_sms,
  s_beneficiaria_persona_id: p.id,
  s_beneficiaria_persona_nombres: p.nombres,
  s_beneficiaria_persona_primer_apellido: p.primer_apellido,
  s_beneficiaria_persona_segundo_apellido: p.segundo_apellido,
  s_beneficiaria_persona_nombre_completo: nombreCompleto,
  s_beneficiaria_persona_fecha_nacimiento: p.fecha_nacimiento,
  s_beneficiaria_persona_movil: p.movil,
  s_beneficiaria_persona_nro_documento: p.nro_documento,
  s_beneficiaria_persona_complemento: p.complemento,
  s_beneficiaria_persona_pais_nacimiento: p.pais_nacimiento,
  e_beneficiaria_departamento: s.departamento,
  e_beneficiaria_direccion_completa: s.direccion_completa,
  e_beneficiaria_dpa: s.dpa,
  e_beneficiaria_municipio: s.municipio,
  e_beneficiaria_nombre: s.nombre,
  e_beneficiaria_provincia: s.provincia,
  e_beneficiaria_telefonos: s.telefonos,
};

const ordenables = {
  id: b.id,
  monto: b.monto_bono,
  monto_detalle: b.monto_detalle,
  s_beneficiaria_estado: b.estado,
  s_beneficiaria_persona_nro_documento: p.nro_documento,
  s_beneficiaria_persona_nombres: p.nombres,
  s_beneficiaria_persona_primer_apellido: p.primer_apellido,
  s_beneficiaria_persona_nombre_completo: nombreCompleto,
};

/** Only the beneficiaries of the branches of one matrícula (the branch keeps the OVT's matrícula); the entity's branches are indexed. */
const deLaMatricula = (matricula: string | Placeholder, entidad: number | Placeholder | null) =>
  sql`${b.id_sucursal} in (select sm.id from sucursales sm where sm.matricula = ${matricula}${entidad === null ? sql`` : sql` and sm.id_entidad = ${entidad}`})`;

/**
 * Not in a payroll of the month that is not ANULADO (DOMAIN.md §3): no vigente line of the period
 * (`periodo`, the month's first day in Bolivia). `ultimo_periodo`, the latest period of the
 * beneficiary's vigente lines (kept by triggers, migration 0013), answers it from the row itself:
 * none, or an earlier one, is out; the month's is in; only a later one (a payroll of a month ahead)
 * needs the lines, probed on the partial unique index (id_beneficiaria, periodo) where vigente.
 */
// The probe is a scalar subquery, not NOT EXISTS: inside an OR the planner may turn NOT EXISTS into a
// hash of every line of the month (a parallel scan of planilla_detalle), for the few rows that need it.
const fueraDePlanillas = (periodo: string | Placeholder) =>
  sql`(${b.ultimo_periodo} is null or ${b.ultimo_periodo} < ${periodo}::date or (${b.ultimo_periodo} > ${periodo}::date and (select 1 from planilla_detalle pd where pd.id_beneficiaria = ${b.id} and pd.periodo = ${periodo}::date and pd.vigente limit 1) is null))`;

/** The bonus beneficiaries of an entity (all when null) that no payroll of the month holds, of one matrícula when named. */
function pendientes(entidad: number | null, periodo: string, matricula: string | null = null): SQL[] {
  const c: SQL[] = [eq(b.id_subsidio, ID_SUBSIDIO_BONO), fueraDePlanillas(periodo)];
  if (entidad !== null) c.push(eq(b.id_entidad, entidad));
  if (matricula !== null) c.push(deLaMatricula(matricula, entidad));
  return c;
}

/** The list's filters that every variant shares. */
function filtros(f: BeneficiariasNoEnPlanillasFiltro): SQL[] {
  const c: SQL[] = [];
  if (f.s_beneficiaria_persona_nro_documento) c.push(containsText(p.nro_documento, f.s_beneficiaria_persona_nro_documento));
  if (f.id_sucursal) c.push(eq(b.id_sucursal, f.id_sucursal));
  if (f.s_beneficiaria_estado) c.push(eq(b.estado, f.s_beneficiaria_estado));
  return c;
}

/** How many rows a pending list has. */
async function contar(db: Executor, where: SQL | undefined, conPersona: boolean) {
  const desde = db.select({ n: count() }).from(b);
  const [total] = await (conPersona ? desde.innerJoin(p, eq(p.id, b.id_persona)) : desde).where(where);
  return Number(total?.n ?? 0);
}

/**
 * A bonus list's count, its bonuses' sum (numeric text, two decimals; a row without a bonus adds
 * nothing) and how many rows have a bonus to pay: one aggregate over the same rows, none loaded.
 */
async function sumar(db: Executor, where: SQL | undefined, conPersona: boolean) {
  const desde = db
    .select({
      n: count(),
      monto_total: sql<string>`round(coalesce(sum(${b.monto_bono}), 0), 2)::text`,
      pagables: sql<number>`count(*) filter (where ${b.monto_bono} > 0)`.mapWith(Number),
    })
    .from(b);
  // Every beneficiary has its person (a not-null key): joined only when the document filter needs it.
  const [r] = await (conPersona ? desde.innerJoin(p, eq(p.id, b.id_persona)) : desde).where(where);
  return { count: Number(r?.n ?? 0), monto_total: r?.monto_total ?? '0.00', pagables: r?.pagables ?? 0 };
}

/**
 * `sumar` of an unfiltered (or state-filtered) pending list, from beneficiarias_conteo (kept by
 * triggers, migration 0013) instead of its rows: the groups whose latest period is earlier than the
 * month's, plus the rows of a later one that the month's payrolls do not hold (read only when such a
 * group exists: a payroll of a month ahead).
 */
async function sumarContados(db: Executor, entidad: number | null, periodo: string, estado: string | null) {
  const grupos = (cual: SQL) => sql.join([sql`c.id_subsidio = ${ID_SUBSIDIO_BONO}`, cual, entidad === null ? sql`true` : sql`c.id_entidad = ${entidad}`, estado ? sql`c.estado = ${estado}` : sql`true`], sql` and `);
  const r = await db.execute<{ n: string; monto_total: string; pagables: string }>(sql`
    with contados as (
      select coalesce(sum(c.n), 0) as n, coalesce(sum(c.monto_bono), 0) as monto, coalesce(sum(c.pagables), 0) as pagables
      from beneficiarias_conteo c where ${grupos(sql`c.ultimo_periodo < ${periodo}::date`)}
    ), posteriores as (
      select count(*) as n, coalesce(sum(${b.monto_bono}), 0) as monto, count(*) filter (where ${b.monto_bono} > 0) as pagables
      from ${b}
      where exists (select 1 from beneficiarias_conteo c where ${grupos(sql`c.ultimo_periodo > ${periodo}::date and c.n > 0`)})
        and ${and(...pendientes(entidad, periodo), estado ? eq(b.estado, estado) : undefined, sql`${b.ultimo_periodo} > ${periodo}::date`)}
    )
    select (c.n + p.n)::text as n, round(c.monto + p.monto, 2)::text as monto_total, (c.pagables + p.pagables)::text as pagables from contados c, posteriores p`);
  const f = r.rows[0];
  return { count: Number(f?.n ?? 0), monto_total: f?.monto_total ?? '0.00', pagables: Number(f?.pagables ?? 0) };
}

/** No payroll exists yet, so no payment has been made by the entity to anyone. */
const sinPagos = <R>(rows: R[]) => rows.map((r) => ({ ...r, cantidad_pagos_entidad: 0 }));

/**
 * `beneficiariasNoEnPlanillasPorEntidad` and `…2` (one branch: the caller names `id_sucursal`): one
 * page of the pending bonus rows, persons and branches joined, filtered and sorted in SQL, with the
 * count, bonus sum and payable rows of the whole filtered list (the create dialog's total).
 */
export async function listarPendientes(db: Executor, f: BeneficiariasNoEnPlanillasFiltro, entidad: number | null, periodo: string) {
  const where = and(...pendientes(entidad, periodo, f.matricula), ...filtros(f));
  const { limit, offset } = paginate(f);
  const contable = !f.matricula && !f.s_beneficiaria_persona_nro_documento && !f.id_sucursal;
  const suma = contable ? await sumarContados(db, entidad, periodo, f.s_beneficiaria_estado ?? null) : await sumar(db, where, !!f.s_beneficiaria_persona_nro_documento);
  const rows = await db
    .select(fila)
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .where(where)
    .orderBy(...sortBy(f.order, ordenables, 'id', b.id))
    .limit(limit)
    .offset(offset);
  return { ...suma, rows: sinPagos(rows) };
}

/**
 * The next assignment of a subsidy beneficiary to pay: the first of its range plus its vigente lines
 * (already paid or in a payroll that is not ANULADO), counted on planilla_detalle's beneficiary index.
 */
const nroAsignacion = sql<number>`(${b.nro_asignacion_inicio} + (select count(*)::int from planilla_detalle pa where pa.id_beneficiaria = ${b.id} and pa.vigente))`;

/** A subsidy's amount per delivery: its latest year's (decision 018), as numeric text ('150.00'); centavos wherever code computes with it. */
const montoSubsidio = sql<string | null>`(select sm.monto::text from subsidio_montos sm where sm.id_subsidio = ${b.id_subsidio} order by sm.gestion desc limit 1)`;

const filaSubsidio = { ...fila, monto: montoSubsidio, id_subsidio: b.id_subsidio, subsidio: subsidios.nombre, nro_asignacion: nroAsignacion };
const ordenablesSubsidio: SortableColumns = { ...ordenables, monto: montoSubsidio, id_subsidio: b.id_subsidio, subsidio: subsidios.nombre, nro_asignacion: nroAsignacion };

/**
 * `beneficiariasNoEnPlanillasPorEntidad3`: the entity's beneficiaries of subsidies other than the
 * bonus that still have an assignment to pay, each with the subsidy (joined), the assignment and its
 * amount (a subquery on subsidio_montos' (id_subsidio, gestion) index): one query per page, none per row.
 */
export async function listarSubsidiosPendientes(db: Executor, f: SubsidiosNoEnPlanillasFiltro, entidad: number | null, periodo: string) {
  const c: SQL[] = [ne(b.id_subsidio, ID_SUBSIDIO_BONO), isNotNull(b.nro_asignacion_inicio), sql`(${b.nro_asignacion_fin} is null or ${nroAsignacion} <= ${b.nro_asignacion_fin})`, fueraDePlanillas(periodo)];
  if (entidad !== null) c.push(eq(b.id_entidad, entidad));
  if (f.matricula !== null) c.push(deLaMatricula(f.matricula, entidad));
  if (f.id_subsidio !== null) c.push(eq(b.id_subsidio, f.id_subsidio));
  const where = and(...c, ...filtros(f));
  const { limit, offset } = paginate(f);
  const total = await contar(db, where, !!f.s_beneficiaria_persona_nro_documento);
  const rows = await db
    .select(filaSubsidio)
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .innerJoin(subsidios, eq(subsidios.id, b.id_subsidio))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .where(where)
    .orderBy(...sortBy(f.order, ordenablesSubsidio, 'id', b.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: sinPagos(rows) };
}

/** Where an export reads from: the entity, and optionally one branch or one matrícula. */
export interface Alcance {
  entidad: number;
  /** The month whose payrolls hold a beneficiary (its first day in Bolivia). */
  periodo: string;
  sucursal?: number | null;
  matricula?: string | null;
}

const $ = sql.placeholder;

/** A row of the exports (the payroll's and the workers'), each value under its own name for the page's text. */
const columnasExportacion = {
  id: b.id,
  estado: sql<string>`${b.estado}`.as('estado'),
  nro_documento: sql<string>`${p.nro_documento}`.as('nro_documento'),
  complemento: sql<string | null>`${p.complemento}`.as('complemento'),
  nombre_completo: nombreCompleto.as('nombre_completo'),
  fecha_nacimiento: sql<string | null>`${p.fecha_nacimiento}`.as('fecha_nacimiento'),
  celular: sql<string | null>`${p.movil}`.as('celular'),
  sucursal: sql<string | null>`${s.nombre}`.as('sucursal'),
  // The worker's aguinaldo only when the beneficiary has no detail: COALESCE stops at the first
  // value, so the lookup (one row at most: trabajadores_entidad_persona_uq) is skipped for the rest.
  monto_detalle: sql<string | null>`coalesce(${b.monto_detalle}, (select t.aguinaldo from trabajadores t where t.id_entidad = ${b.id_entidad} and t.id_persona = ${b.id_persona}))`.as('monto_detalle'),
};

/** The columns an export's file may have, in the file's words. */
export type ColumnaExportacion = Exclude<keyof typeof columnasExportacion, 'id'>;

/** Each column's kind of cell in the file. */
const celdas: Record<ColumnaExportacion, CeldaSql['tipo']> = {
  estado: 'texto',
  nro_documento: 'texto',
  complemento: 'texto',
  nombre_completo: 'texto',
  fecha_nacimiento: 'dia',
  celular: 'texto',
  sucursal: 'texto',
  monto_detalle: 'monto',
};

type ConsultaFilas = ReturnType<typeof filasExportacion>;
const filasExportacion = (db: Executor) => db.select(columnasExportacion).from(b).innerJoin(p, eq(p.id, b.id_persona)).leftJoin(s, eq(s.id, b.id_sucursal));

/** `limit all`: no limit, yet the rows stay a subquery (PostgreSQL does not merge one that has a LIMIT into its outer query; checked on 15 and 18). */
const TODAS = sql.raw('all') as unknown as Placeholder;

/**
 * A page's file text in one row: the rows of its id range (`filas`) made lines of `columnas` and
 * joined in id order. The range, not a LIMIT, bounds the page: a row that came into it after its
 * end was found is written, never pushed into the next page (repeated) or past it (lost). The rows
 * stay a subquery (`TODAS`), so each value is computed once however often its cell names it.
 */
function textoDePagina(db: Executor, filas: ReturnType<ConsultaFilas['where']>, columnas: readonly ColumnaExportacion[]) {
  const f = filas.orderBy(asc(b.id)).limit(TODAS).as('f');
  const linea = lineaSql(columnas.map((c) => ({ tipo: celdas[c], valor: f[c] })));
  return db.select({ texto: textoDeLineasSql(linea) }).from(f);
}

/**
 * Where the page after `despues` ends: the last id and the count of the next `tamano` ids that the
 * export's conditions pick, walked in id order on the same index as the page and nothing else read.
 * The person is a left join (every beneficiary has one: a not-null key), so PostgreSQL drops it
 * unless a condition reads it (the document filter).
 */
function tramoDePagina(db: Executor, donde: SQL | undefined) {
  const f = db.select({ id: b.id }).from(b).leftJoin(p, eq(p.id, b.id_persona)).where(and(donde, gt(b.id, $('despues')))).orderBy(asc(b.id)).limit($('tamano')).as('f');
  return db.select({ hasta: sql<number | null>`max(${f.id})`, filas: sql<number>`count(*)`.mapWith(Number) }).from(f);
}

/**
 * An export's reader over the rows `donde` picks: its two statements prepared once under the hash of
 * their text (parsed and planned once per connection; planning took a third of each page).
 */
function lector(db: Executor, donde: SQL | undefined, columnas: readonly ColumnaExportacion[], valores: Record<string, unknown>): LectorDePaginas<number> {
  const tramos = tramoDePagina(db, donde);
  const textos = textoDePagina(db, filasExportacion(db).where(and(donde, gt(b.id, $('despues')), lte(b.id, $('hasta')))), columnas);
  const tramo = tramos.prepare(nombrePorTexto('exportacion', tramos.toSQL().sql));
  const texto = textos.prepare(nombrePorTexto('exportacion', textos.toSQL().sql));
  return {
    async tramo(despues, tamano) {
      const [r] = await tramo.execute({ ...valores, despues, tamano });
      return { hasta: Number(r?.hasta ?? despues), filas: r?.filas ?? 0 };
    },
    texto: async (despues, hasta) => (await texto.execute({ ...valores, despues, hasta }))[0]?.texto ?? '',
  };
}

/**
 * The payroll export's pages, as the file's text: the beneficiaries (id order) that no payroll of
 * the month holds. A page's end is found over the same rows (the same conditions), so the pages
 * split exactly them. The month's check reads the row's own `ultimo_periodo`, so a page is one
 * range of the (id_entidad, id_subsidio, id) index with a filter, and no anti-join against the
 * month's lines. The scope's values are placeholders: one statement for every entity.
 */
export function paginasExportacion(db: Executor, a: Alcance, columnas: readonly ColumnaExportacion[]) {
  const donde = and(eq(b.id_entidad, $('entidad')), eq(b.id_subsidio, ID_SUBSIDIO_BONO), fueraDePlanillas($('periodo')), a.matricula ? deLaMatricula($('matricula'), $('entidad')) : undefined, a.sucursal ? eq(b.id_sucursal, $('sucursal')) : undefined);
  return lector(db, donde, columnas, { entidad: a.entidad, periodo: a.periodo, matricula: a.matricula, sucursal: a.sucursal });
}

/**
 * The workers export's pages, as the file's text: the rows `donde` picks (the workers list's own
 * conditions, from beneficiarias' service: every state, in a payroll or not; issue 32), in id
 * order. The filters' values are the statement's parameters, so every export with the same
 * filters shares it.
 */
export const paginasTrabajadores = (db: Executor, donde: SQL, columnas: readonly ColumnaExportacion[]) => lector(db, donde, columnas, {});

/** The entity of a branch the caller may reach (any, or only its own entity's). */
export async function entidadDeSucursal(db: Executor, id: number, scope: number | null) {
  const c = [eq(s.id, id)];
  if (scope !== null) c.push(eq(s.id_entidad, scope));
  const [row] = await db.select({ entidad: s.id_entidad }).from(s).where(and(...c)).limit(1);
  return row?.entidad ?? null;
}

/** The entity's workers with these document numbers (any complemento: the caller matches it): one statement for any number of them. */
export async function trabajadoresPorDocumento(db: Executor, entidad: number, documentos: string[]) {
  if (documentos.length === 0) return [];
  return db
    .select({
      id: trabajadores.id,
      id_persona: p.id,
      nro_documento: p.nro_documento,
      complemento: p.complemento,
      fecha_nacimiento: p.fecha_nacimiento,
      movil: p.movil,
    })
    .from(trabajadores)
    .innerJoin(p, eq(p.id, trabajadores.id_persona))
    .where(and(eq(trabajadores.id_entidad, entidad), sql`${p.nro_documento} = any(${sqlArray(documentos, 'varchar')})`));
}

/** Who holds each of these mobile numbers. */
export async function titularesDeCelulares(db: Executor, moviles: string[]) {
  if (moviles.length === 0) return [];
  return db.select({ id: p.id, movil: p.movil }).from(p).where(sql`${p.movil} = any(${sqlArray(moviles, 'varchar')})`);
}

/** Rows a write statement takes at most. */
const LOTE_ESCRITURA = 10_000;

/**
 * Sets the detail (aguinaldo) and bonus of the entity's bonus beneficiaries, by person, ten thousand
 * rows a statement; a beneficiary whose amounts do not change is not written. In one statement,
 * 100,000 persons made PostgreSQL read the whole table to join them (2.1 s at full scale); ten
 * thousand find each beneficiary on its unique index (10 × 60 ms; finding 44).
 *
 * A row with `linea` is about to get a vigente line of `periodo` in the same transaction: its
 * latest period is raised here as the lines' trigger would (`periodoConLinea`), so that the
 * beneficiary is written once. A second update of a row this transaction wrote would have
 * PostgreSQL check its five foreign keys again (decision 055).
 */
export async function actualizarMontos(db: Executor, entidad: number, filas: Array<{ id_persona: number; detalle: string; bono: string; linea: boolean }>, periodo: string, usuario: number, cuando: Date) {
  for (let desde = 0; desde < filas.length; desde += LOTE_ESCRITURA) {
    const lote = filas.slice(desde, desde + LOTE_ESCRITURA);
    const conLinea = sqlArray(lote.map((f) => (f.linea ? 1 : 0)), 'int');
    const elevado = periodoConLinea(sql`b.ultimo_periodo`, periodo);
    await db.execute(sql`
      update beneficiarias b set monto_detalle = v.detalle, monto_bono = v.bono,
        ultimo_periodo = case when v.linea = 1 then ${elevado} else b.ultimo_periodo end,
        _user_updated = ${usuario}, _updated_at = ${cuando}
      from unnest(${sqlArray(lote.map((f) => f.id_persona), 'int')}, ${sqlArray(lote.map((f) => f.detalle), 'numeric')}, ${sqlArray(lote.map((f) => f.bono), 'numeric')}, ${conLinea}) as v(id_persona, detalle, bono, linea)
      where b.id_persona = v.id_persona and b.id_entidad = ${entidad} and b.id_subsidio = ${ID_SUBSIDIO_BONO}
        and ((b.monto_detalle, b.monto_bono) is distinct from (v.detalle, v.bono) or (v.linea = 1 and b.ultimo_periodo is distinct from ${elevado}))`);
  }
}
