import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { arrayLiteral } from './sql-array.js';

/** The set-based writes' one parameter per column: the database reads back exactly the list given. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const leer = async (valores: Array<string | number | null>, tipo: 'varchar' | 'int' | 'numeric') => {
  const r = await t.database.db.execute<{ v: string | number | null }>(sql`select v::text from unnest(${arrayLiteral(valores)}::${sql.raw(tipo)}[]) with ordinality as u(v, n) order by n`);
  return r.rows.map((f) => f.v);
};

describe('arrayLiteral', () => {
  it('reads text as itself: quotes, backslashes, commas, braces, spaces, the word NULL, empty and accents', async () => {
    const textos = ['10"20', 'a\\b', '1,2', '{3}', ' 4 ', 'NULL', 'null', '', 'ñandú', '"', '\\'];
    expect(await leer(textos, 'varchar')).toEqual(textos);
  });

  it('keeps order, nulls and exact numerics', async () => {
    expect(await leer([3, null, -1, 2_147_483_647], 'int')).toEqual(['3', null, '-1', '2147483647']);
    expect(await leer(['0.10', '12345678901.99', null], 'numeric')).toEqual(['0.10', '12345678901.99', null]);
    expect(await leer([], 'int')).toEqual([]);
  });

  it('refuses a number that is not one', () => {
    expect(() => arrayLiteral([Number.NaN])).toThrow();
  });
});
