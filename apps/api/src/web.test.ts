import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.js';

const dist = mkdtempSync(path.join(tmpdir(), 'pb-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ProBolivia</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
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
