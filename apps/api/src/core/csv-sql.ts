import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { relojBolivia } from './sql.js';

// A CSV file's text written by PostgreSQL a page at a time (csv-paginas.ts, decision 051): csv.ts's
// csvByPages rules, in SQL, so that the text is byte for byte the same.
// csv.ts's celda: a cell holding `;`, `"`, CR or LF is quoted with its quotes doubled (a raw
// string: the backslashes are the regular expression's).
const CITAR = sql.raw(String.raw`'[";\r\n]'`);

/** csv.ts's neutralizeCell: a leading `=`, `+`, `-`, `@`, tab or CR gets a `'` (`ascii` reads the first character alone); null is empty. */
const neutra = (v: SQLWrapper) => sql`(case when ascii(${v}) in (61, 43, 45, 64, 9, 13) then '''' || ${v} else coalesce(${v}, '') end)`;

/** A text cell that may need quotes. */
const citada = (v: SQLWrapper) => sql`(case when ${v} ~ ${CITAR} then '"' || replace(${neutra(v)}, '"', '""') || '"' else ${neutra(v)} end)`;

/** A `date` as the files write a day: the contract's diaMesAnio of the date's text (its parts reversed); digits and slashes never need celda. */
const dia = (v: SQLWrapper) => sql`coalesce(split_part(${v}::text, '-', 3) || '/' || split_part(${v}::text, '-', 2) || '/' || split_part(${v}::text, '-', 1), '')`;

/** An instant as the contract's fechaHora writes it: 'DD/MM/AAAA HH:mm' in Bolivia; never quoted. */
const instante = (v: SQLWrapper) => sql`coalesce(to_char(${relojBolivia(v)}, 'DD/MM/YYYY HH24:MI'), '')`;

/** An amount (numeric) with the decimal comma of a Spanish spreadsheet (decimalConComa), neutralised when negative as celda does; never quoted. */
const monto = (v: SQLWrapper) => sql`(case when ${v} is null then '' when ${v} < 0 then '''' || replace(${v}::text, '.', ',') else replace(${v}::text, '.', ',') end)`;

/**
 * A cell of a line: text (celda's rules), a day, an instant, an amount; or `escritas`, one or more
 * cells already written by `celdasSql` (a name table's cells, written once per row of that table
 * rather than once per line that names it), used as they are.
 */
export interface CeldaSql {
  tipo: 'texto' | 'dia' | 'instante' | 'monto' | 'escritas';
  valor: SQLWrapper;
}

const FIJAS = { dia, instante, monto, escritas: (v: SQLWrapper) => sql`${v}` } as const;

/**
 * Cells joined by `;`. Almost no row has a cell to quote, so the row's text cells are looked at
 * once, together; only a row with `;`, `"`, CR or LF in one of them is written cell by cell with
 * quotes where needed.
 */
export function celdasSql(celdas: CeldaSql[]): SQL {
  const escrita = (citar: boolean) => sql.join(celdas.map((c) => (c.tipo !== 'texto' ? FIJAS[c.tipo](c.valor) : citar ? citada(c.valor) : neutra(c.valor))), sql` || ';' || `);
  const textos = celdas.filter((c) => c.tipo === 'texto').map((c) => c.valor);
  if (textos.length === 0) return sql`(${escrita(false)})`;
  return sql`(case when concat(${sql.join(textos, sql`, `)}) ~ ${CITAR} then ${escrita(true)} else ${escrita(false)} end)`;
}

/** A row's line: its cells, ended by CRLF. */
export const lineaSql = (celdas: CeldaSql[]): SQL => sql`(${celdasSql(celdas)} || chr(13) || chr(10))`;
