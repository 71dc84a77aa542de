import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The accent- and case-folded form of a text that every text filter compares (`containsText()` in
 * core/sql.ts). The SQL function `sin_acentos` comes from migration 0004, the same on PGlite and
 * PostgreSQL.
 */
export const sinAcentos = (texto: AnyColumn | SQL) => sql`sin_acentos(${texto})`;

/**
 * A trigram index on the folded text: what lets `containsText()`'s '%…%' use an index on a large table
 * (a btree cannot). The query must fold the very same expression for the planner to match it.
 */
export const indiceBusqueda = (nombre: string, texto: AnyPgColumn | SQL) => index(nombre).using('gin', sql`${sinAcentos(texto)} gin_trgm_ops`);

/**
 * The words of a text (runs of letters and digits once folded, at most 100 characters each) as a
 * tsvector: `palabras_mensaje` (migration 0028). A GIN index on it finds the rows that hold a typed
 * word among millions, where a trigram index must intersect the trigrams that most rows share.
 */
export const palabras = (texto: AnyColumn | SQL) => sql`palabras_mensaje(${texto})`;
export const indicePalabras = (nombre: string, texto: AnyPgColumn | SQL) => index(nombre).using('gin', palabras(texto));
