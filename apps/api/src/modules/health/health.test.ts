import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../../config.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('/health answers and /ready says the database is migrated', async () => {
  expect((await t.rest('GET', '/health')).json()).toEqual({ status: 'ok' });
  const ready = await t.rest('GET', '/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready' });
});

it.runIf(!!process.env.TEST_DATABASE_URL)('/ready answers while every connection of the pool is busy: a busy copy is not taken out of the balancer', async () => {
  const ocupadas = t.database.pools()[0]!.maximo;
  let soltar!: () => void;
  const suelta = new Promise<void>((r) => (soltar = r));
  const transacciones = Array.from({ length: ocupadas }, () => t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await suelta;
  }));
  try {
    await expect.poll(() => t.database.pools()[0]!).toMatchObject({ total: ocupadas, libres: 0 });
    const enCola = Promise.resolve(t.database.db.execute(sql`select 1`));
    await expect.poll(() => t.database.pools()[0]!.esperando).toBe(1);
    const ready = await t.rest('GET', '/ready');
    expect(ready.statusCode).toBe(200);
    expect(t.database.pools()[0]!.esperando).toBe(1);
    soltar();
    await enCola;
  } finally {
    soltar();
    await Promise.all(transacciones);
  }
});

it('an unknown API path is a Spanish 404', async () => {
  const res = await t.rest('GET', '/api/no-existe', null);
  expect(res.statusCode).toBe(404);
  expect(res.json().error).toBe('No se encontró el registro solicitado.');
});

it('a bad environment variable stops the start with a message naming it', () => {
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: debe empezar con postgres:\/\//);
  expect(loadConfig({}).embedded).toBe(true);
  expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
});
