import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';

let t: TestApp;
let admin: string;
let operador: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 2)).token;
  operador = (await loginAs(t, 3)).token;
});
afterAll(() => t.close());

const crear = (body: unknown, token = admin) => t.rest('POST', '/api/v1/municipios', token, body);
async function creado(dpa: string, nombre: string) {
  const res = await crear({ dpa, nombre, observacion: 'Con supermercados', _user_created: 999, _created_at: '2000-01-01' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos as { id: number; estado: string };
}

describe('POST /api/v1/municipios', () => {
  it('adds a DPA municipality ACTIVO, name uppercased, with its department, province and municipality names', async () => {
    const res = await crear({ dpa: '070101', nombre: 'Santa Cruz de la Sierra', observacion: 'Capital' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      mensaje: 'Municipio creado',
      datos: { dpa: '070101', nombre: 'SANTA CRUZ DE LA SIERRA', observacion: 'Capital', estado: 'ACTIVO', departamento: 'Santa Cruz' },
    });
    expect(res.json().datos.provincia).toBeTruthy();
    expect(res.json().datos.municipio).toBeTruthy();
  });

  it('a municipality appears at most once: 409 with a clear message, changing nothing', async () => {
    await creado('020105', 'EL ALTO');
    const antes = await huellaDeDatos(t);
    const res = await crear({ dpa: '020105', nombre: 'OTRA VEZ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.municipioYaRegistrado);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('refuses an unknown or malformed code, a missing name, and roles without municipios:create, changing nothing', async () => {
    const antes = await huellaDeDatos(t);
    expect((await crear({ dpa: '999999', nombre: 'NADA' })).statusCode).toBe(400);
    expect((await crear({ dpa: '02010', nombre: 'NADA' })).statusCode).toBe(400);
    const sinNombre = await crear({ dpa: '020102', nombre: '  ' });
    expect(sinNombre.statusCode).toBe(400);
    expect(sinNombre.json().error).toContain(TEXTOS.required);
    expect((await crear({ dpa: '020102', nombre: 'PALCA' }, operador)).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('GET /api/v1/municipios', () => {
  it('pages with the DPA names, filters by name and state; one by id; refusals', async () => {
    const a = await creado('040101', 'Oruro');
    const lista = (await t.rest('GET', '/api/v1/municipios?limit=10&page=1&order=nombre&nombre=oru', admin)).json();
    expect(lista.datos).toEqual([expect.objectContaining({ id: a.id, nombre: 'ORURO', departamento: 'Oruro' })]);
    expect(lista.totalFiltro).toBe(1);
    expect(lista.total).toBeGreaterThanOrEqual(3);
    expect((await t.rest('GET', '/api/v1/municipios?estado=INACTIVO', admin)).json().totalFiltro).toBe(0);
    expect((await t.rest('GET', `/api/v1/municipios/${a.id}`, admin)).json()).toMatchObject({ id: a.id, dpa: '040101' });
    expect((await t.rest('GET', '/api/v1/municipios/999999', admin)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/municipios/x', admin)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/municipios?order=-clave', admin)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/municipios', operador)).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/municipios/:id', () => {
  it('edits name and observation', async () => {
    const a = await creado('050101', 'Potosí');
    const res = await t.rest('PUT', `/api/v1/municipios/${a.id}`, admin, { nombre: 'villa imperial de potosí', observacion: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: 'Municipio modificado', datos: { id: a.id, nombre: 'VILLA IMPERIAL DE POTOSÍ', observacion: null, dpa: '050101' } });
  });

  it('refuses a missing name, an unknown id and non-staff, changing nothing', async () => {
    const a = await creado('060101', 'Tarija');
    const antes = await huellaDeDatos(t);
    expect((await t.rest('PUT', `/api/v1/municipios/${a.id}`, admin, { nombre: '' })).statusCode).toBe(400);
    expect((await t.rest('PUT', '/api/v1/municipios/999999', admin, { nombre: 'X' })).statusCode).toBe(404);
    expect((await t.rest('PUT', `/api/v1/municipios/${a.id}`, operador, { nombre: 'X' })).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('PATCH /api/v1/municipios/:id/:estado', () => {
  it('deactivates and activates with the spec’s texts', async () => {
    const a = await creado('080101', 'Trinidad');
    expect((await t.rest('PATCH', `/api/v1/municipios/${a.id}/INACTIVO`, admin, {})).json()).toMatchObject({ mensaje: 'Municipio Desactivado', datos: { estado: 'INACTIVO' } });
    expect((await t.rest('PATCH', `/api/v1/municipios/${a.id}/ACTIVO`, admin, {})).json()).toMatchObject({ mensaje: 'Municipio Activado', datos: { estado: 'ACTIVO' } });
  });

  it('refuses the same state, another word, an unknown id and non-staff, changing nothing', async () => {
    const a = await creado('090101', 'Cobija');
    const antes = await huellaDeDatos(t);
    expect((await t.rest('PATCH', `/api/v1/municipios/${a.id}/ACTIVO`, admin, {})).statusCode).toBe(409);
    expect((await t.rest('PATCH', `/api/v1/municipios/${a.id}/CREADO`, admin, {})).statusCode).toBe(400);
    expect((await t.rest('PATCH', '/api/v1/municipios/999999/INACTIVO', admin, {})).statusCode).toBe(404);
    expect((await t.rest('PATCH', `/api/v1/municipios/${a.id}/INACTIVO`, operador, {})).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});
