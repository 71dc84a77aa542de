import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Where the page may connect (Content-Security-Policy connect-src) in each mode. */
const FIRMA = 'https://localhost:3200';
/** The card reader program's default address (parameter LECTOR_TARJETAS_URL). */
const LECTOR = 'http://127.0.0.1:3210';
let desarrollo: TestApp;
let produccion: TestApp;
beforeAll(async () => {
  [desarrollo, produccion] = await Promise.all([createTestApp({ NODE_ENV: 'development' }), createTestApp({ NODE_ENV: 'production' })]);
});
afterAll(() => Promise.all([desarrollo.close(), produccion.close()]));

async function connectSrc(t: TestApp): Promise<string[]> {
  const res = await t.rest('GET', '/health');
  const csp = String(res.headers['content-security-policy']);
  const directiva = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([nombre]) => nombre === 'connect-src');
  return directiva?.slice(1) ?? [];
}

describe('content security policy', () => {
  it('production lets the page reach only itself, the local signing program of the contract and the card reader', async () => {
    expect(await connectSrc(produccion)).toEqual(["'self'", FIRMA, LECTOR]);
  });

  it('development also lets it reach any local port (dev servers, simulators)', async () => {
    expect(await connectSrc(desarrollo)).toEqual(["'self'", FIRMA, LECTOR, 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it('the card reader follows LECTOR_TARJETAS_URL given at start (the address the lectorTarjetas query answers)', async () => {
    const otro = await createTestApp({ NODE_ENV: 'production', LECTOR_TARJETAS_URL: 'http://127.0.0.1:4611/lector' });
    try {
      expect(await connectSrc(otro)).toEqual(["'self'", FIRMA, 'http://127.0.0.1:4611']);
    } finally {
      await otro.close();
    }
  });
});
