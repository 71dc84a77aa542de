import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** GraphiQL (decision 035): served in development only; only its page may load GraphiQL's CDN. */
let desarrollo: TestApp;
let produccion: TestApp;
beforeAll(async () => {
  [desarrollo, produccion] = await Promise.all([createTestApp({ NODE_ENV: 'development' }), createTestApp({ NODE_ENV: 'production' })]);
});
afterAll(() => Promise.all([desarrollo.close(), produccion.close()]));

const scriptSrc = (csp: unknown) => String(csp).split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));

describe('GraphiQL', () => {
  it('is served in development, its page allowed to load GraphiQL from its CDN', async () => {
    const res = await desarrollo.rest('GET', '/graphiql');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('graphiql/main.js');
    expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self' https://unpkg.com");
    // Every other page keeps the app's policy.
    expect(scriptSrc((await desarrollo.rest('GET', '/health')).headers['content-security-policy'])).toBe("script-src 'self'");
  });

  // With the web app built, /graphiql is just another client route: the app's page (SPA fallback), never GraphiQL.
  it('is absent in production', async () => {
    const pagina = await produccion.rest('GET', '/graphiql');
    expect([200, 404]).toContain(pagina.statusCode);
    expect(pagina.body).not.toContain('graphiql/main.js');
    expect(scriptSrc(pagina.headers['content-security-policy'])).toBe("script-src 'self'");
    const script = await produccion.rest('GET', '/graphiql/main.js');
    expect(script.statusCode).toBe(404);
  });
});
