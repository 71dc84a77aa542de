import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t, 4)).token;
});
afterAll(() => t.close());

it('cascades department → provinces → municipalities with the INE codes', async () => {
  const deps = (await t.rest('GET', '/api/v1/dpa/departamentos', token)).json();
  expect(deps).toHaveLength(9);
  expect(deps[1]).toMatchObject({ id: 2, codigo: '02', nombre: 'La Paz' });
  const provs = (await t.rest('GET', '/api/v1/dpa/departamentos/2/provincias', token)).json();
  const murillo = provs.find((p: { nombre: string }) => p.nombre === 'Murillo');
  expect(murillo.codigo).toBe('0201');
  const muns = (await t.rest('GET', `/api/v1/dpa/departamentos/provincias/${murillo.id}/municipios`, token)).json();
  expect(muns.map((m: { codigo_completo: string }) => m.codigo_completo)).toEqual(['020101', '020102', '020103', '020104', '020105']);
  expect(muns[4]).toMatchObject({ nombre: 'El Alto', codigo_completo: '020105' });
});

it('needs a session and a numeric id', async () => {
  expect((await t.rest('GET', '/api/v1/dpa/departamentos', null)).statusCode).toBe(401);
  expect((await t.rest('GET', '/api/v1/dpa/departamentos/x/provincias', token)).statusCode).toBe(400);
  expect((await t.rest('GET', '/api/v1/dpa/departamentos/99/provincias', token)).json()).toEqual([]);
});
