import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { sucursales } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADD = 'mutation($s: SucursalInput!) { sucursalAdd(sucursal: $s) { id nombre departamento provincia municipio dpa latitud longitud tipo estado id_entidad } }';
const LIST = '{ sucursales { count rows { id nombre } } }';
const EL_ALTO = { nombre: 'Tienda Ceja', direccion_completa: 'Av. 6 de Marzo 100', dpa: '020105', latitud: -16.5, longitud: -68.17 };

it('a provider adds a point of sale: names come from the municipality code', async () => {
  const { user, token } = await loginAs(t, 4);
  const res = await t.gql(token, ADD, { s: EL_ALTO });
  expect(res.errors).toBeUndefined();
  expect(res.data.sucursalAdd).toMatchObject({ nombre: 'TIENDA CEJA', departamento: 'La Paz', provincia: 'Murillo', municipio: 'El Alto', dpa: '020105', latitud: -16.5, longitud: -68.17, tipo: 'PUNTO_VENTA', estado: 'ACTIVO', id_entidad: user.id_entidad });
});

it('lists only the own entity’s points of sale; another’s is not found', async () => {
  const other = await makeEntidad(t);
  const [foreign] = await t.database.db.insert(sucursales).values({ nombre: 'AJENA', id_entidad: other.id, tipo: 'PUNTO_VENTA' }).returning();
  const { token } = await loginAs(t, 4);
  await t.gql(token, ADD, { s: { ...EL_ALTO, nombre: 'Propia' } });
  const list = await t.gql(token, LIST);
  expect(list.data.sucursales.rows.map((r: { nombre: string }) => r.nombre)).toEqual(['PROPIA']);
  const edit = await t.gql(token, 'mutation($id: ID!) { sucursalEdit(id: $id, sucursal: { estado: "INACTIVO" }) { id } }', { id: foreign!.id });
  expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

it('refuses missing fields, an unknown municipality and a point outside Bolivia', async () => {
  const { token } = await loginAs(t, 4);
  expect((await t.gql(token, ADD, { s: { ...EL_ALTO, direccion_completa: '' } })).errors?.[0]?.message).toBe('Dirección: El campo es obligatorio.');
  expect((await t.gql(token, ADD, { s: { ...EL_ALTO, dpa: '999999' } })).errors?.[0]?.message).toBe('Municipio: El valor es inválido');
  expect((await t.gql(token, ADD, { s: { ...EL_ALTO, latitud: 40.4 } })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  expect((await t.gql(token, LIST)).data.sucursales.count).toBe(0);
});

it('an employer may not add points of sale', async () => {
  const { token } = await loginAs(t, 5);
  expect((await t.gql(token, ADD, { s: EL_ALTO })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
});
