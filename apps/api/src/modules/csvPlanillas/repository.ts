import { and, asc, count, eq, gt, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { ID_SUBSIDIO_BONO, type BeneficiariasNoEnPlanillasFiltro, type SubsidiosNoEnPlanillasFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, entidades, nombreCompletoDe, personas, subsidios, sucursales, trabajadores } from '../../db/schema/index.js';
import { contiene, ordenar, paginar, type Ordenables } from '../../core/sql.js';
import { literalArreglo } from '../planillas/arreglo.js';

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
const deLaMatricula = (matricula: string, entidad: number | null) =>
  sql`${b.id_sucursal} in (select sm.id from sucursales sm where sm.matricula = ${matricula}${entidad === null ? sql`` : sql` and sm.id_entidad = ${entidad}`})`;

/**
 * Not in a payroll of the month that is not ANULADO (DOMAIN.md §3): no vigente line of the period
 * (`periodo`, the month's first day in Bolivia). The partial unique index (id_beneficiaria, periodo)
 * where vigente answers it.
 */
const fueraDePlanillas = (periodo: string) =>
  sql`not exists (select 1 from planilla_detalle pd where pd.id_beneficiaria = ${b.id} and pd.periodo = ${periodo}::date and pd.vigente)`;

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
  if (f.s_beneficiaria_persona_nro_documento) c.push(contiene(p.nro_documento, f.s_beneficiaria_persona_nro_documento));
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

/** No payroll exists yet, so no payment has been made by the entity to anyone. */
const sinPagos = <R>(rows: R[]) => rows.map((r) => ({ ...r, cantidad_pagos_entidad: 0 }));

/**
 * `beneficiariasNoEnPlanillasPorEntidad` and `…2` (one branch: the caller names `id_sucursal`): one
 * page of the pending bonus rows, persons and branches joined, filtered and sorted in SQL, with the
 * count, bonus sum and payable rows of the whole filtered list (the create dialog's total).
 */
export async function listarPendientes(db: Executor, f: BeneficiariasNoEnPlanillasFiltro, entidad: number | null, periodo: string) {
  const where = and(...pendientes(entidad, periodo, f.matricula), ...filtros(f));
  const { limit, offset } = paginar(f);
  const suma = await sumar(db, where, !!f.s_beneficiaria_persona_nro_documento);
  const rows = await db
    .select(fila)
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .where(where)
    .orderBy(...ordenar(f.order, ordenables, 'id', b.id))
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
const ordenablesSubsidio: Ordenables = { ...ordenables, monto: montoSubsidio, id_subsidio: b.id_subsidio, subsidio: subsidios.nombre, nro_asignacion: nroAsignacion };

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
  const { limit, offset } = paginar(f);
  const total = await contar(db, where, !!f.s_beneficiaria_persona_nro_documento);
  const rows = await db
    .select(filaSubsidio)
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .innerJoin(subsidios, eq(subsidios.id, b.id_subsidio))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .where(where)
    .orderBy(...ordenar(f.order, ordenablesSubsidio, 'id', b.id))
    .limit(limit)
    .offset(offset);
  return { count: total, rows: sinPagos(rows) };
}

/** Whether the entity exists and is within the caller's scope (another entity's is "not found"). */
export async function entidadVisible(db: Executor, id: number, scope: number | null) {
  const c = [eq(entidades.id, id)];
  if (scope !== null) c.push(eq(entidades.id, scope));
  const [row] = await db.select({ id: entidades.id }).from(entidades).where(and(...c)).limit(1);
  return !!row;
}

/** Where an export reads from: the entity, and optionally one branch or one matrícula. */
export interface Alcance {
  entidad: number;
  /** The month whose payrolls hold a beneficiary (its first day in Bolivia). */
  periodo: string;
  sucursal?: number | null;
  matricula?: string | null;
}

/** The beneficiaries an export may hold, in its scope: the next `tamano` after `despuesDe` in id order (keyset). */
const candidatas = (db: Executor, a: Alcance, despuesDe: number, tamano: number) =>
  db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id_entidad, a.entidad), eq(b.id_subsidio, ID_SUBSIDIO_BONO), gt(b.id, despuesDe), a.matricula ? deLaMatricula(a.matricula, a.entidad) : undefined, a.sucursal ? eq(b.id_sucursal, a.sucursal) : undefined))
    .orderBy(asc(b.id))
    .limit(tamano)
    .as('c');

/**
 * One page of the export: of the next `tamano` candidates, those no payroll of the month holds, and
 * where the next page starts (null after the last). The candidates come first, in a subquery its
 * LIMIT keeps apart, and only they are checked against the month's lines, each on the partial unique
 * index: with the month's check among the page's filters, the planner merged the entity's rows with
 * all of planilla_detalle's from its first line, on every page (130 ms a page at 1 M lines, growing).
 */
export async function paginaExportacion(db: Executor, a: Alcance, despuesDe: number, tamano: number) {
  const c = candidatas(db, a, despuesDe, tamano);
  const filas = await db
    .select({
      id: b.id,
      estado: b.estado,
      nro_documento: p.nro_documento,
      complemento: p.complemento,
      nombre_completo: nombreCompleto,
      fecha_nacimiento: p.fecha_nacimiento,
      celular: p.movil,
      sucursal: s.nombre,
      monto_detalle: sql<string | null>`coalesce(${b.monto_detalle}, ${trabajadores.aguinaldo})`,
    })
    .from(c)
    .innerJoin(b, eq(b.id, c.id))
    .innerJoin(p, eq(p.id, b.id_persona))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .leftJoin(trabajadores, and(eq(trabajadores.id_entidad, b.id_entidad), eq(trabajadores.id_persona, b.id_persona)))
    .where(fueraDePlanillas(a.periodo))
    .orderBy(asc(b.id));
  if (filas.length === tamano) return { filas, siguiente: filas[tamano - 1]!.id };
  // Some candidates are in a payroll of the month: the page ends at the last candidate, unless it was the last page.
  const resto = candidatas(db, a, despuesDe, tamano);
  const [fin] = await db.select({ n: count(), ultimo: sql<number | null>`max(${resto.id})` }).from(resto);
  return { filas, siguiente: Number(fin?.n ?? 0) < tamano ? null : Number(fin!.ultimo) };
}

/** The entity of a branch the caller may reach (any, or only its own entity's). */
export async function entidadDeSucursal(db: Executor, id: number, scope: number | null) {
  const c = [eq(s.id, id)];
  if (scope !== null) c.push(eq(s.id_entidad, scope));
  const [row] = await db.select({ entidad: s.id_entidad }).from(s).where(and(...c)).limit(1);
  return row?.entidad ?? null;
}

/**
 * Whether someone besides the entity links the person: a staff account or another entity's user,
 * worker or beneficiary (as beneficiary or titular). Decision 011: the entity does not change them.
 */
const otrosVinculos = (persona: SQL, entidad: number) => sql`(
  exists (select 1 from usuarios u where u.id_persona = ${persona} and (u.id_entidad is null or u.id_entidad <> ${entidad}))
  or exists (select 1 from trabajadores ot where ot.id_persona = ${persona} and ot.id_entidad <> ${entidad})
  or exists (select 1 from beneficiarias o where (o.id_persona = ${persona} or o.id_persona_titular = ${persona}) and o.id_entidad <> ${entidad}))`;

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
    .where(and(eq(trabajadores.id_entidad, entidad), sql`${p.nro_documento} = any(${literalArreglo(documentos)}::varchar[])`));
}

/**
 * Which of these persons someone besides the entity links (decision 011). Asked only of the persons
 * whose mobile a file would change: the three probes per person are the lookup's dearest part.
 */
export async function personasCompartidas(db: Executor, entidad: number, idsPersona: number[]): Promise<Set<number>> {
  if (idsPersona.length === 0) return new Set();
  const filas = await db
    .select({ id: p.id })
    .from(p)
    .where(and(sql`${p.id} = any(${literalArreglo(idsPersona)}::int[])`, otrosVinculos(sql`${p.id}`, entidad)));
  return new Set(filas.map((f) => f.id));
}

/** Who holds each of these mobile numbers. */
export async function titularesDeCelulares(db: Executor, moviles: string[]) {
  if (moviles.length === 0) return [];
  return db.select({ id: p.id, movil: p.movil }).from(p).where(sql`${p.movil} = any(${literalArreglo(moviles)}::varchar[])`);
}

/** The rows of a write as one set: `unnest` of one array parameter per column. */
const filasDe = (columnas: Array<[string, ReadonlyArray<string | number | null>, string]>) =>
  sql`unnest(${sql.join(columnas.map(([, valores, tipo]) => sql`${literalArreglo(valores)}::${sql.raw(tipo)}[]`), sql`, `)}) as v(${sql.raw(columnas.map(([nombre]) => nombre).join(', '))})`;

/** Sets the aguinaldo of workers: one statement for the whole file. */
export async function actualizarAguinaldos(db: Executor, filas: Array<{ id: number; aguinaldo: string }>, usuario: number, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update trabajadores t set aguinaldo = v.aguinaldo, _user_updated = ${usuario}, _updated_at = ${cuando}
    from ${filasDe([['id', filas.map((f) => f.id), 'int'], ['aguinaldo', filas.map((f) => f.aguinaldo), 'numeric']])}
    where t.id = v.id`);
}

/** Sets the detail (aguinaldo) and bonus of the entity's bonus beneficiaries, by person: one statement for the whole file. */
export async function actualizarMontos(db: Executor, entidad: number, filas: Array<{ id_persona: number; detalle: string; bono: string }>, usuario: number, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update beneficiarias b set monto_detalle = v.detalle, monto_bono = v.bono, _user_updated = ${usuario}, _updated_at = ${cuando}
    from ${filasDe([['id_persona', filas.map((f) => f.id_persona), 'int'], ['detalle', filas.map((f) => f.detalle), 'numeric'], ['bono', filas.map((f) => f.bono), 'numeric']])}
    where b.id_persona = v.id_persona and b.id_entidad = ${entidad} and b.id_subsidio = ${ID_SUBSIDIO_BONO}`);
}

/** Why a beneficiary state changed when its person got a new mobile (the single edit's words: beneficiarias/service.ts MOTIVOS.celular). */
const MOTIVO_CAMBIO_CELULAR = 'Cambio de número de celular';

/**
 * Sets the mobile of persons the entity alone links (decision 011: a person another entity, or a
 * staff account, also links is not changed from here), and, as a single change does (DOMAIN.md §3),
 * moves every ACTIVO beneficiary of each person whose mobile changed to BLOQUEADO_CAMBIO_CELULAR
 * with its history row. One statement for the whole file; answers how many persons and beneficiaries changed.
 */
export async function actualizarCelulares(db: Executor, entidad: number, filas: Array<{ id_persona: number; movil: string }>, usuario: number, cuando: Date): Promise<{ personas: number; bloqueadas: number }> {
  if (filas.length === 0) return { personas: 0, bloqueadas: 0 };
  const nuevos = () => filasDe([['id_persona', filas.map((f) => f.id_persona), 'int'], ['movil', filas.map((f) => f.movil), 'varchar']]);
  // The persons whose mobile changes are locked in id order first: two uploads over the same workers
  // wait for each other instead of each holding some rows and waiting for the other's (a deadlock on
  // PostgreSQL). A person whose mobile the file leaves as it is is not written, so not locked: a
  // file of 100,000 unchanged mobiles would otherwise write a lock into each of their rows.
  await db.execute(sql`select p.id from personas p join ${nuevos()} on p.id = v.id_persona where p.movil is distinct from v.movil order by p.id for update of p`);
  const r = await db.execute<{ personas: number | string; bloqueadas: number | string }>(sql`
    with cambiadas as (
      update personas p set movil = v.movil, _user_updated = ${usuario}, _updated_at = ${cuando}
      from ${nuevos()}
      where p.id = v.id_persona and p.movil is distinct from v.movil and not ${otrosVinculos(sql`p.id`, entidad)}
      returning p.id
    ), bloqueadas as (
      update beneficiarias b set estado = 'BLOQUEADO_CAMBIO_CELULAR', _user_updated = ${usuario}, _updated_at = ${cuando}
      from cambiadas c
      where b.id_persona = c.id and b.estado = 'ACTIVO'
      returning b.id
    ), historia as (
      insert into beneficiaria_estados (id_beneficiaria, estado_anterior, estado_nuevo, motivo, _user_created, _created_at)
      select id, 'ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', ${MOTIVO_CAMBIO_CELULAR}::varchar, ${usuario}::int, ${cuando}::timestamptz from bloqueadas
    )
    select (select count(*) from cambiadas) as personas, (select count(*) from bloqueadas) as bloqueadas`);
  const fila = r.rows[0];
  return { personas: Number(fila?.personas ?? 0), bloqueadas: Number(fila?.bloqueadas ?? 0) };
}
