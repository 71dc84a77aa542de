import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ID_SUBSIDIO_BONO, type BeneficiariasPorEntidadFiltro, type EstadoBeneficiaria, type TrabajadorBeneficiaria } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiariaEstados, beneficiarias, beneficiariasConteo, personas, sucursales } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';
import { sqlArray } from '../../core/sql-array.js';
import { columnaTotal, paginaConTotal, paginaPreparada, preparada, type PaginaPreparada } from '../../db/preparadas.js';

const b = beneficiarias;
const p = personas;
const s = sucursales;
const conteo = beneficiariasConteo;

/** A bonus beneficiary (a worker) within the caller's reach: `alcance` null reaches every entity. */
const bonoEnAlcance = (alcance: number | null): SQL => and(eq(b.id_subsidio, ID_SUBSIDIO_BONO), alcance === null ? undefined : eq(b.id_entidad, alcance))!;

const fila = {
  id: b.id,
  id_beneficiaria: b.id,
  id_entidad: b.id_entidad,
  id_sucursal: b.id_sucursal,
  beneficiaria_datos_estado: b.estado,
  beneficiaria_datos_enviar_sms: b.enviar_sms,
  beneficiaria_datos_persona_fecha_nacimiento: p.fecha_nacimiento,
  beneficiaria_datos_persona_id: p.id,
  beneficiaria_datos_persona_movil: p.movil,
  beneficiaria_datos_persona_nombres: p.nombres,
  beneficiaria_datos_persona_nro_documento: p.nro_documento,
  beneficiaria_datos_persona_pais_nacimiento: p.pais_nacimiento,
  beneficiaria_datos_persona_primer_apellido: p.primer_apellido,
  beneficiaria_datos_persona_segundo_apellido: p.segundo_apellido,
  beneficiaria_suc_departamento: s.departamento,
  beneficiaria_suc_direccion_completa: s.direccion_completa,
  beneficiaria_suc_dpa: s.dpa,
  beneficiaria_suc_municipio: s.municipio,
  beneficiaria_suc_nombre: s.nombre,
  beneficiaria_suc_provincia: s.provincia,
  beneficiaria_suc_telefonos: s.telefonos,
  monto_bono: b.monto_bono,
};
const ordenables = {
  id: b.id,
  beneficiaria_datos_estado: b.estado,
  beneficiaria_datos_persona_nro_documento: p.nro_documento,
  beneficiaria_datos_persona_nombres: p.nombres,
  beneficiaria_datos_persona_primer_apellido: p.primer_apellido,
  beneficiaria_suc_nombre: s.nombre,
  monto_bono: b.monto_bono,
};

/**
 * The workers list's rows for its filters (persons joined as `personas`): the list and its CSV export
 * (csvPlanillas) both read them through this, so the file holds the rows the list shows (issue 32).
 */
export function dondeTrabajadores(f: { nro_documento?: string | null }, idEntidad: number | null, idSucursal: number | null = null): SQL {
  const c: SQL[] = [bonoEnAlcance(idEntidad)];
  if (f.nro_documento) c.push(containsText(p.nro_documento, f.nro_documento));
  if (idSucursal !== null) c.push(eq(b.id_sucursal, idSucursal));
  return and(...c)!;
}

const $ = sql.placeholder;

/**
 * The workers list without a document filter (the page it opens on), for one shape: an entity or
 * every one, a branch or not, one order; prepared once, its count a column of its page
 * (`columnaTotal`). Unfiltered, the count is the sum of the entity's counters (kept by triggers,
 * migration 0013), not a count of its rows (50,000 index entries for the largest employer); a
 * branch's rows are counted.
 */
function consultaTrabajadores(db: Executor, conEntidad: boolean, conSucursal: boolean, orden: string, pagina: PaginaPreparada) {
  const where = and(eq(b.id_subsidio, ID_SUBSIDIO_BONO), conEntidad ? eq(b.id_entidad, $('entidad')) : undefined, conSucursal ? eq(b.id_sucursal, $('sucursal')) : undefined);
  const forma = `trabajadores_${Number(conEntidad)}${Number(conSucursal)}`;
  const contar = (db: Executor) =>
    conSucursal
      ? db.select({ n: count() }).from(b).where(where)
      : db
          .select({ n: sql<string>`coalesce(sum(${conteo.n}), 0)` })
          .from(conteo)
          .where(and(eq(conteo.id_subsidio, ID_SUBSIDIO_BONO), conEntidad ? eq(conteo.id_entidad, $('entidad')) : undefined));
  return {
    total: preparada(db, `${forma}_conteo`, (db, nombre) => contar(db).prepare(nombre)),
    filas: preparada(db, `${forma}_${orden}_${pagina.forma}`, (db, nombre) =>
      db
        .select({ ...fila, total_lista: columnaTotal(contar(db)) })
        .from(b)
        .innerJoin(p, eq(p.id, b.id_persona))
        .leftJoin(s, eq(s.id, b.id_sucursal))
        .where(where)
        .orderBy(...sortBy(orden, ordenables, '-id', b.id))
        .limit(pagina.limit)
        .offset(pagina.offset)
        .prepare(nombre),
    ),
  };
}

/** An entity's workers (or one branch's: `idSucursal`) with their person and branch, in one joined query, paged and sorted in SQL. */
export async function listarPorEntidad(db: Executor, f: Omit<BeneficiariasPorEntidadFiltro, 'id_entidad'>, idEntidad: number | null, idSucursal: number | null = null) {
  const orden = f.order || '-id';
  const porOrden = sortBy(orden, ordenables, '-id', b.id);
  const { limit, offset } = paginate(f);
  if (!f.nro_documento) {
    const q = consultaTrabajadores(db, idEntidad !== null, idSucursal !== null, orden, paginaPreparada({ limit, offset }));
    const valores = { entidad: idEntidad, sucursal: idSucursal, limit, offset };
    const r = await paginaConTotal(await q.filas.execute(valores), offset, () => q.total.execute(valores));
    return { count: r.count, rows: r.rows as TrabajadorBeneficiaria[] };
  }
  const where = dondeTrabajadores(f, idEntidad, idSucursal);
  const [[total], rows] = await Promise.all([
    // Every beneficiary has its person (a not-null key): the count joins it only to filter on it.
    db.select({ n: count() }).from(b).innerJoin(p, eq(p.id, b.id_persona)).where(where),
    db
      .select(fila)
      .from(b)
      .innerJoin(p, eq(p.id, b.id_persona))
      .leftJoin(s, eq(s.id, b.id_sucursal))
      .where(where)
      .orderBy(...porOrden)
      .limit(limit)
      .offset(offset),
  ]);
  return { count: Number(total?.n ?? 0), rows: rows as TrabajadorBeneficiaria[] };
}

const bloqueo = { id: b.id, estado: b.estado, id_persona: b.id_persona, id_entidad: b.id_entidad, enviar_sms: b.enviar_sms };

/** The beneficiary of any subsidy, locked until the write ends: its state changes one at a time. */
export async function bloquear(db: Executor, id: number) {
  const [row] = await db.select(bloqueo).from(b).where(eq(b.id, id)).for('update').limit(1);
  return row ? { ...row, estado: row.estado as EstadoBeneficiaria } : null;
}

/** A bonus beneficiary within the caller's reach, locked. */
export async function bloquearBono(db: Executor, id: number, alcance: number | null) {
  const [row] = await db
    .select(bloqueo)
    .from(b)
    .where(and(eq(b.id, id), bonoEnAlcance(alcance)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The ids of a person's bonus beneficiaries within the caller's reach, in id order (the order rows are locked in). */
export async function bonosDePersona(db: Executor, idPersona: number, alcance: number | null) {
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id_persona, idPersona), bonoEnAlcance(alcance)))
    .orderBy(asc(b.id));
  return rows.map((r) => r.id);
}

/** The ids of a person's ACTIVO beneficiaries of any subsidy and entity: a new mobile blocks them all. */
export async function activosDePersona(db: Executor, idPersona: number) {
  const rows = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id_persona, idPersona), eq(b.estado, 'ACTIVO')))
    .orderBy(asc(b.id));
  return rows.map((r) => r.id);
}

export async function ponerEstado(db: Executor, id: number, estado: EstadoBeneficiaria, quien: number | null, cuando: Date) {
  await db.update(b).set({ estado, _user_updated: quien, _updated_at: cuando }).where(eq(b.id, id));
}

export async function registrarEstado(db: Executor, fila: { id_beneficiaria: number; estado_anterior: string | null; estado_nuevo: string; motivo: string; _user_created: number | null; _created_at: Date }) {
  await db.insert(beneficiariaEstados).values(fila);
}

/** History rows, one statement. */
export async function registrarEstados(db: Executor, filas: ReadonlyArray<{ id_beneficiaria: number; estado_anterior: string | null; estado_nuevo: string; motivo: string; _user_created: number | null; _created_at: Date }>) {
  if (filas.length) await db.insert(beneficiariaEstados).values([...filas]);
}

/** The beneficiaries a bulk transition names: by id, or every one of these persons. */
export type Seleccion = { ids: readonly number[] } | { personas: readonly number[] };

/**
 * Moves the selected beneficiaries that are in `de` to `a`, each with its history row, in one
 * statement; a row in any other state is left as it is. Answers the ids moved.
 */
export async function ponerEstados(db: Executor, seleccion: Seleccion, de: EstadoBeneficiaria, a: EstadoBeneficiaria, motivo: string, quien: number | null, cuando: Date): Promise<number[]> {
  const cuales = 'ids' in seleccion ? sql`b.id = any(${sqlArray(seleccion.ids, 'int')})` : sql`b.id_persona = any(${sqlArray(seleccion.personas, 'int')})`;
  const r = await db.execute<{ id: number }>(sql`
    with movidas as (
      update beneficiarias b set estado = ${a}, _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
      where ${cuales} and b.estado = ${de}
      returning b.id
    ), historia as (
      insert into beneficiaria_estados (id_beneficiaria, estado_anterior, estado_nuevo, motivo, _user_created, _created_at)
      select id, ${de}::varchar, ${a}::varchar, ${motivo}::varchar, ${quien}::int, ${cuando}::timestamptz from movidas
    )
    select id from movidas order by id`);
  return r.rows.map((x) => Number(x.id));
}

export async function ponerSms(db: Executor, id: number, valor: '0' | '1', quien: number, cuando: Date) {
  await db.update(b).set({ enviar_sms: valor, _user_updated: quien, _updated_at: cuando }).where(eq(b.id, id));
}

/** A person who is a worker (bonus beneficiary) within the caller's reach, locked: its document and mobile. */
export async function personaTrabajadora(db: Executor, idPersona: number, alcance: number | null) {
  const [row] = await db
    .select({ id: p.id, tipo_documento: p.tipo_documento, nro_documento: p.nro_documento, complemento: p.complemento, movil: p.movil })
    .from(p)
    .where(and(eq(p.id, idPersona), sql`exists (select 1 from ${b} where ${b.id_persona} = ${p.id} and ${bonoEnAlcance(alcance)})`))
    .for('update', { of: p })
    .limit(1);
  return row ?? null;
}

