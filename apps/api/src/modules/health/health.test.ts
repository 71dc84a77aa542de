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
