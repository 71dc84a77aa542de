import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SubsidiosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { distribucionGrupos, distribuciones, gruposAlimenticios, subsidioMontos, subsidios } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

const s = subsidios;
const m = subsidioMontos;
const d = distribuciones;
const dg = distribucionGrupos;
const g = gruposAlimenticios;

/**
 * The outer row's id, written with its table: drizzle leaves a single table's columns unqualified,
 * which inside a subquery would name the subquery's own `id`.
 */
const idExterno = sql.raw('"subsidios"."id"');
/** The current amount: the latest year's (served by the unique index on (id_subsidio, gestion)). */
const ultimo = (columna: 'monto' | 'gestion') =>
  sql<string | null>`(select ${sql.raw(`sm.${columna}`)}::text from subsidio_montos sm where sm.id_subsidio = ${idExterno} order by sm.gestion desc limit 1)`;
const fila = {
  id: s.id,
  nombre: s.nombre,
  tipo: s.tipo,
  nro_total_entregas: s.nro_total_entregas,
  vigencia_dias: s.vigencia_dias,
  estado: s.estado,
  monto: ultimo('monto'),
  gestion: ultimo('gestion'),
  nro_distribuciones: sql<number>`(select count(*)::int from distribuciones di where di.id_subsidio = ${idExterno})`,
  _created_at: s._created_at,
};
const ordenables = { id: s.id, nombre: s.nombre, tipo: s.tipo, estado: s.estado, nro_total_entregas: s.nro_total_entregas, vigencia_dias: s.vigencia_dias, _created_at: s._created_at };
const seleccionar = (db: Executor, where?: SQL) => db.select(fila).from(s).where(where);
type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
/**
 * The spec's list fields (part 2 §3 'Subsidio', decision 040): fecha_ini and fecha_fin bound the year
 * (gestion) of the current amount, the period the subsidy pays in; id_subsidio (the subsidy it was
 * copied from) and distribucion_copia (its distributions were copied) stay null and false: the
 * programme has no copy action.
 */
function vigencia(gestion: number | null) {
  return { fecha_ini: gestion === null ? null : `${gestion}-01-01`, fecha_fin: gestion === null ? null : `${gestion}-12-31`, id_subsidio: null, distribucion_copia: false };
}
const salida = (r: Fila) => {
  const gestion = r.gestion === null ? null : Number(r.gestion);
  return { ...r, gestion, ...vigencia(gestion), nro_distribuciones: Number(r.nro_distribuciones), _created_at: iso(r._created_at) };
};
export type SubsidioFila = ReturnType<typeof salida>;

/** Subsidies, paged and filtered in SQL (estado indexed). */
export async function listar(db: Executor, f: SubsidiosFiltro) {
  const c: SQL[] = [];
  if (f.nombre) c.push(containsText(s.nombre, f.nombre));
  if (f.estado) c.push(eq(s.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  const rows = await seleccionar(db, where).orderBy(...sortBy(f.order, ordenables, 'id', s.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(salida) };
}

/** The subsidies that are not INACTIVO, by name: a short list (the programme has tens of them). */
export async function vigentes(db: Executor) {
  return db
    .select({ id: s.id, nombre: s.nombre, tipo: s.tipo, estado: s.estado, nro_total_entregas: s.nro_total_entregas })
    .from(s)
    .where(ne(s.estado, 'INACTIVO'))
    .orderBy(asc(s.nombre), asc(s.id));
}

export async function buscar(db: Executor, id: number) {
  const [row] = await seleccionar(db, eq(s.id, id)).limit(1);
  return row ? salida(row) : null;
}

/** Locks the subsidy's row for the rest of the write, so a state change and a distribution change cannot cross. */
export async function bloquear(db: Executor, id: number) {
  const [row] = await db.select({ id: s.id, estado: s.estado }).from(s).where(eq(s.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The history of amounts, latest year first. */
export async function montos(db: Executor, idSubsidio: number) {
  const rows = await db.select({ id: m.id, gestion: m.gestion, monto: m.monto, _created_at: m._created_at }).from(m).where(eq(m.id_subsidio, idSubsidio)).orderBy(desc(m.gestion));
  return rows.map((r) => ({ ...r, _created_at: iso(r._created_at) }));
}

/** A subsidy's distributions with their groups: two queries whatever their number. */
export async function distribucionesDe(db: Executor, idSubsidio: number) {
  const partes = await db.select({ id: d.id, orden: d.orden, nombre: d.nombre, porcentaje: d.porcentaje, credito: d.credito }).from(d).where(eq(d.id_subsidio, idSubsidio)).orderBy(asc(d.orden));
  if (partes.length === 0) return [];
  const grupos = await db
    .select({ id_distribucion: dg.id_distribucion, id_grupo_alimenticio: dg.id_grupo_alimenticio, porcentaje: dg.porcentaje, nombre: g.nombre, sigla: g.sigla })
    .from(dg)
    .innerJoin(g, eq(g.id, dg.id_grupo_alimenticio))
    .where(inArray(dg.id_distribucion, partes.map((p) => p.id)))
    .orderBy(asc(dg.id));
  return partes.map((p) => ({ ...p, detalle: grupos.filter((x) => x.id_distribucion === p.id) }));
}

/** Which of these groups are ACTIVO (the only ones a distribution may use). */
export async function gruposActivos(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: g.id }).from(g).where(and(inArray(g.id, ids), eq(g.estado, 'ACTIVO')));
  return new Set(rows.map((r) => r.id));
}

export async function insertar(db: Executor, values: typeof s.$inferInsert) {
  const [row] = await db.insert(s).values(values).returning({ id: s.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof s.$inferInsert>) {
  await db.update(s).set(values).where(eq(s.id, id));
}

export async function insertarMonto(db: Executor, values: typeof m.$inferInsert) {
  await db.insert(m).values(values);
}

type ParteNueva = { nombre: string; porcentaje: string; credito: string; detalle: Array<{ id_grupo_alimenticio: number; porcentaje: string }> };

/** Replaces a subsidy's distributions (their groups go with them: on delete cascade). */
export async function reemplazarDistribuciones(db: Executor, idSubsidio: number, partes: ParteNueva[], auditoria: { _user_created: number; _created_at: Date }) {
  await db.delete(d).where(eq(d.id_subsidio, idSubsidio));
  for (const [i, p] of partes.entries()) {
    const [row] = await db
      .insert(d)
      .values({ id_subsidio: idSubsidio, orden: i + 1, nombre: p.nombre, porcentaje: p.porcentaje, credito: p.credito, ...auditoria })
      .returning({ id: d.id });
    if (p.detalle.length) await db.insert(dg).values(p.detalle.map((x) => ({ id_distribucion: row!.id, id_grupo_alimenticio: x.id_grupo_alimenticio, porcentaje: x.porcentaje, ...auditoria })));
  }
}
