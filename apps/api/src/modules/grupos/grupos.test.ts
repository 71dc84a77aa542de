import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';

let t: TestApp;
let programa: string;
let proveedor: string;
beforeAll(async () => {
  t = await createTestApp();
  programa = (await loginAs(t, 2)).token;
  proveedor = (await loginAs(t, 4)).token;
});
afterAll(() => t.close());

const CAMPOS = 'id nombre sigla descripcion estado';
const ADD = `mutation($g: GrupoAlimenticioInput!) { grupoAdd(grupo: $g) { ${CAMPOS} } }`;
const EDIT = `mutation($id: ID!, $g: GrupoAlimenticioInput!) { grupoEdit(id: $id, grupo: $g) { ${CAMPOS} } }`;
const LIST = `query($nombre: String, $sigla: String, $estado: String, $order: String, $limit: Int, $page: Int) {
  grupoAlimenticios(nombre: $nombre, sigla: $sigla, estado: $estado, order: $order, limit: $limit, page: $page) { count rows { ${CAMPOS} } } }`;
const ONE = `query($id: ID!) { grupo(id: $id) { ${CAMPOS} } }`;

let n = 0;
const unico = (base: string) => `${base} ${Date.now().toString(36)}${(++n).toString(36)}`.toUpperCase();
async function crear(nombre = unico('GRUPO'), extra: Record<string, unknown> = {}) {
  const res = await t.gql(programa, ADD, { g: { nombre, ...extra } });
  expect(res.errors).toBeUndefined();
  return res.data.grupoAdd as { id: number; nombre: string; estado: string };
}

describe('the reference groups', () => {
  it('are seeded ACTIVO with their siglas', async () => {
    const res = await t.gql(programa, LIST, { limit: 25 });
    expect(res.data.grupoAlimenticios.count).toBe(8);
    const siglas = res.data.grupoAlimenticios.rows.map((g: { sigla: string }) => g.sigla);
    expect(siglas.sort()).toEqual(['ACE', 'AZU', 'CAR', 'CER', 'FYV', 'LAC', 'LEG', 'TUB']);
    expect(res.data.grupoAlimenticios.rows.every((g: { estado: string }) => g.estado === 'ACTIVO')).toBe(true);
  });
});

describe('grupoAdd', () => {
  it('creates a group CREADO, upper case, with sigla and description (decision 016)', async () => {
    const res = await t.gql(programa, ADD, { g: { nombre: 'Semillas y frutos secos', sigla: 'sfs', descripcion: 'Maní, almendra chiquitana, nuez' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.grupoAdd).toMatchObject({ nombre: 'SEMILLAS Y FRUTOS SECOS', sigla: 'SFS', descripcion: 'Maní, almendra chiquitana, nuez', estado: 'CREADO' });
    const one = await t.gql(programa, ONE, { id: res.data.grupoAdd.id });
    expect(one.data.grupo.nombre).toBe('SEMILLAS Y FRUTOS SECOS');
  });

  it('refuses a missing name, a name over 150 and a description over 300, naming the field and saving nothing', async () => {
    const antes = await huellaDeDatos(t);
    const falta = await t.gql(programa, ADD, { g: { sigla: 'X' } });
    expect(falta.errors?.[0]?.message).toBe(`Nombre: ${TEXTOS.required}`);
    expect(falta.errors?.[0]?.extensions?.campos).toEqual({ nombre: TEXTOS.required });
    expect((await t.gql(programa, ADD, { g: { nombre: 'x'.repeat(151) } })).errors?.[0]?.message).toBe(`Nombre: ${TEXTOS.maxLength({ max: 150 })}`);
    expect((await t.gql(programa, ADD, { g: { nombre: 'X', descripcion: 'x'.repeat(301) } })).errors?.[0]?.message).toBe(`Descripción: ${TEXTOS.maxLength({ max: 300 })}`);
    expect((await t.gql(programa, ADD, { g: { nombre: 'X', sigla: 'x'.repeat(21) } })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(programa, ADD, { g: { nombre: 5 } })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('refuses a name or a sigla already used, whatever the case', async () => {
    const lacteos = await t.gql(programa, ADD, { g: { nombre: 'lácteos y derivados' } });
    expect(lacteos.errors?.[0]).toMatchObject({ message: TEXTOS.grupoDuplicado, extensions: { code: 'CONFLICT', campos: { nombre: TEXTOS.grupoDuplicado } } });
    const sigla = await t.gql(programa, ADD, { g: { nombre: unico('OTRO'), sigla: 'lac' } });
    expect(sigla.errors?.[0]).toMatchObject({ message: TEXTOS.siglaDuplicada, extensions: { campos: { sigla: TEXTOS.siglaDuplicada } } });
  });
});

describe('grupoEdit', () => {
  it('changes name, sigla and description while CREADO', async () => {
    const g = await crear();
    const nombre = unico('CORREGIDO');
    const res = await t.gql(programa, EDIT, { id: g.id, g: { nombre, sigla: 'cor', descripcion: 'Otra' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.grupoEdit).toMatchObject({ nombre, sigla: 'COR', descripcion: 'Otra', estado: 'CREADO' });
  });

  it('activating a CREADO group freezes its data: "¡Solo se puede editar con estado CREADO!"', async () => {
    const g = await crear();
    expect((await t.gql(programa, EDIT, { id: g.id, g: { estado: 'ACTIVO' } })).data.grupoEdit.estado).toBe('ACTIVO');
    const res = await t.gql(programa, EDIT, { id: g.id, g: { nombre: unico('CAMBIADO') } });
    expect(res.errors?.[0]).toMatchObject({ message: '¡Solo se puede editar con estado CREADO!', extensions: { code: 'CONFLICT' } });
    expect((await t.gql(programa, ONE, { id: g.id })).data.grupo.nombre).toBe(g.nombre);
    // Sending the stored values again (with the toggle) is not a change.
    const igual = await t.gql(programa, EDIT, { id: g.id, g: { nombre: g.nombre, estado: 'INACTIVO' } });
    expect(igual.errors).toBeUndefined();
    expect(igual.data.grupoEdit.estado).toBe('INACTIVO');
    // An inactive group is not editable either.
    expect((await t.gql(programa, EDIT, { id: g.id, g: { descripcion: 'nueva' } })).errors?.[0]?.message).toBe(TEXTOS.soloEditarCreado);
  });

  it('toggles ACTIVO ↔ INACTIVO; it never goes back to CREADO', async () => {
    const g = await crear();
    expect((await t.gql(programa, EDIT, { id: g.id, g: { estado: 'ACTIVO' } })).data.grupoEdit.estado).toBe('ACTIVO');
    expect((await t.gql(programa, EDIT, { id: g.id, g: { estado: 'INACTIVO' } })).data.grupoEdit.estado).toBe('INACTIVO');
    expect((await t.gql(programa, EDIT, { id: g.id, g: { estado: 'ACTIVO' } })).data.grupoEdit.estado).toBe('ACTIVO');
    const creado = await t.gql(programa, EDIT, { id: g.id, g: { estado: 'CREADO' } });
    expect(creado.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(programa, ONE, { id: g.id })).data.grupo.estado).toBe('ACTIVO');
  });

  it('an unknown group is not found', async () => {
    expect((await t.gql(programa, EDIT, { id: 999999, g: { estado: 'ACTIVO' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(programa, ONE, { id: 999999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('grupoAlimenticios', () => {
  it('filters by estado, name and sigla, pages and orders in SQL', async () => {
    const marca = unico('FILTRO');
    const a = await crear(`${marca} A`, { sigla: `${marca.slice(-6)}A` });
    await crear(`${marca} B`);
    await t.gql(programa, EDIT, { id: a.id, g: { estado: 'ACTIVO' } });
    const todos = await t.gql(programa, LIST, { nombre: marca.toLowerCase(), order: '-nombre' });
    expect(todos.data.grupoAlimenticios.rows.map((g: { nombre: string }) => g.nombre)).toEqual([`${marca} B`, `${marca} A`]);
    const creados = await t.gql(programa, LIST, { nombre: marca, estado: 'CREADO' });
    expect(creados.data.grupoAlimenticios.rows.map((g: { nombre: string }) => g.nombre)).toEqual([`${marca} B`]);
    expect((await t.gql(programa, LIST, { nombre: marca, estado: 'TODOS' })).data.grupoAlimenticios.count).toBe(2);
    expect((await t.gql(programa, LIST, { sigla: `${marca.slice(-6)}A` })).data.grupoAlimenticios.count).toBe(1);
    const pagina = await t.gql(programa, LIST, { nombre: marca, limit: 1, page: 2, order: 'nombre' });
    expect(pagina.data.grupoAlimenticios).toMatchObject({ count: 2, rows: [{ nombre: `${marca} B` }] });
    expect((await t.gql(programa, LIST, { order: 'contrasena' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(programa, LIST, { estado: 'BORRADO' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('a provider reads only the active groups, for its product form', async () => {
    const g = await crear();
    const lista = await t.gql(proveedor, LIST, { limit: 100 });
    expect(lista.errors).toBeUndefined();
    expect(lista.data.grupoAlimenticios.rows.every((r: { estado: string }) => r.estado === 'ACTIVO')).toBe(true);
    expect((await t.gql(proveedor, ONE, { id: g.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await t.gql(programa, EDIT, { id: g.id, g: { estado: 'ACTIVO' } });
    expect((await t.gql(proveedor, ONE, { id: g.id })).data.grupo.nombre).toBe(g.nombre);
  });
});

describe('permissions', () => {
  it('only the programme administrator creates and edits groups', async () => {
    const g = await crear();
    for (const rol of [1, 3, 4, 10]) {
      const { token } = await loginAs(t, rol);
      expect((await t.gql(token, ADD, { g: { nombre: unico('AJENO') } })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
      expect((await t.gql(token, EDIT, { id: g.id, g: { estado: 'ACTIVO' } })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    }
    expect((await t.gql(programa, ONE, { id: g.id })).data.grupo.estado).toBe('CREADO');
  });

  it('staff without grupos:read and users without productos:read do not read groups', async () => {
    for (const rol of [1, 3, 5, 8, 10]) {
      const { token } = await loginAs(t, rol);
      expect((await t.gql(token, LIST)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    }
  });
});
