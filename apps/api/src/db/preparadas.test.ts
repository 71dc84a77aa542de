import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sucursales } from './schema/index.js';
import type { Executor } from './client.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../test/factories.js';
import { listarPorEntidad } from '../modules/beneficiarias/repository.js';

let t: TestApp;
let entidad: number;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  const [suc] = await t.database.db.insert(sucursales).values({ nombre: 'PLANTA', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id });
  ids = await makeBeneficiariasBono(t, entidad, suc!.id, Array.from({ length: 23 }, () => '100.00'));
}, 120_000);
afterAll(() => t?.close());

const pagina = (db: Executor, page: number, limit: number) => listarPorEntidad(db, { page, limit, order: '-id', nro_documento: null } as never, entidad);
const idsDe = (r: Awaited<ReturnType<typeof pagina>>) => r.rows.map((f) => (f as { id_beneficiaria?: number; id: number }).id_beneficiaria ?? f.id);

describe('a prepared list page (issue 33)', () => {
  it('the first page, of any size, and the later pages read the same rows in the same order as one list', async () => {
    const descendentes = [...ids].sort((a, b) => b - a);
    const primera = await pagina(t.database.db, 1, 10);
    expect(primera.count).toBe(23);
    const todas = [primera, await pagina(t.database.db, 2, 10), await pagina(t.database.db, 3, 10)].flatMap(idsDe);
    expect(todas).toEqual(descendentes);
    expect(idsDe(await pagina(t.database.db, 1, 5))).toEqual(descendentes.slice(0, 5));
    expect(idsDe(await pagina(t.database.db, 2, 5))).toEqual(descendentes.slice(5, 10));
  });

  it('the count comes with the page; a page past the end still answers the count, an empty list zero', async () => {
    const ultima = await pagina(t.database.db, 3, 10);
    expect(ultima.count).toBe(23);
    expect(ultima.rows).toHaveLength(3);
    expect(ultima.rows[0]).not.toHaveProperty('total_lista');
    const despues = await pagina(t.database.db, 4, 10);
    expect(despues).toEqual({ count: 23, rows: [] });
    const vacia = await listarPorEntidad(t.database.db, { page: 1, limit: 10, order: '-id', nro_documento: null } as never, (await makeEntidad(t)).id);
    expect(vacia).toEqual({ count: 0, rows: [] });
  });

  // The embedded database's driver sends no named statements: the PostgreSQL pass (.ci/run) runs this.
  it.runIf(!!process.env.TEST_DATABASE_URL)('the first page is planned once per connection: PostgreSQL keeps a generic plan for it', async () => {
    // Statistics first: an autovacuum ANALYZE in the middle would invalidate the cached plan, and
    // PostgreSQL would start counting its five custom plans again.
    await t.database.db.execute(sql`analyze beneficiarias, personas, sucursales, beneficiarias_conteo`);
    // One connection (a transaction), as a pooled connection serves request after request.
    const planes = await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) await pagina(tx as unknown as Executor, 1, 10);
      for (let i = 0; i < 8; i++) await pagina(tx as unknown as Executor, 2, 10);
      const r = await tx.execute<{ name: string; generic_plans: number; custom_plans: number }>(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'trabajadores_10_-id_%' order by name`,
      );
      return r.rows;
    });
    const primera = planes.find((p) => p.name.endsWith('_p10'));
    expect(primera?.generic_plans).toBeGreaterThan(0);
    expect(primera!.custom_plans).toBeLessThanOrEqual(5);
    // A later page's LIMIT and OFFSET are values: the statement is the same for every page past the first.
    // (The connection may also hold the other page sizes the first test asked for.)
    expect(planes.map((p) => p.name)).toEqual(expect.arrayContaining(['trabajadores_10_-id_p10', 'trabajadores_10_-id_pagina']));
    expect(planes.filter((p) => p.name.startsWith('trabajadores_10_-id_pagina'))).toHaveLength(1);
  });
});
