import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, loginToken, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { entidades, sucursales } from '../../db/schema/index.js';
import { ADD, usuarioInput } from '../usuarios/test-datos.js';

let t: TestApp;
let admin: string;
let operador: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 2)).token;
  operador = (await loginAs(t, 3)).token;
});
afterAll(() => t.close());

let n = 0;
const nueva = (valores: Record<string, unknown> = {}) => ({
  nombre: `  fundación prueba ${++n} `,
  descripcion: 'Apoyo a madres',
  sigla: 'ONG',
  tipo: 'ONG',
  email: `ong${n}@example.bo`,
  telefonos: '2441250, 71234567',
  direccion: 'Av. Arce 2020',
  nit: `10${n}0000`,
  dpa: '020101',
  // The browser's names are never trusted: the server names the places from the DPA.
  departamento: 'Inventado',
  _user_created: 999,
  ...valores,
});
const crear = (body: unknown, token = admin) => t.rest('POST', '/api/v1/otros', token, body);
async function creada(valores: Record<string, unknown> = {}) {
  const res = await crear(nueva(valores));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos as { id: number; nombre: string; estado: string };
}

describe('POST /api/v1/otros', () => {
  it('creates an ACTIVO entity of origen OTRO, names uppercased and places from the DPA, with its payment branch', async () => {
    const res = await crear(nueva());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mensaje).toBe('Entidad Creada');
    const d = res.json().datos;
    expect(d).toMatchObject({ nombre: `FUNDACIÓN PRUEBA ${n}`, origen: 'OTRO', tipo: 'ONG', sigla: 'ONG', estado: 'ACTIVO', telefonos: '2441250,71234567', departamento: 'La Paz', dpa: '020101', proveedor: false });
    expect(d.municipio).toMatch(/La Paz/i);
    const ramas = await t.database.db.select().from(sucursales).where(eq(sucursales.id_entidad, d.id));
    expect(ramas).toHaveLength(1);
    expect(ramas[0]).toMatchObject({ tipo: 'SUCURSAL', estado: 'ACTIVO', nombre: d.nombre, direccion_completa: 'Av. Arce 2020', telefonos: '2441250,71234567', dpa: '020101', departamento: 'La Paz' });
  });

  it('refuses phones that are not digits, a bad e-mail, a sigla that does not go with the tipo and an unknown municipality, changing nothing', async () => {
    const antes = await huellaDeDatos(t);
    const casos: Array<[Record<string, unknown>, string, string]> = [
      [{ telefonos: '2-441250' }, 'telefonos', TEXTOS.soloNumeros],
      [{ telefonos: '' }, 'telefonos', TEXTOS.required],
      [{ email: 'no-es-correo' }, 'email', TEXTOS.email],
      [{ tipo: 'EMBAJADA', sigla: 'ONG' }, 'sigla', TEXTOS.siglaNoCorrespondeTipo],
      [{ tipo: 'PROGRAMA' }, 'tipo', ''],
      [{ dpa: '999999' }, 'dpa', ''],
      [{ nombre: ' ' }, 'nombre', TEXTOS.required],
    ];
    for (const [valores, campo, mensaje] of casos) {
      const res = await crear(nueva(valores));
      expect(res.statusCode, JSON.stringify(valores)).toBe(400);
      expect(res.json().error, JSON.stringify(valores)).toContain(mensaje);
      expect(JSON.stringify(res.json()), campo).toContain(campo);
    }
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('is refused to roles without otros:create, changing nothing', async () => {
    const antes = await huellaDeDatos(t);
    expect((await crear(nueva(), operador)).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('lets a role-9 user created for it log in and see its branch to pay payrolls', async () => {
    const entidad = await creada({ tipo: 'PERSONAL', sigla: 'PER', nombre: 'juana pérez' });
    const u = usuarioInput({ id_entidad: entidad.id, id_rol: 9 });
    const alta = await t.gql(admin, ADD, { u });
    expect(alta.errors).toBeUndefined();
    expect(alta.data.usuarioAdd).toMatchObject({ id_rol: 9, id_entidad: entidad.id });
    const token = await loginToken(t, u.usuario, u.contrasena);
    const res = await t.rest('GET', `/api/v1/entidades/${entidad.id}/sucursales`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([expect.objectContaining({ nombre: 'JUANA PÉREZ', direccion_completa: 'Av. Arce 2020' })]);
  });

  it('deactivated, ends its users’ sessions and refuses their login until it is activated again', async () => {
    const entidad = await creada({ tipo: 'PERSONAL', sigla: 'PER', nombre: 'pedro quispe' });
    const u = usuarioInput({ id_entidad: entidad.id, id_rol: 9 });
    expect((await t.gql(admin, ADD, { u })).errors).toBeUndefined();
    const token = await loginToken(t, u.usuario, u.contrasena);
    expect((await t.rest('PATCH', `/api/v1/otros/${entidad.id}/INACTIVO`, admin, {})).statusCode).toBe(200);
    expect((await t.rest('GET', `/api/v1/entidades/${entidad.id}/sucursales`, token)).statusCode).toBe(401);
    const rechazo = await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: u.contrasena });
    expect(rechazo.statusCode).toBe(403);
    expect(rechazo.json().error).toBe('La entidad de su cuenta está inactiva. Comuníquese con el programa.');
    expect((await t.rest('PATCH', `/api/v1/otros/${entidad.id}/ACTIVO`, admin, {})).statusCode).toBe(200);
    const otra = await loginToken(t, u.usuario, u.contrasena);
    expect((await t.rest('GET', `/api/v1/entidades/${entidad.id}/sucursales`, otra)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/otros', () => {
  it('pages only entities of origen OTRO, filtered by name and NIT', async () => {
    const a = await creada({ nombre: 'Embajada de Prueba Zeta', tipo: 'EMBAJADA', sigla: 'EMB', nit: '5550001' });
    const probolivia = await makeEntidad(t, { nombre: 'EMBAJADA DE PRUEBA PROBOLIVIA' });
    const res = await t.rest('GET', '/api/v1/otros?limit=5&page=1&order=-nombre&nombre=prueba%20zeta', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.datos.map((d: { id: number }) => d.id)).toEqual([a.id]);
    expect(body.totalFiltro).toBe(1);
    const otros = await t.database.db.execute<{ n: number }>(`select count(*)::int as n from entidades where origen = 'OTRO'`);
    expect(body.total).toBe(otros.rows[0]!.n);
    const porNit = (await t.rest('GET', '/api/v1/otros?nit=5550001', admin)).json();
    expect(porNit.datos.map((d: { id: number }) => d.id)).toEqual([a.id]);
    expect((await t.rest('GET', '/api/v1/otros?nombre=PROBOLIVIA', admin)).json().totalFiltro).toBe(0);
    expect(probolivia.origen).toBe('PROBOLIVIA');
  });

  it('GET /api/v1/otros/:id answers one with its OVT number (decision 069), 404 for another origin, 400 for a non-numeric id, 403 without otros:read', async () => {
    const a = await creada();
    expect((await t.rest('GET', `/api/v1/otros/${a.id}`, admin)).json()).toMatchObject({ id: a.id, origen: 'OTRO', id_entidad_ovt: null });
    await t.database.db.update(entidades).set({ id_entidad_ovt: 4711 }).where(eq(entidades.id, a.id));
    const una = (await t.rest('GET', `/api/v1/otros/${a.id}`, admin)).json();
    expect(una).toMatchObject({ id: a.id, id_entidad_ovt: 4711 });
    expect(una).not.toHaveProperty('token_ovt');
    expect((await t.rest('GET', `/api/v1/otros?nit=${encodeURIComponent(una.nit)}`, admin)).json().datos).toEqual([expect.objectContaining({ id: a.id, id_entidad_ovt: 4711 })]);
    const ajena = await makeEntidad(t);
    expect((await t.rest('GET', `/api/v1/otros/${ajena.id}`, admin)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/otros/abc', admin)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/otros', operador)).statusCode).toBe(403);
    expect((await t.rest('GET', '/api/v1/otros?order=clave', admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/v1/otros/', () => {
  it('edits name, address, phones, e-mail and NIT', async () => {
    const a = await creada();
    const res = await t.rest('PUT', '/api/v1/otros/', admin, { id: a.id, nombre: 'ong renombrada', direccion: 'Calle 21 Calacoto', telefonos: '2799999', email: 'nuevo@example.bo', nit: '7777777', _user_updated: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: 'Entidad Modificada', datos: { id: a.id, nombre: 'ONG RENOMBRADA', direccion: 'Calle 21 Calacoto', telefonos: '2799999', email: 'nuevo@example.bo', nit: '7777777' } });
  });

  it('refuses bad phones, another origin’s entity and non-staff, changing nothing', async () => {
    const a = await creada();
    const ajena = await makeEntidad(t);
    const antes = await huellaDeDatos(t);
    const cuerpo = { id: a.id, nombre: 'X', direccion: 'Y', telefonos: '22a', email: null, nit: null };
    const malo = await t.rest('PUT', '/api/v1/otros/', admin, cuerpo);
    expect(malo.statusCode).toBe(400);
    expect(malo.json().error).toContain(TEXTOS.soloNumeros);
    expect((await t.rest('PUT', '/api/v1/otros/', admin, { ...cuerpo, id: ajena.id, telefonos: '2222222' })).statusCode).toBe(404);
    expect((await t.rest('PUT', '/api/v1/otros/', operador, { ...cuerpo, telefonos: '2222222' })).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('PATCH /api/v1/otros/:id/:estado', () => {
  it('deactivates and activates with the spec’s texts; the same state again is a conflict', async () => {
    const a = await creada();
    const off = await t.rest('PATCH', `/api/v1/otros/${a.id}/INACTIVO`, admin, {});
    expect(off.json()).toMatchObject({ mensaje: 'Entidad Desactivada', datos: { estado: 'INACTIVO' } });
    expect((await t.rest('PATCH', `/api/v1/otros/${a.id}/INACTIVO`, admin, {})).statusCode).toBe(409);
    const on = await t.rest('PATCH', `/api/v1/otros/${a.id}/ACTIVO`, admin, {});
    expect(on.json()).toMatchObject({ mensaje: 'Entidad Activada', datos: { estado: 'ACTIVO' } });
  });

  it('refuses another state word, another origin, and non-staff, changing nothing', async () => {
    const a = await creada();
    const ajena = await makeEntidad(t);
    const antes = await huellaDeDatos(t);
    expect((await t.rest('PATCH', `/api/v1/otros/${a.id}/BORRADO`, admin, {})).statusCode).toBe(400);
    expect((await t.rest('PATCH', `/api/v1/otros/${ajena.id}/INACTIVO`, admin, {})).statusCode).toBe(404);
    expect((await t.rest('PATCH', `/api/v1/otros/${a.id}/INACTIVO`, operador, {})).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
    const [fila] = await t.database.db.select().from(entidades).where(eq(entidades.id, a.id));
    expect(fila!.estado).toBe('ACTIVO');
  });
});
