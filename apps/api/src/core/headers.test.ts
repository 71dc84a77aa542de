import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, loginAs } from '../test/factories.js';

/** Headers every reply carries, whatever route answers, and what the menu no longer echoes. */
let t: TestApp;
let token: string;
let usuario: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t, 1);
  token = admin.token;
  usuario = admin.user.usuario;
});
afterAll(() => t.close());

describe('cabeceras', () => {
  it('every REST route, GraphQL, login and health answer with Cache-Control: no-store and a Permissions-Policy', async () => {
    // Its own session: the probe calls logout too.
    const sonda = (await loginAs(t, 1)).token;
    const respuestas = [
      ...(await Promise.all(t.restRoutes.filter((r) => !r.url.includes('/dpa/')).map((r) => t.rest(r.method as 'GET', r.url.replace(/:[^/]+/g, '999999'), sonda, r.method === 'GET' ? undefined : {})))),
      await t.rest('POST', '/auth', null, { usuario, contrasena: PASSWORD }),
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ _version }' } }),
      await t.rest('GET', '/health'),
      await t.rest('GET', '/api/no-existe', token),
    ];
    for (const res of respuestas) {
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('every reply carries the security headers, the same on each (worked out once at start)', async () => {
    const respuestas = [
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ _version }' } }),
      await t.rest('GET', '/health'),
      await t.rest('GET', '/api/no-existe', token),
      await t.rest('POST', '/auth', null, { usuario, contrasena: 'mala' }),
    ];
    const seguridad = (h: Record<string, unknown>) => Object.fromEntries(['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control'].map((k) => [k, h[k]]));
    expect(seguridad(respuestas[0]!.headers)).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'strict-transport-security': expect.stringContaining('max-age='), 'content-security-policy': expect.stringContaining("default-src 'self'") });
    for (const res of respuestas) expect(seguridad(res.headers)).toEqual(seguridad(respuestas[0]!.headers));
  });

  it('reference data keeps its own caching', async () => {
    const res = await t.rest('GET', '/api/v1/dpa/departamentos', token);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('GET /api/system/menu does not echo the token', async () => {
    const res = await t.rest('GET', '/api/system/menu', token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['menu', 'permisos']);
    expect(res.body).not.toContain(token);
  });
});
