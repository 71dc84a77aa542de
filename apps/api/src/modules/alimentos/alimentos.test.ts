import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../../core/errors.js';
import { eq } from 'drizzle-orm';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { gruposAlimenticios } from '../../db/schema/index.js';

let t: TestApp;
let programa: string;
let lacteos: number;
let cereales: number;
beforeAll(async () => {
  t = await createTestApp();
  programa = (await loginAs(t, 2)).token;
  const grupos = await t.database.db.select().from(gruposAlimenticios);
  lacteos = grupos.find((g) => g.sigla === 'LAC')!.id;
  cereales = grupos.find((g) => g.sigla === 'CER')!.id;
});
afterAll(() => t.close());

const CAMPOS = 'id nombre unidad id_grupo_alimenticio nombreGrupo id_entidad precio estado';
const ADD = `mutation($a: AlimentoInput!) { alimentoAdd(alimento: $a) { ${CAMPOS} } }`;
const EDIT = `mutation($id: ID!, $a: AlimentoInput!) { alimentoEdit(id: $id, alimento: $a) { ${CAMPOS} } }`;
const LIST = `query($nombre: String, $id_grupo_alimenticio: ID, $estado: String, $order: String, $limit: Int, $page: Int) {
  alimentos(nombre: $nombre, id_grupo_alimenticio: $id_grupo_alimenticio, estado: $estado, order: $order, limit: $limit, page: $page) { count rows { ${CAMPOS} } } }`;

interface Alimento {
  id: number;
  nombre: string;
  unidad: string;
  precio: string | null;
  estado: string;
  id_entidad: number | null;
}
let n = 0;
const unico = (base: string) => `${base} ${Date.now().toString(36)}${(++n).toString(36)}`.toUpperCase();
async function agregar(token: string, a: Record<string, unknown>): Promise<Alimento> {
  const res = await t.gql(token, ADD, { a });
  expect(res.errors).toBeUndefined();
  return res.data.alimentoAdd;
}
const nombres = (res: { data: { alimentos: { rows: Array<{ nombre: string }> } } }) => res.data.alimentos.rows.map((r) => r.nombre);

describe('the programme’s foods (role 2)', () => {
  it('the reference foods are seeded, each in its group, without price or owner', async () => {
    const res = await t.gql(programa, LIST, { nombre: 'quinua', order: 'nombre' });
    expect(res.data.alimentos.rows).toEqual([
      expect.objectContaining({ nombre: 'HOJUELAS DE QUINUA', unidad: 'KILOGRAMO', nombreGrupo: 'CEREALES Y DERIVADOS', precio: null, id_entidad: null, estado: 'ACTIVO' }),
      expect.objectContaining({ nombre: 'QUINUA REAL EN GRANO', unidad: 'KILOGRAMO', nombreGrupo: 'CEREALES Y DERIVADOS' }),
    ]);
    expect((await t.gql(programa, LIST, { limit: 1 })).data.alimentos.count).toBeGreaterThanOrEqual(30);
  });

  it('alimentoAdd creates an ACTIVO food in an active group and answers its id', async () => {
    const a = await agregar(programa, { nombre: 'leche de soya', unidad: 'litro', id_grupo_alimenticio: lacteos, estado: 'ACTIVO' });
    expect(a).toMatchObject({ nombre: 'LECHE DE SOYA', unidad: 'LITRO', id_grupo_alimenticio: lacteos, nombreGrupo: 'LÁCTEOS Y DERIVADOS', precio: null, id_entidad: null, estado: 'ACTIVO' });
    expect(a.id).toBeGreaterThan(0);
  });

  it('nombre, unidad and group are required (each named), at most 150; nothing is saved', async () => {
    const antes = await huellaDeDatos(t);
    const base = { nombre: unico('FOOD'), unidad: 'KILOGRAMO', id_grupo_alimenticio: cereales };
    for (const [campo, etiqueta] of [['nombre', 'Nombre'], ['unidad', 'Unidad'], ['id_grupo_alimenticio', 'Grupo alimenticio']] as const) {
      const res = await t.gql(programa, ADD, { a: { ...base, [campo]: '' } });
      expect(res.errors?.[0]).toMatchObject({ message: `${etiqueta}: ${TEXTOS.required}`, extensions: { code: 'VALIDATION', campos: { [campo]: TEXTOS.required } } });
    }
    expect((await t.gql(programa, ADD, { a: { ...base, nombre: 'x'.repeat(151) } })).errors?.[0]?.message).toBe(`Nombre: ${TEXTOS.maxLength({ max: 150 })}`);
    expect((await t.gql(programa, ADD, { a: { ...base, unidad: 'x'.repeat(151) } })).errors?.[0]?.message).toBe(`Unidad: ${TEXTOS.maxLength({ max: 150 })}`);
    expect((await t.gql(programa, ADD, { a: { ...base, id_grupo_alimenticio: 'abc' } })).errors?.[0]?.message).toBe(`Grupo alimenticio: ${TEXTOS.invalid}`);
    // A programme food has no price and no owner.
    expect((await t.gql(programa, ADD, { a: { ...base, precio: '5' } })).errors?.[0]?.extensions?.campos).toEqual({ precio: TEXTOS.invalid });
    expect((await t.gql(programa, ADD, { a: { ...base, id_entidad: 7 } })).errors?.[0]?.extensions?.campos).toEqual({ id_entidad: TEXTOS.invalid });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('the group must exist and be ACTIVO', async () => {
    const [creado] = await t.database.db.insert(gruposAlimenticios).values({ nombre: unico('NUEVO'), estado: 'CREADO' }).returning();
    const [inactivo] = await t.database.db.insert(gruposAlimenticios).values({ nombre: unico('VIEJO'), estado: 'INACTIVO' }).returning();
    for (const grupo of [creado!.id, inactivo!.id, 999999]) {
      const res = await t.gql(programa, ADD, { a: { nombre: unico('FOOD'), unidad: 'KILOGRAMO', id_grupo_alimenticio: grupo } });
      expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.grupoNoActivo, extensions: { code: 'VALIDATION', campos: { id_grupo_alimenticio: TEXTOS.grupoNoActivo } } });
    }
  });

  it('the same name and unit twice is refused, whatever the case', async () => {
    const res = await t.gql(programa, ADD, { a: { nombre: 'arroz', unidad: 'kilogramo', id_grupo_alimenticio: cereales } });
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.alimentoDuplicado, extensions: { code: 'CONFLICT', campos: { nombre: TEXTOS.alimentoDuplicado } } });
    // Another unit is another food.
    await agregar(programa, { nombre: 'arroz', unidad: 'arroba', id_grupo_alimenticio: cereales });
  });

  it('alimentoEdit changes name, unit and group, and toggles the state', async () => {
    const a = await agregar(programa, { nombre: unico('MOTE'), unidad: 'KILOGRAMO', id_grupo_alimenticio: cereales });
    const nombre = unico('MOTE DE MAÍZ');
    const res = await t.gql(programa, EDIT, { id: a.id, a: { nombre, unidad: 'arroba', id_grupo_alimenticio: lacteos } });
    expect(res.data.alimentoEdit).toMatchObject({ nombre, unidad: 'ARROBA', nombreGrupo: 'LÁCTEOS Y DERIVADOS' });
    expect((await t.gql(programa, EDIT, { id: a.id, a: { estado: 'INACTIVO' } })).data.alimentoEdit.estado).toBe('INACTIVO');
    expect((await t.gql(programa, EDIT, { id: a.id, a: { estado: 'ACTIVO' } })).data.alimentoEdit.estado).toBe('ACTIVO');
    expect((await t.gql(programa, EDIT, { id: a.id, a: { estado: 'CREADO' } })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(programa, EDIT, { id: a.id, a: { id_grupo_alimenticio: 999999 } })).errors?.[0]?.message).toBe(TEXTOS.grupoNoActivo);
    expect((await t.gql(programa, EDIT, { id: 999999, a: { estado: 'ACTIVO' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a food keeps its group when that group is later inactivated', async () => {
    const [grupo] = await t.database.db.insert(gruposAlimenticios).values({ nombre: unico('TEMPORADA'), estado: 'ACTIVO' }).returning();
    const a = await agregar(programa, { nombre: unico('TUMBO'), unidad: 'KILOGRAMO', id_grupo_alimenticio: grupo!.id });
    await t.database.db.update(gruposAlimenticios).set({ estado: 'INACTIVO' }).where(eq(gruposAlimenticios.id, grupo!.id));
    const res = await t.gql(programa, EDIT, { id: a.id, a: { unidad: 'CAJA', id_grupo_alimenticio: grupo!.id } });
    expect(res.errors).toBeUndefined();
    expect(res.data.alimentoEdit.unidad).toBe('CAJA');
  });

  it('alimentos filters by name, group and state, pages and orders in SQL', async () => {
    const marca = unico('LISTA');
    const a = await agregar(programa, { nombre: `${marca} A`, unidad: 'KILOGRAMO', id_grupo_alimenticio: cereales });
    await agregar(programa, { nombre: `${marca} B`, unidad: 'KILOGRAMO', id_grupo_alimenticio: lacteos });
    await t.gql(programa, EDIT, { id: a.id, a: { estado: 'INACTIVO' } });
    expect(nombres(await t.gql(programa, LIST, { nombre: marca, order: '-nombre' }))).toEqual([`${marca} B`, `${marca} A`]);
    expect(nombres(await t.gql(programa, LIST, { nombre: marca, estado: 'INACTIVO' }))).toEqual([`${marca} A`]);
    expect(nombres(await t.gql(programa, LIST, { nombre: marca, id_grupo_alimenticio: lacteos }))).toEqual([`${marca} B`]);
    expect(nombres(await t.gql(programa, LIST, { nombre: marca, order: 'nombreGrupo' }))).toEqual([`${marca} A`, `${marca} B`]);
    expect((await t.gql(programa, LIST, { nombre: marca, limit: 1, page: 2, order: 'nombre' })).data.alimentos).toMatchObject({ count: 2, rows: [{ nombre: `${marca} B` }] });
    expect((await t.gql(programa, LIST, { order: 'id_entidad' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(programa, LIST, { limit: 101 })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('a provider’s products (role 4)', () => {
  it('adds a product with its price: ACTIVO, in centavos exactly, always of its own entity', async () => {
    const { user, token } = await loginAs(t, 4);
    const otro = await loginAs(t, 4);
    const p = await agregar(token, { nombre: 'Leche en polvo 400 g', unidad: 'bolsa 400 g', precio: '32.5', id_grupo_alimenticio: lacteos, id_entidad: otro.user.id_entidad, estado: 'ACTIVO' });
    expect(p).toMatchObject({ nombre: 'LECHE EN POLVO 400 G', unidad: 'BOLSA 400 G', precio: '32.50', id_entidad: user.id_entidad, nombreGrupo: 'LÁCTEOS Y DERIVADOS', estado: 'ACTIVO' });
    const barato = await agregar(token, { nombre: 'Caramelo', unidad: 'unidad', precio: '0.10', id_grupo_alimenticio: cereales });
    expect(barato.precio).toBe('0.10');
    expect((await t.gql(otro.token, LIST)).data.alimentos.count).toBe(0);
  });

  it('sees only its own products; the programme’s foods are not its catalogue', async () => {
    const { token } = await loginAs(t, 4);
    await agregar(token, { nombre: 'Quinua real', unidad: 'bolsa 1 kg', precio: '22', id_grupo_alimenticio: cereales });
    expect(nombres(await t.gql(token, LIST))).toEqual(['QUINUA REAL']);
    // The programme's list does not show providers' products.
    expect(nombres(await t.gql(programa, LIST, { nombre: 'QUINUA REAL', order: 'nombre' }))).toEqual(['QUINUA REAL EN GRANO']);
  });

  it('changes the price and toggles the state (productos:update)', async () => {
    const { token } = await loginAs(t, 4);
    const p = await agregar(token, { nombre: unico('FIDEO'), unidad: 'PAQUETE 500 G', precio: '6', id_grupo_alimenticio: cereales });
    // The decimal comma the screens show is read as every amount is (issue 32).
    const res = await t.gql(token, EDIT, { id: p.id, a: { precio: '6,75' } });
    expect(res.data.alimentoEdit.precio).toBe('6.75');
    expect((await t.gql(token, EDIT, { id: p.id, a: { estado: 'INACTIVO' } })).data.alimentoEdit.estado).toBe('INACTIVO');
    expect((await t.gql(token, LIST, { estado: 'ACTIVO' })).data.alimentos.count).toBe(0);
  });

  it('another provider’s product is not found: not listed, not changed, not read', async () => {
    const duena = await loginAs(t, 4);
    const ajeno = await loginAs(t, 4);
    const p = await agregar(duena.token, { nombre: unico('MIEL'), unidad: 'FRASCO', precio: '35', id_grupo_alimenticio: cereales });
    expect((await t.gql(ajeno.token, EDIT, { id: p.id, a: { estado: 'INACTIVO' } })).errors?.[0]).toMatchObject({ message: TEXTOS.noEncontrado, extensions: { code: 'NOT_FOUND' } });
    expect((await t.gql(ajeno.token, EDIT, { id: p.id, a: { precio: '1' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rest = await t.rest('GET', `/api/v1/alimento/${p.id}`, ajeno.token);
    expect(rest.statusCode).toBe(404);
    expect(rest.json()).toEqual(restError(MENSAJES.noEncontrado, 'NOT_FOUND'));
    // Nor does the programme reach it as one of its foods.
    expect((await t.gql(programa, EDIT, { id: p.id, a: { estado: 'INACTIVO' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/v1/alimento/${p.id}`, programa)).statusCode).toBe(404);
    const propio = await t.rest('GET', `/api/v1/alimento/${p.id}`, duena.token);
    expect(propio.json()).toMatchObject({ id: p.id, precio: '35.00', estado: 'ACTIVO' });
  });

  it('bad prices and fields are a VALIDATION answer naming the field, and change nothing', async () => {
    const { token } = await loginAs(t, 4);
    const base = { nombre: unico('ACEITE'), unidad: 'BOTELLA 900 ML', precio: '13.50', id_grupo_alimenticio: lacteos };
    const antes = await huellaDeDatos(t);
    const mensaje = async (a: Record<string, unknown>) => (await t.gql(token, ADD, { a })).errors?.[0];
    for (const precio of ['abc', '1e309', '12;50', '-5', 'Infinity']) {
      expect(await mensaje({ ...base, precio })).toMatchObject({ message: `Precio: ${TEXTOS.soloNumerosPunto}`, extensions: { code: 'VALIDATION', campos: { precio: TEXTOS.soloNumerosPunto } } });
    }
    expect((await mensaje({ ...base, precio: '' }))?.message).toBe(`Precio: ${TEXTOS.required}`);
    expect((await mensaje({ ...base, precio: undefined }))?.message).toBe(`Precio: ${TEXTOS.required}`);
    expect((await mensaje({ ...base, precio: '0' }))?.message).toBe(`Precio: ${TEXTOS.montoValido}`);
    expect((await mensaje({ ...base, precio: '12.345' }))?.message).toBe(`Precio: ${TEXTOS.montoCifras}`);
    expect((await mensaje({ ...base, precio: '1234567890123' }))?.message).toBe(`Precio: ${TEXTOS.montoCifras}`);
    expect((await mensaje({ ...base, nombre: 'x'.repeat(151) }))?.message).toBe(`Nombre: ${TEXTOS.maxLength({ max: 150 })}`);
    // Wrong types are refused by the schema before anything runs, naming the field.
    expect((await mensaje({ ...base, precio: 12.5 }))).toMatchObject({ extensions: { code: 'VALIDATION' }, message: expect.stringContaining('precio') });
    expect((await mensaje({ ...base, nombre: 5 }))).toMatchObject({ extensions: { code: 'VALIDATION' }, message: expect.stringContaining('nombre') });
    // A number too large for a double: the JSON number 1e309.
    const cuerpo = `{"query":${JSON.stringify(ADD)},"variables":{"a":{"nombre":"X","unidad":"U","id_grupo_alimenticio":${lacteos},"precio":1e309}}}`;
    const crudo = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: cuerpo });
    expect(crudo.statusCode).toBe(400);
    expect(crudo.json().errors[0]).toMatchObject({ extensions: { code: 'VALIDATION' }, message: expect.stringContaining('precio') });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('the same product name and unit twice in one catalogue is refused; another provider may use it', async () => {
    const a = await loginAs(t, 4);
    const b = await loginAs(t, 4);
    const producto = { nombre: 'Harina de trigo', unidad: 'bolsa 1 kg', precio: '8', id_grupo_alimenticio: cereales };
    await agregar(a.token, producto);
    expect((await t.gql(a.token, ADD, { a: producto })).errors?.[0]).toMatchObject({ message: TEXTOS.productoDuplicado, extensions: { campos: { nombre: TEXTOS.productoDuplicado } } });
    await agregar(b.token, producto);
  });
});

describe('permissions', () => {
  it('roles without the key are refused: staff need alimentos, a scoped user productos', async () => {
    const comida = { nombre: unico('AJENO'), unidad: 'KILOGRAMO', id_grupo_alimenticio: cereales, precio: '1' };
    for (const rol of [1, 3, 10, 5, 6, 8, 9]) {
      const { token } = await loginAs(t, rol);
      expect((await t.gql(token, LIST)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
      expect((await t.gql(token, ADD, { a: comida })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
      expect((await t.gql(token, EDIT, { id: 1, a: { estado: 'INACTIVO' } })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
      expect((await t.rest('GET', '/api/v1/alimento/1', token)).statusCode).toBe(403);
    }
    expect((await t.gql(programa, LIST, { nombre: comida.nombre })).data.alimentos.count).toBe(0);
  });

  it('GET /api/v1/alimento/{id}: the food, a 400 naming a bad id, a 401 without a session', async () => {
    const [arroz] = (await t.gql(programa, LIST, { nombre: 'arroz', order: 'id' })).data.alimentos.rows;
    const res = await t.rest('GET', `/api/v1/alimento/${arroz.id}`, programa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: arroz.id, nombre: 'ARROZ', unidad: 'KILOGRAMO', nombreGrupo: 'CEREALES Y DERIVADOS', id_grupo_alimenticio: cereales, precio: null, estado: 'ACTIVO' });
    const malo = await t.rest('GET', '/api/v1/alimento/abc', programa);
    expect(malo.statusCode).toBe(400);
    expect(malo.json()).toMatchObject({ error: `Identificador: ${TEXTOS.invalid}`, code: 'VALIDATION' });
    expect((await t.rest('GET', `/api/v1/alimento/${arroz.id}`, null)).statusCode).toBe(401);
  });
});
