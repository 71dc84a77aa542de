import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { entidades } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;
let operador: string;
let peru: { id: number };
let chile: { id: number };
let ong: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 2)).token;
  operador = (await loginAs(t, 3)).token;
  const embajada = { origen: 'OTRO', tipo: 'EMBAJADA', sigla: 'EMB', dpa: '020101', direccion: 'Calle Fernando Guachalla 300', telefonos: '2441250', email: 'peru@example.bo' };
  peru = await makeEntidad(t, { ...embajada, nombre: 'EMBAJADA DE LA REPÚBLICA DEL PERÚ' });
  chile = await makeEntidad(t, { ...embajada, nombre: 'CONSULADO GENERAL DE CHILE', estado: 'INACTIVO' });
  ong = await makeEntidad(t, { origen: 'OTRO', tipo: 'ONG', sigla: 'ONG', nombre: 'FUNDACIÓN NO EMBAJADA' });
});
afterAll(() => t.close());

describe('GET /api/v1/embajadas', () => {
  it('pages the entities of tipo EMBAJADA with name, address, phones, e-mail and state', async () => {
    const res = await t.rest('GET', '/api/v1/embajadas?limit=10&page=1&order=nombre', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { datos, total, totalFiltro } = res.json();
    expect(total).toBe(2);
    expect(totalFiltro).toBe(2);
    expect(datos).toEqual([
      { id: chile.id, nombre: 'CONSULADO GENERAL DE CHILE', direccion: 'Calle Fernando Guachalla 300', telefonos: '2441250', email: 'peru@example.bo', estado: 'INACTIVO' },
      { id: peru.id, nombre: 'EMBAJADA DE LA REPÚBLICA DEL PERÚ', direccion: 'Calle Fernando Guachalla 300', telefonos: '2441250', email: 'peru@example.bo', estado: 'ACTIVO' },
    ]);
  });

  it('filters by name (accents ignored) and state; refuses an unknown order and roles without embajadas:read', async () => {
    const porNombre = (await t.rest('GET', '/api/v1/embajadas?nombre=peru', admin)).json();
    expect(porNombre.datos.map((d: { id: number }) => d.id)).toEqual([peru.id]);
    expect(porNombre).toMatchObject({ total: 2, totalFiltro: 1 });
    expect((await t.rest('GET', '/api/v1/embajadas?estado=INACTIVO', admin)).json().datos.map((d: { id: number }) => d.id)).toEqual([chile.id]);
    expect((await t.rest('GET', '/api/v1/embajadas?order=clave', admin)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/embajadas', operador)).statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/embajada/:id/:estado', () => {
  it('deactivates and activates an embassy with the spec’s texts', async () => {
    const off = await t.rest('PATCH', `/api/v1/embajada/${peru.id}/INACTIVO`, admin, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ mensaje: 'Embajada Desactivada', datos: { id: peru.id, estado: 'INACTIVO' } });
    const on = await t.rest('PATCH', `/api/v1/embajada/${peru.id}/ACTIVO`, admin, {});
    expect(on.json()).toMatchObject({ mensaje: 'Embajada Activada', datos: { estado: 'ACTIVO' } });
  });

  it('refuses the same state, another word, an entity that is not an embassy and non-staff, changing nothing', async () => {
    const antes = await huellaDeDatos(t);
    const igual = await t.rest('PATCH', `/api/v1/embajada/${peru.id}/ACTIVO`, admin, {});
    expect(igual.statusCode).toBe(409);
    expect(igual.json().error).toBe(TEXTOS.estadoSinCambio);
    expect((await t.rest('PATCH', `/api/v1/embajada/${peru.id}/ELIMINADO`, admin, {})).statusCode).toBe(400);
    expect((await t.rest('PATCH', `/api/v1/embajada/${ong.id}/INACTIVO`, admin, {})).statusCode).toBe(404);
    expect((await t.rest('PATCH', `/api/v1/embajada/${peru.id}/INACTIVO`, operador, {})).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('PUT /api/v1/embajada/:id', () => {
  it('edits name (uppercased), address, phones and e-mail', async () => {
    const res = await t.rest('PUT', `/api/v1/embajada/${chile.id}`, admin, { nombre: 'Consulado de Chile', direccion: 'Av. Hernando Siles 5873', telefonos: '2785275, 2797331', email: 'cgchile@example.bo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.embajadaModificada, datos: { id: chile.id, nombre: 'CONSULADO DE CHILE', direccion: 'Av. Hernando Siles 5873', telefonos: '2785275,2797331', email: 'cgchile@example.bo', estado: 'INACTIVO' } });
  });

  it('refuses phones with other characters, a bad e-mail, a non-embassy and non-staff, changing nothing', async () => {
    const antes = await huellaDeDatos(t);
    const cuerpo = { nombre: 'X', direccion: 'Y', telefonos: '2785275', email: 'x@example.bo' };
    const telefono = await t.rest('PUT', `/api/v1/embajada/${chile.id}`, admin, { ...cuerpo, telefonos: '(2) 785275' });
    expect(telefono.statusCode).toBe(400);
    expect(telefono.json().error).toContain(TEXTOS.soloNumeros);
    expect((await t.rest('PUT', `/api/v1/embajada/${chile.id}`, admin, { ...cuerpo, email: 'x@' })).statusCode).toBe(400);
    expect((await t.rest('PUT', `/api/v1/embajada/${ong.id}`, admin, cuerpo)).statusCode).toBe(404);
    expect((await t.rest('PUT', `/api/v1/embajada/${chile.id}`, operador, cuerpo)).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
    const [fila] = await t.database.db.select().from(entidades).where(eq(entidades.id, chile.id));
    expect(fila!.nombre).toBe('CONSULADO DE CHILE');
  });
});
