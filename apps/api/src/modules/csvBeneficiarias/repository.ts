import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, union, unionAll } from 'drizzle-orm/pg-core';
import { ESTADOS_BENEFICIARIA, ID_SUBSIDIO_BONO, type BeneficiariasFiltro, type EstadoBeneficiaria } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, nombreCompletoDe, personas, subsidios, trabajadores } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';
import { columnaTotal, paginaConTotal, paginaPreparada, preparada, valorDeConjunto, type PaginaPreparada } from '../../db/preparadas.js';

const b = beneficiarias;
const p = personas;
const pt = alias(personas, 'pt');
const pb = alias(personas, 'pb');
const ptc = alias(personas, 'ptc');
const pd = alias(personas, 'pd');
const s = subsidios;

/** The subsidy beneficiaries (any subsidy but the bonus) within the caller's reach: `entidad` null reaches every entity. */
// The bonus's id as a literal, so that the partial index `beneficiarias_subsidios_estado_idx` serves the list.
const noBono = sql`${b.id_subsidio} <> ${sql.raw(String(Number(ID_SUBSIDIO_BONO)))}`;
const subsidiosEnAlcance = (entidad: number | null): SQL => and(noBono, entidad === null ? undefined : eq(b.id_entidad, entidad))!;

/**
 * The subsidy's and the branch's names as subqueries of one row each (a key each: the same rows as
 * the joins), not joined: PostgreSQL plans a page of this list on every call when a text filter
 * shapes it, and six joined tables took 2.6 ms to plan against 0.6 ms with four (issue 33).
 */
const subsidioNombre = sql<string>`(select sb.nombre from subsidios sb where sb.id = ${b.id_subsidio})`;
const sucursalNombre = sql<string | null>`(select sc.nombre from sucursales sc where sc.id = ${b.id_sucursal})`;
const nombreT = nombreCompletoDe(pt);
const nombreB = nombreCompletoDe(pb);
const fila = {
  id: b.id,
  id_entidad: b.id_entidad,
  estado: b.estado,
  fechaNacidoVivo: b.fecha_nacido_vivo,
  nro_asignacion_inicio: b.nro_asignacion_inicio,
  nro_asignacion_fin: b.nro_asignacion_fin,
  fecha_inicio: b.fecha_inicio,
  nro_hijos: b.nro_hijos,
  ben_subsidio_nombre: subsidioNombre,
  Sucursale_nombre: sucursalNombre,
  persona_t_nro_documento: pt.nro_documento,
  persona_t_complemento: pt.complemento,
  persona_t_nombres: pt.nombres,
  persona_t_primer_apellido: pt.primer_apellido,
  persona_t_segundo_apellido: pt.segundo_apellido,
  persona_t_nombre_completo: nombreT,
  persona_b_nro_documento: pb.nro_documento,
  persona_b_complemento: pb.complemento,
  persona_b_nombres: pb.nombres,
  persona_b_primer_apellido: pb.primer_apellido,
  persona_b_segundo_apellido: pb.segundo_apellido,
  persona_b_nombre_completo: nombreB,
  persona_tc_nro_documento: ptc.nro_documento,
  persona_tc_complemento: ptc.complemento,
  persona_tc_nombres: ptc.nombres,
  persona_tc_primer_apellido: ptc.primer_apellido,
  persona_tc_segundo_apellido: ptc.segundo_apellido,
  persona_tc_nombre_completo: nombreCompletoDe(ptc),
};
const ordenables = {
  id: b.id,
  estado: b.estado,
  fecha_inicio: b.fecha_inicio,
  ben_subsidio_nombre: subsidioNombre,
  persona_t_nro_documento: pt.nro_documento,
  persona_t_nombre_completo: nombreT,
  persona_b_nro_documento: pb.nro_documento,
  persona_b_nombre_completo: nombreB,
};

/**
 * The persons a typed document number finds. A number typed whole is found on its exact value
 * (`personas_nro_documento_idx`) and then only those persons are answered; else, the numbers that
 * contain it (the trigram index). PostgreSQL checks the exact value once (an InitPlan) and skips the
 * partial search when it found one: a CI's trigrams are in hundreds of thousands of numbers, so the
 * partial search takes a hundred times longer than the exact one (decision 049).
 */
function personasDelDocumento(db: Executor, texto: string) {
  const exacto = eq(personas.nro_documento, texto);
  return unionAll(
    db.select({ id: personas.id }).from(personas).where(exacto),
    db
      .select({ id: personas.id })
      .from(personas)
      .where(and(containsText(personas.nro_documento, texto), sql`not exists (${db.select({ uno: sql`1` }).from(pd).where(eq(pd.nro_documento, texto))})`)),
  );
}

/**
 * `beneficiarias`: one page, filtered and sorted in SQL, the three persons, the subsidy and the branch
 * joined. `titular`: only the beneficiaries of the titulars with exactly this document (any complemento).
 */
const $ = sql.placeholder;

/** The page the staff's list opens on (no document filter), for one shape: entity or not, state or not, one order; prepared once. */
function consultaBeneficiarias(db: Executor, conEntidad: boolean, estado: EstadoBeneficiaria | null, orden: string, pagina: PaginaPreparada) {
  const e = estado ? valorDeConjunto(estado, ESTADOS_BENEFICIARIA) : null;
  const where = and(noBono, conEntidad ? eq(b.id_entidad, $('entidad')) : undefined, e ? eq(b.estado, e.sql) : undefined);
  const forma = `beneficiarias_${Number(conEntidad)}${e?.forma ?? ''}`;
  const contar = (db: Executor) => db.select({ n: count() }).from(b).where(where);
  return {
    total: preparada(db, `${forma}_conteo`, (db, nombre) => contar(db).prepare(nombre)),
    filas: preparada(db, `${forma}_${orden}_${pagina.forma}`, (db, nombre) =>
      filas(db, where, sortBy(orden, ordenables, '-id', b.id), { total_lista: columnaTotal(contar(db)) })
        .limit(pagina.limit)
        .offset(pagina.offset)
        .prepare(nombre),
    ),
  };
}

/** The list's rows: the three persons joined, the subsidy's and the branch's names beside them. */
const filas = <E extends Record<string, SQL.Aliased>>(db: Executor, where: SQL | undefined, orden: SQL[], extra?: E) =>
  db
    .select({ ...fila, ...(extra as E) })
    .from(b)
    .innerJoin(pt, eq(pt.id, b.id_persona_titular))
    .innerJoin(pb, eq(pb.id, b.id_persona))
    .leftJoin(ptc, eq(ptc.id, b.id_persona_titular_cobro))
    .where(where)
    .orderBy(...orden);

/**
 * The list of one person's beneficiaries (the titular's or the beneficiary's exact document, or the
 * titular's screen), count and page in one prepared statement, for one shape: which persons (`doc`:
 * the number typed, as titular or beneficiary; `titular`: the titular's), entity or not, state or
 * not, one order, one page form; the values are placeholders (the longest name, 60 characters, is
 * under PostgreSQL's 63). Every value of a shape costs the same (a person's few rows found by key),
 * so PostgreSQL keeps its generic plan after five calls and plans it once per connection: at full
 * scale, planned on each call, the count and the page spent 0.4 + 0.9 ms planning to read for
 * 0.1 + 0.3 ms; the generic plan is found in 0.02 ms and runs in 0.1–0.2 ms (issue 33). The partial
 * search is not here: its cost depends on the text, and PostgreSQL refused its generic plan (decision 052).
 *
 * One row at least: the count (an aggregate's single row, computed once), `hay` (a person has
 * exactly the number typed: without one the caller searches the numbers that contain it), and the
 * page beside them, left-joined (`id` null: an empty page). The page's ids are chosen on
 * beneficiarias alone (with the person its order needs), and the three persons joined to those rows
 * only.
 */
function consultaPorPersona(db: Executor, forma: { doc: boolean; titular: boolean; entidad: boolean; estado: boolean }, orden: string, pagina: PaginaPreparada) {
  const nombre = `beneficiarias_persona_${Number(forma.doc)}${Number(forma.titular)}${Number(forma.entidad)}${Number(forma.estado)}_${orden}_${pagina.forma}`;
  return preparada(db, nombre, (db, nombre) => {
    const delDocumento = db.select({ id: personas.id }).from(personas).where(eq(personas.nro_documento, $('doc')));
    const where = and(
      noBono,
      forma.entidad ? eq(b.id_entidad, $('entidad')) : undefined,
      forma.titular ? inArray(b.id_persona_titular, db.select({ id: personas.id }).from(personas).where(eq(personas.nro_documento, $('titular')))) : undefined,
      // As `listarBuscando`'s union: a titular's rows and a beneficiary's, each by its index.
      forma.doc
        ? inArray(b.id, union(db.select({ id: b.id }).from(b).where(inArray(b.id_persona_titular, delDocumento)), db.select({ id: b.id }).from(b).where(inArray(b.id_persona, delDocumento))))
        : undefined,
      forma.estado ? eq(b.estado, $('estado')) : undefined,
    );
    const porOrden = sortBy(orden, ordenables, '-id', b.id);
    const campo = orden.replace(/^-/, '');
    let ids = db.select({ id: b.id }).from(b).$dynamic();
    if (campo.startsWith('persona_t_')) ids = ids.innerJoin(pt, eq(pt.id, b.id_persona_titular));
    if (campo.startsWith('persona_b_')) ids = ids.innerJoin(pb, eq(pb.id, b.id_persona));
    const pag = ids.where(where).orderBy(...porOrden).limit(pagina.limit).offset(pagina.offset).as('pag');
    const hay = forma.doc ? sql<boolean>`exists (${db.select({ uno: sql`1` }).from(pd).where(eq(pd.nro_documento, $('doc')))})` : sql<boolean>`true`;
    const k = db.select({ total: count().as('total'), hay: hay.as('hay') }).from(b).where(where).as('k');
    return db
      // Named with their subquery's: Drizzle would write a bare "total" and "hay".
      .select({ total: sql<number>`"k"."total"`.mapWith(Number), hay: sql<boolean>`"k"."hay"`, ...fila })
      .from(k)
      .leftJoin(pag, sql`true`)
      .leftJoin(b, eq(b.id, pag.id))
      .leftJoin(pt, eq(pt.id, b.id_persona_titular))
      .leftJoin(pb, eq(pb.id, b.id_persona))
      .leftJoin(ptc, eq(ptc.id, b.id_persona_titular_cobro))
      .orderBy(...porOrden)
      .prepare(nombre);
  });
}

export async function listar(db: Executor, f: Omit<BeneficiariasFiltro, 'id_entidad'>, entidad: number | null, titular: string | null = null) {
  const orden = f.order || '-id';
  // An unknown order is refused before any statement is named after it.
  sortBy(orden, ordenables, '-id', b.id);
  const pagina = paginate(f);
  if (titular === null && !f.nro_documento) {
    const q = consultaBeneficiarias(db, entidad !== null, f.estado ?? null, orden, paginaPreparada(pagina));
    const valores = { entidad, ...pagina };
    const r = await paginaConTotal(await q.filas.execute(valores), pagina.offset, () => q.total.execute(valores));
    return { count: r.count, rows: r.rows };
  }
  // A number typed whole (the usual search: a person's CI) or the titular's screen: the persons with
  // exactly that number, in one prepared statement. When nobody has the number typed, the numbers
  // that contain it (`listarBuscando`).
  const q = consultaPorPersona(db, { doc: !!f.nro_documento, titular: titular !== null, entidad: entidad !== null, estado: !!f.estado }, orden, paginaPreparada(pagina));
  const filasDe = await q.execute({ doc: f.nro_documento, titular, entidad, estado: f.estado, ...pagina });
  const cabeza = filasDe[0];
  if (cabeza && (cabeza.hay || !f.nro_documento)) {
    const rows = filasDe.filter((r) => r.id !== null).map(({ total: _t, hay: _h, ...fila }) => fila);
    return { count: Number(cabeza.total), rows };
  }
  return listarBuscando(db, f, entidad, titular);
}

/**
 * The list filtered by any document number (the numbers that contain it when nobody has it whole) or
 * titular: count and page as two statements built and planned on each call. `listar` comes here
 * only when nobody has the number typed; the tests compare `listar` with it for every shape.
 */
export async function listarBuscando(db: Executor, f: Omit<BeneficiariasFiltro, 'id_entidad'>, entidad: number | null, titular: string | null = null) {
  const c: SQL[] = [subsidiosEnAlcance(entidad)];
  if (titular !== null) c.push(inArray(b.id_persona_titular, db.select({ id: personas.id }).from(personas).where(eq(personas.nro_documento, titular))));
  // The persons whose number matches, found on personas' trigram index, then their rows by the
  // titular's and the beneficiary's indexes, as a union: an OR over the two joined persons (or two IN
  // lists joined by OR) reads every beneficiary.
  if (f.nro_documento) {
    const coinciden = personasDelDocumento(db, f.nro_documento);
    const suyas = union(db.select({ id: b.id }).from(b).where(inArray(b.id_persona_titular, coinciden)), db.select({ id: b.id }).from(b).where(inArray(b.id_persona, coinciden)));
    c.push(inArray(b.id, suyas));
  }
  if (f.estado) c.push(eq(b.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [[total], rows] = await Promise.all([
    // Both persons are not-null keys and the filters name only beneficiarias' columns: no join to count.
    db.select({ n: count() }).from(b).where(where),
    filas(db, where, sortBy(f.order, ordenables, '-id', b.id)).limit(limit).offset(offset),
  ]);
  return { count: Number(total?.n ?? 0), rows };
}

/** Every subsidy (a few rows): the import matches them by name. */
export async function subsidiosTodos(db: Executor) {
  return db.select({ id: s.id, nombre: s.nombre, estado: s.estado, nro_total_entregas: s.nro_total_entregas, vigencia_dias: s.vigencia_dias }).from(s).orderBy(s.id);
}

/** The entity's workers with these document numbers (any complemento: the caller matches it), with their person and branch. */
export async function trabajadoresPorDocumento(db: Executor, entidad: number, documentos: string[]) {
  if (documentos.length === 0) return [];
  return db
    .select({ id_persona: p.id, nro_documento: p.nro_documento, complemento: p.complemento, fecha_nacimiento: p.fecha_nacimiento, movil: p.movil, id_sucursal: trabajadores.id_sucursal, nro_seguro: trabajadores.nro_seguro })
    .from(trabajadores)
    .innerJoin(p, eq(p.id, trabajadores.id_persona))
    .where(and(eq(trabajadores.id_entidad, entidad), inArray(p.nro_documento, documentos)));
}

/** The persons (CI) with these document numbers, any complemento. */
export async function personasPorDocumento(db: Executor, documentos: string[]) {
  if (documentos.length === 0) return [];
  return db
    .select({ id: p.id, nro_documento: p.nro_documento, complemento: p.complemento, fecha_nacimiento: p.fecha_nacimiento, movil: p.movil })
    .from(p)
    .where(and(eq(p.tipo_documento, 'CI'), inArray(p.nro_documento, documentos)));
}

/** The subsidies these persons already have in the entity. */
export async function registradas(db: Executor, entidad: number, idsPersona: number[]) {
  if (idsPersona.length === 0) return [];
  return db
    .select({ id_persona: b.id_persona, id_subsidio: b.id_subsidio })
    .from(b)
    .where(and(eq(b.id_entidad, entidad), inArray(b.id_persona, idsPersona)));
}

/** Who holds each of these mobile numbers. */
export async function titularesDeCelulares(db: Executor, moviles: string[]) {
  if (moviles.length === 0) return [];
  return db.select({ id: p.id, movil: p.movil }).from(p).where(inArray(p.movil, moviles));
}

export async function insertarBeneficiarias(db: Executor, filas: Array<typeof beneficiarias.$inferInsert>) {
  if (filas.length === 0) return [];
  return db.insert(b).values(filas).returning({ id: b.id, estado: b.estado, id_persona: b.id_persona, id_subsidio: b.id_subsidio });
}
