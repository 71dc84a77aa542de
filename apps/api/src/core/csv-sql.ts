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
 * Amounts side by side (the report's quantity, price and amount): when none is negative or null
 * (a null fails `>= 0`), their texts are joined first and their points made commas at once, one
 * replace for all of them; otherwise each is written as `monto` writes it.
 */
function montos(valores: SQLWrapper[]): SQL {
  if (valores.length === 1) return monto(valores[0]!);
  const sinSigno = sql.join(
    valores.map((v) => sql`${v} >= 0`),
    sql` and `,
  );
  const textos = sql.join(
    valores.map((v) => sql`${v}::text`),
    sql` || ';' || `,
  );
  return sql`(case when ${sinSigno} then replace(${textos}, '.', ',') else ${sql.join(valores.map(monto), sql` || ';' || `)} end)`;
}

/** The cells in order, each run of amounts side by side written as one piece (`montos`). */
function piezas(celdas: CeldaSql[], citar: boolean): SQL[] {
  const escritas: SQL[] = [];
  for (let i = 0; i < celdas.length; ) {
    const c = celdas[i]!;
    if (c.tipo === 'monto') {
      const valores: SQLWrapper[] = [];
      for (; celdas[i]?.tipo === 'monto'; i++) valores.push(celdas[i]!.valor);
      escritas.push(montos(valores));
      continue;
    }
    escritas.push(c.tipo !== 'texto' ? FIJAS[c.tipo](c.valor) : citar ? citada(c.valor) : neutra(c.valor));
    i++;
  }
  return escritas;
}

/**
 * Cells joined by `;`. Almost no row has a cell to quote, so the row's text cells are looked at
 * once, together; only a row with `;`, `"`, CR or LF in one of them is written cell by cell with
 * quotes where needed.
 */
export function celdasSql(celdas: CeldaSql[]): SQL {
  const escrita = (citar: boolean) => sql.join(piezas(celdas, citar), sql` || ';' || `);
  const textos = celdas.filter((c) => c.tipo === 'texto').map((c) => c.valor);
  if (textos.length === 0) return sql`(${escrita(false)})`;
  // One text is looked at as it is (a null matches nothing, and neutra writes it empty); concat would copy it first.
  const mirado = textos.length === 1 ? textos[0]! : sql`concat(${sql.join(textos, sql`, `)})`;
  return sql`(case when ${mirado} ~ ${CITAR} then ${escrita(true)} else ${escrita(false)} end)`;
}

/** A row's line: its cells, ended by CRLF. */
export const lineaSql = (celdas: CeldaSql[]): SQL => sql`(${celdasSql(celdas)} || chr(13) || chr(10))`;

/**
 * A page's file text: its lines joined in the order its rows come in. The rows are a subquery with
 * its own ORDER BY: PostgreSQL plans it apart (a sorted subquery is never merged into its outer
 * query) and hands its rows on in that order, often straight from the index with nothing to sort,
 * where an ORDER BY inside string_agg sorted every line again (about 7 % of a report's page). The
 * byte-for-byte tests of the exports and the report hold the order.
 */
export const textoDeLineasSql = (linea: SQLWrapper): SQL<string | null> => sql<string | null>`string_agg(${linea}, '')`;
