import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t, 9)).token;
});
afterAll(() => t.close());

it('answers the bonus percentage from its parameter, as the administrator last set it', async () => {
  expect((await t.rest('GET', '/api/v1/porcentaje', token)).json()).toEqual({ porcentaje: 15 });
  const admin = await loginAs(t, 1);
  const lista = await t.gql(admin.token, `{ parametros(nombre: "PORCENTAJE_BONO") { rows { id } } }`);
  const id = lista.data.parametros.rows[0].id;
  expect((await t.gql(admin.token, `mutation { parametroEdit(id: ${id}, parametro: { valor: "12.5" }) { id } }`)).errors).toBeUndefined();
  expect((await t.rest('GET', '/api/v1/porcentaje', token)).json()).toEqual({ porcentaje: 12.5 });
});

it('lists the ISO 3166 countries with their Spanish names, in Spanish order', async () => {
  const { paises } = (await t.rest('GET', '/api/v1/paises', token)).json() as { paises: Array<{ codigo: string; nombre: string }> };
  expect(paises.length).toBeGreaterThanOrEqual(249);
  expect(paises).toContainEqual({ codigo: 'BO', nombre: 'Bolivia' });
  expect(paises).toContainEqual({ codigo: 'PE', nombre: 'Perú' });
  const nombres = paises.map((p) => p.nombre);
  expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')));
  expect(new Set(paises.map((p) => p.codigo)).size).toBe(paises.length);
});

it('needs a session', async () => {
  expect((await t.rest('GET', '/api/v1/porcentaje', null)).statusCode).toBe(401);
  expect((await t.rest('GET', '/api/v1/paises', null)).statusCode).toBe(401);
});
