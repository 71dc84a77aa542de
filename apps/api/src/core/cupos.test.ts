import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFINITIONS } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { allowed } from '../test/permisos.js';
import { consumirCupo } from './cupos.js';

// Two uploads a minute per user (issue 31): small enough to reach, the same rule as the default's 10.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '2' });
});
afterAll(() => t.close());

function subir(url: string, campo: string, token: string) {
  const limite = 'pbLimiteCupo';
  const payload = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="archivo.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from('nro_documento;complemento\r\n"12"3;x\r\n'),
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: url.replace(/:[^/]+/g, '999999'), headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}

describe('uploads per user and minute', () => {
  it('counts every upload route together, refused files included, per user, and starts again the next minute', async () => {
    // The role that may upload to the most routes, and those routes.
    const subidas = t.restRoutes.filter((r) => r.subida);
    let rol = 0;
    let rutas: typeof subidas = [];
    for (const r of ROLE_DEFINITIONS) {
      const suyas = [];
      for (const s of subidas) if (typeof s.requirement === 'string' && (await allowed(t, r.id, s.requirement))) suyas.push(s);
      if (suyas.length > rutas.length) [rol, rutas] = [r.id, suyas];
    }
    expect(rutas.length).toBeGreaterThanOrEqual(2);
    const [primera, ...otras] = rutas;
    const uno = await loginAs(t, rol);
    const otro = await loginAs(t, rol);
    // Two malformed files are read and refused (400): they count all the same.
    expect((await subir(primera!.url, primera!.subida!, uno.token)).statusCode).toBe(400);
    expect((await subir(primera!.url, primera!.subida!, uno.token)).statusCode).toBe(400);
    const tercera = await subir(primera!.url, primera!.subida!, uno.token);
    expect(tercera.statusCode).toBe(429);
    expect(tercera.json()).toMatchObject({ code: 'RATE_LIMITED', error: TEXTOS.demasiadosIntentos });
    // The role's other upload routes share the allowance.
    for (const r of otras) expect((await subir(r.url, r.subida!, uno.token)).statusCode).toBe(429);
    // Another user of the same role has an allowance of her own.
    expect((await subir(primera!.url, primera!.subida!, otro.token)).statusCode).toBe(400);
    t.clock.advance(1);
    expect((await subir(primera!.url, primera!.subida!, uno.token)).statusCode).toBe(400);
  });

  it('gives parallel uses each their own number: exactly the allowance passes', async () => {
    const ahora = t.clock();
    const resultados = await Promise.allSettled(Array.from({ length: 12 }, () => consumirCupo(t.database.db, 'prueba:paralelo', 5, ahora)));
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(resultados.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(7).fill('RATE_LIMITED'));
  });

  it('keeps only the current minute of a key once a new one starts', async () => {
    const inicio = new Date('2026-11-22T15:00:10Z');
    for (let m = 0; m < 5; m++) await consumirCupo(t.database.db, 'prueba:filas', 100, new Date(inicio.getTime() + m * 60_000));
    const filas = await t.database.db.query.cuposUso.findMany({ where: (c, { eq }) => eq(c.clave, 'prueba:filas') });
    expect(filas.map((f) => f.usados)).toEqual([1]);
  });
});
