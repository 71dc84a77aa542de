import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * A statement built once and prepared under its name: PostgreSQL parses it once per connection
 * (and plans it once when its plan does not depend on its values: `paginaPreparada`), and Drizzle
 * does not build its SQL again on every request. The lists a screen opens
 * on (the workers, the payrolls, a payroll's lines, the staff's beneficiaries) spent more on that
 * than on reading their rows (issue 33, decision 049).
 *
 * The name must tell every shape apart (which filters, which order): values go as placeholders
 * (`sql.placeholder`), so a list has a handful of names, never one per value (a statement whose shape
 * comes from elsewhere is named by its text: `nombrePorTexto`). One set per database
 * object: the server has one, the tests open many.
 */
export function preparada<T>(db: Executor, nombre: string, construir: (db: Executor, nombre: string) => T): T {
  let propias = porBase.get(db);
  if (!propias) porBase.set(db, (propias = new Map()));
  let consulta = propias.get(nombre) as T | undefined;
  if (consulta === undefined) propias.set(nombre, (consulta = construir(db, nombre)));
  return consulta;
}

const porBase = new WeakMap<Executor, Map<string, unknown>>();

/**
 * A prepared statement's name from its SQL text, for a statement whose shape comes from elsewhere
 * (the workers export takes the list's own conditions): each shape is parsed and planned once per
 * connection, and two shapes never share a name.
 */
export const nombrePorTexto = (prefijo: string, texto: string) => `${prefijo}_${createHash('sha1').update(texto).digest('hex').slice(0, 16)}`;

/**
 * `db.execute(q)` as a statement prepared under the name of its text (`nombrePorTexto`): PostgreSQL
 * parses and plans it once per connection and then only runs it. For the short statements of a hot
 * write, whose planning cost more than their work: a sale's statements each planned in 0.1–0.2 ms
 * and ran in 0.03 ms (issue 54). Only for statements of a handful of shapes (values bound, never
 * written into the text; a list of values as one array, `sqlArray`): each distinct text is a
 * statement kept by every connection.
 */
export async function ejecutarPreparada<T extends Record<string, unknown>>(db: Executor, prefijo: string, q: SQL): Promise<{ rows: T[] }> {
  // Drizzle's own `execute` with a name: it has no public way to name a raw statement.
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const consulta = dialect.sqlToQuery(q);
  return (await session.prepareQuery(consulta, undefined, nombrePorTexto(prefijo, consulta.sql), false).execute()) as { rows: T[] };
}

/**
 * A filter's value from a small closed set (a state) written into a prepared statement's text, the
 * statement named after it (`forma`): PostgreSQL then keeps a plan made for that value. With a
 * placeholder its generic plan is costed for an average state (an eighth of the table to count), so
 * it planned the statement again on every call: 0.47 ms of planning for 1.5 ms of work on the
 * staff's list by state at full scale (issue 54). Only values of the set reach the text.
 */
export function valorDeConjunto<T extends string>(valor: T, conjunto: readonly T[]): { forma: string; sql: SQL } {
  const i = conjunto.indexOf(valor);
  if (i < 0 || !/^[A-Z_]+$/.test(valor)) throw new Error(`Valor fuera de su conjunto: ${valor}`);
  return { forma: `e${i}`, sql: sql.raw(`'${valor}'`) };
}

/** A list's page in a prepared statement: its shape (part of the statement's name) and its LIMIT and OFFSET. */
export interface PaginaPreparada {
  forma: string;
  limit: number | Placeholder;
  offset: number | Placeholder;
}

/**
 * The first page (where every list opens) has its LIMIT written in the statement, one statement per
 * page size (at most 100: the contract's `limit`), and no OFFSET: PostgreSQL then keeps one generic
 * plan for it and plans it once per connection. With a placeholder LIMIT it cannot cost the plan
 * without the value, so it planned the statement again on every call: 1.5 ms for the staff's list
 * (six tables joined) against 0.08 ms to run it (issue 33). Later pages keep placeholders (planned
 * on each call): a statement per offset would never be reused.
 */
export function paginaPreparada(p: { limit: number; offset: number }): PaginaPreparada {
  if (p.offset !== 0 || !Number.isSafeInteger(p.limit) || p.limit < 1) return { forma: 'pagina', limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  // Drizzle writes a number as a bound parameter; an SQL chunk goes into the text as it is.
  return { forma: `p${p.limit}`, limit: sql.raw(String(p.limit)) as unknown as Placeholder, offset: 0 };
}

/**
 * A list's count as a column of its page (`total_lista`): an uncorrelated scalar subquery, so
 * PostgreSQL counts once per statement, and the request runs one statement where it ran two (the
 * count and the page), with the session's read three (issue 33).
 */
export const columnaTotal = (conteo: SQLWrapper) => sql<string>`(${conteo})`.mapWith(Number).as('total_lista');

/**
 * The page's rows and the list's count from a page read with `columnaTotal`. An empty first page
 * means an empty list; an empty later page (past the end) carries no count, so it is asked alone.
 */
export async function paginaConTotal<R extends { total_lista: number }>(filas: R[], offset: number, contar: () => Promise<Array<{ n: unknown }>>) {
  const count = filas[0]?.total_lista ?? (offset === 0 ? 0 : Number((await contar())[0]?.n ?? 0));
  return { count, rows: filas.map(({ total_lista: _, ...fila }) => fila) };
}
