import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BOLIVIA_MS } from '@pb/contract';
import { MENSAJES, mensaje } from '@pb/contract/mensajes';
import { AppError } from './errors.js';
import { sinAcentos } from '../db/schema/busqueda.js';

/**
 * SQL helpers shared by the feature repositories: every list is paged, filtered and sorted in SQL.
 */

/** The columns a list may be sorted by, keyed by the name the client sends in `order`. */
export type SortableColumns = Record<string, AnyColumn | SQL>;

/**
 * `order` is a whitelisted field name with an optional leading '-' (descending). An unknown name is
 * a Spanish VALIDATION error naming the field. The tie-breaker keeps pages stable.
 */
export function sortBy(order: string | null | undefined, columnas: SortableColumns, porDefecto: string, desempate: AnyColumn): SQL[] {
  const valor = order || porDefecto;
  const descendente = valor.startsWith('-');
  const columna = columnas[descendente ? valor.slice(1) : valor];
  if (!columna) throw new AppError('VALIDATION', mensaje('enCampo', { campo: { campo: 'order' }, mensaje: MENSAJES.invalid }), { campos: { order: MENSAJES.invalid } });
  return descendente ? [desc(columna), desc(desempate)] : [asc(columna), asc(desempate)];
}

/**
 * Partial match that ignores accents and case on both sides: 'pandó' finds 'Pando', 'Potosi' finds
 * 'POTOSÍ'. The user's `%`, `_` and `\` match themselves. Both sides are folded in SQL by
 * `sin_acentos` (migration 0004), so PGlite and PostgreSQL agree and a trigram index on
 * `sin_acentos(column)` (`indiceBusqueda` in the schema) serves a large table.
 */
export function containsText(columna: AnyColumn | SQL, texto: string): SQL {
  const patron = `%${texto.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`${sinAcentos(columna)} like ${sinAcentos(sql`${patron}`)}`;
}

export function paginate(args: { limit: number; page: number }) {
  return { limit: args.limit, offset: (args.page - 1) * args.limit };
}

/** A `timestamptz` as Bolivia's clock reads it (a `timestamp`): the one place SQL shifts a timestamp to Bolivia's clock. */
export const relojBolivia = (instante: SQLWrapper): SQL => sql`((${instante} at time zone 'UTC') - ${sql.raw(`interval '${BOLIVIA_MS / 3_600_000} hours'`)})`;

/**
 * The Bolivian calendar day (a `date`) of a timestamptz: UTC−4 all year, as `fechaBolivia` of the
 * contract's date module (packages/contract/src/fechas.ts) computes it in code.
 */
export const diaBolivia = (instante: AnyColumn | SQL): SQL => sql`${relojBolivia(instante)}::date`;

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : new Date(d).toISOString());
