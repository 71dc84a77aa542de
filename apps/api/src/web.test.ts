import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

const dist = mkdtempSync(path.join(tmpdir(), 'pb-web-'));
const GRANDE = Buffer.from(Array.from({ length: 2000 }, (_, i) => `export const v${i} = ${i};`).join('\n'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ProBolivia</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  // A built asset with the copies the web build writes beside it (apps/web/scripts/comprimir.mjs).
  writeFileSync(path.join(dist, 'assets', 'grande-1.js'), GRANDE);
  writeFileSync(path.join(dist, 'assets', 'grande-1.js.gz'), gzipSync(GRANDE, { level: 9 }));
  writeFileSync(path.join(dist, 'assets', 'grande-1.js.br'), brotliCompressSync(GRANDE));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('client routes get the app page, files are served with long caching, a missing file is a 404', async () => {
  const page = await t.rest('GET', '/usuarios');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>ProBolivia</title>');
  expect(page.headers['cache-control']).toBe('no-cache');
  const asset = await t.rest('GET', '/assets/app-1.js');
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  // Files added after the start (a new web build) are found too.
  writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
  expect((await t.rest('GET', '/assets/app-2.js')).statusCode).toBe(200);
  expect((await t.rest('GET', '/assets/nope.js')).statusCode).toBe(404);
  const api = await t.rest('GET', '/api/nada');
  expect(api.statusCode).toBe(404);
  expect(api.json().code).toBe('NOT_FOUND');
});

it('answers carry the security headers', async () => {
  const res = await t.rest('GET', '/usuarios');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});

it('a built asset goes compressed to a browser that accepts it, the same bytes once decoded, and plain to one that does not', async () => {
  const br = await t.app.inject({ method: 'GET', url: '/assets/grande-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toContain('immutable');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).equals(GRANDE)).toBe(true);

  const gz = await t.app.inject({ method: 'GET', url: '/assets/grande-1.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).equals(GRANDE)).toBe(true);

  const plano = await t.app.inject({ method: 'GET', url: '/assets/grande-1.js', headers: { 'accept-encoding': 'identity' } });
  expect(plano.headers['content-encoding']).toBeUndefined();
  expect(plano.rawPayload.equals(GRANDE)).toBe(true);

  // The app's page is never kept: a new build's asset names reach the browser at once.
  const pagina = await t.app.inject({ method: 'GET', url: '/planillasHistorial', headers: { 'accept-encoding': 'gzip, br' } });
  expect(pagina.statusCode).toBe(200);
  expect(pagina.headers['cache-control']).toBe('no-cache');
  expect(pagina.body).toContain('<title>ProBolivia</title>');
});
