import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as one PostgreSQL array literal ('{1,2,NULL}'), to be bound as a single text parameter and
 * cast (`$1::int[]`, then `unnest`): a statement of any size on both drivers, where a parameter per
 * value stops at 65,535 and a VALUES list per chunk costs a round trip and a plan each.
 */
export function arrayLiteral(valores: ReadonlyArray<string | number | null>): string {
  const elementos = valores.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error(`Valor no numérico en un sqlArray: ${v}`);
      return String(v);
    }
    // Quoted, with \ and " escaped: any text, including 'NULL', commas and braces, is read as itself.
    return `"${v.replace(/[\\"]/g, '\\$&')}"`;
  });
  return `{${elementos.join(',')}}`;
}

/** Types an array parameter may be cast to. */
export type SqlArrayType = 'int' | 'bigint' | 'numeric' | 'varchar' | 'date';

/** A list as one bound array parameter of a type (`= any(...)`, `unnest(...)`). */
export const sqlArray = (valores: ReadonlyArray<string | number | null>, tipo: SqlArrayType): SQL => sql`${arrayLiteral(valores)}::${sql.raw(tipo)}[]`;
