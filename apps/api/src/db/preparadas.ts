import { createHash } from 'node:crypto';
import type { Executor } from './client.js';

/**
 * A statement built once and prepared under its name: PostgreSQL parses and plans it once per
 * connection, and Drizzle does not build its SQL again on every request. The lists a screen opens
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
