import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { BOLIVIA_MS, DIA_MS, type LogsFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { ejecutarPreparada } from '../../db/preparadas.js';
import { logs, logsConteo, logsVerificacion } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';
import { palabras } from '../../db/schema/busqueda.js';
import { esperaCadena } from '../../core/metricas.js';

const fila = { id: logs.id, nivel: logs.nivel, tipo: logs.tipo, mensaje: logs.mensaje, clave: logs.clave, parametros: logs.parametros, referencia: logs.referencia, ip: logs.ip, fecha: logs.fecha, usuario: logs.usuario };
const ordenables = { id: logs.id, fecha: logs.fecha, nivel: logs.nivel, tipo: logs.tipo, usuario: logs.usuario, ip: logs.ip };

/** The period asked for: from `desde` inclusive to `hasta`, exclusive when it is the day after a date. */
export interface Periodo {
  desde: Date | null;
  hasta: Date | null;
  hastaExclusivo: boolean;
}

/** The Bolivian day an instant falls on, when it is that day's midnight; null otherwise. */
function medianoche(d: Date): string | null {
  const local = d.getTime() - BOLIVIA_MS;
  return local % DIA_MS === 0 ? new Date(local).toISOString().slice(0, 10) : null;
}

/**
 * The count from logs_conteo (rows per Bolivian day, nivel and tipo, kept by triggers): exact, and a
 * few hundred rows to add up instead of millions to count. Only when the filter is made of whole days,
 * nivel and tipo; null otherwise (a text filter, a time of day), and the rows are counted.
 */
async function contarPorDias(db: Executor, f: LogsFiltro, p: Periodo): Promise<number | null> {
  if (f.usuario || f.mensaje) return null;
  const desde = p.desde ? medianoche(p.desde) : undefined;
  const hasta = p.hasta ? (p.hastaExclusivo ? medianoche(p.hasta) : null) : undefined;
  if (desde === null || hasta === null) return null;
  const c: SQL[] = [];
  if (f.nivel) c.push(eq(logsConteo.nivel, f.nivel));
  if (f.tipo) c.push(eq(logsConteo.tipo, f.tipo));
  if (desde) c.push(gte(logsConteo.dia, desde));
  if (hasta) c.push(lt(logsConteo.dia, hasta));
  const [r] = await db.select({ n: sql<string>`coalesce(sum(${logsConteo.n}), 0)` }).from(logsConteo).where(and(...c));
  return Number(r?.n ?? 0);
}

/**
 * The words a message must hold to contain `texto` (migration 0028's `palabras_consulta`), or null
 * when the text tells none (one word, which may sit inside any word of the message).
 */
async function palabrasDe(db: Executor, texto: string): Promise<string | null> {
  const r = await db.execute<{ q: string | null }>(sql`select palabras_consulta(${texto})::text as q`);
  return r.rows[0]?.q ?? null;
}

export async function listar(db: Executor, f: LogsFiltro, p: Periodo) {
  const c: SQL[] = [];
  if (f.nivel) c.push(eq(logs.nivel, f.nivel));
  if (f.tipo) c.push(eq(logs.tipo, f.tipo));
  if (f.usuario) c.push(containsText(logs.usuario, f.usuario));
  // With words to look for, the rows come from the words' index alone, then "contains" and the sort
  // decide on them: the planner cannot tell how few rows hold a word (it assumes 2 % of the log), and
  // would also read the trigrams of the common words (100 ms at 5 M rows) or walk the whole log by date
  // (600 ms) to fill a page. The message as `mensaje || ''` and the date as `fecha + 0 s` are the same
  // values that no index serves.
  const q = f.mensaje ? await palabrasDe(db, f.mensaje) : null;
  if (f.mensaje) c.push(containsText(q ? sql`(${logs.mensaje} || '')` : logs.mensaje, f.mensaje));
  if (q) c.push(sql`${palabras(logs.mensaje)} @@ ${q}::tsquery`);
  if (p.desde) c.push(gte(logs.fecha, p.desde));
  if (p.hasta) c.push(p.hastaExclusivo ? lt(logs.fecha, p.hasta) : lte(logs.fecha, p.hasta));
  const where = and(...c);
  const orden = sortBy(f.order, q ? { ...ordenables, fecha: sql`(${logs.fecha} + interval '0 seconds')` } : ordenables, '-fecha', logs.id);
  const { limit, offset } = paginate(f);
  const contar = async () => (await contarPorDias(db, f, p)) ?? Number((await db.select({ n: count() }).from(logs).where(where))[0]?.n ?? 0);
  const [total, rows] = await Promise.all([contar(), db.select(fila).from(logs).where(where).orderBy(...orden).limit(limit).offset(offset)]);
  return { count: total, rows: rows.map((r) => ({ ...r, fecha: iso(r.fecha) })) };
}

/**
 * Waits for, then holds until the transaction ends, the one lock every writer of the chain takes:
 * rows are appended one after the other, on one server or many.
 */
export async function bloquearCadena(tx: Executor): Promise<void> {
  const termina = esperaCadena.startTimer();
  await ejecutarPreparada(tx, 'cadena', sql`select pg_advisory_xact_lock(727274)`);
  termina();
}

// The chain's three statements run in every audited write: prepared, as a sale's are (issue 54).
export async function ultimoHash(db: Executor): Promise<string | undefined> {
  const [last] = (await ejecutarPreparada<{ hash: string }>(db, 'cadena', db.select({ hash: logs.hash }).from(logs).orderBy(desc(logs.id)).limit(1).getSQL())).rows;
  return last?.hash;
}

export async function insertar(db: Executor, row: typeof logs.$inferInsert): Promise<void> {
  await ejecutarPreparada(db, 'cadena', db.insert(logs).values(row).getSQL());
}

export async function porId(db: Executor, id: number) {
  const [row] = await db.select().from(logs).where(eq(logs.id, id));
  return row;
}

/** Up to `limite` rows after `despuesDe`, in id order. */
export async function pagina(db: Executor, despuesDe: number, limite: number) {
  return db.select().from(logs).where(gt(logs.id, despuesDe)).orderBy(asc(logs.id)).limit(limite);
}

const PUNTO = 1;

/** Where the last incremental check of the chain ended (the one row of logs_verificacion). */
export async function puntoVerificado(db: Executor) {
  const [p] = await db.select().from(logsVerificacion).where(eq(logsVerificacion.id, PUNTO));
  return p;
}

/** Two checks at once: the one that got further wins. */
export async function guardarPuntoVerificado(db: Executor, valores: { id_log: number; hash: string; total: number; fecha: Date }): Promise<void> {
  await db
    .insert(logsVerificacion)
    .values({ id: PUNTO, ...valores })
    .onConflictDoUpdate({ target: logsVerificacion.id, set: valores, setWhere: sql`${logsVerificacion.id_log} < ${valores.id_log}` });
}
