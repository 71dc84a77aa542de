import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { permisos, serviciosIop } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;
let programa: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
  programa = (await loginAs(t, 2)).token;
});
afterAll(() => t.close());

describe('roles', () => {
  const ADD = 'mutation($r: RolInput!) { rolAdd(rol: $r) { id codigo nombre descripcion estado } }';
  const EDIT = 'mutation($id: ID!, $r: RolInput!) { rolEdit(id: $id, rol: $r) { id nombre estado } }';

  it('adds a role with a code and a permission row (all off) on every module', async () => {
    const res = await t.gql(admin, ADD, { r: { nombre: 'Supervisor regional', descripcion: 'Supervisa entregas' } });
    expect(res.data.rolAdd).toMatchObject({ codigo: 'SUPERVISOR_REGIONAL', estado: 'ACTIVO' });
    const rows = await t.database.db.select().from(permisos).where(eq(permisos.id_rol, res.data.rolAdd.id));
    const modules = Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from modulos`)).rows[0]!.n);
    expect(rows).toHaveLength(modules);
    expect(rows.every((r) => !r.read && !r.create && !r.update && !r.delete)).toBe(true);
  });

  it('refuses a duplicate name, a missing description, and deactivating the superadministrator', async () => {
    expect((await t.gql(admin, ADD, { r: { nombre: 'Empleador', descripcion: 'x' } })).errors?.[0]?.message).toBe('Ya existe un rol con ese nombre.');
    expect((await t.gql(admin, ADD, { r: { nombre: 'Otro' } })).errors?.[0]?.message).toBe('Descripción: El campo es obligatorio.');
    expect((await t.gql(admin, EDIT, { id: 1, r: { estado: 'INACTIVO' } })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await t.gql(admin, EDIT, { id: 10, r: { descripcion: 'Auditoría interna' } })).errors).toBeUndefined();
  });

  it('the programme administrator reads roles but may not add them', async () => {
    expect((await t.gql(programa, '{ roles { count } }')).data.roles.count).toBeGreaterThanOrEqual(10);
    expect((await t.gql(programa, ADD, { r: { nombre: 'X', descripcion: 'Y' } })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
  });
});

describe('parametros', () => {
  const LIST = '{ parametros(nombre: "TIEMPO") { rows { id nombre valor label } } }';
  const EDIT = 'mutation($id: ID!, $p: ParametroInput!) { parametroEdit(id: $id, parametro: $p) { nombre valor label } }';

  it('role 2 changes only the value; admin changes the rest', async () => {
    const [p] = (await t.gql(programa, LIST)).data.parametros.rows;
    expect((await t.gql(programa, EDIT, { id: p.id, p: { valor: '15' } })).data.parametroEdit.valor).toBe('15');
    const label = await t.gql(programa, EDIT, { id: p.id, p: { valor: '15', label: 'Otro' } });
    expect(label.errors?.[0]?.message).toBe('Solo puede modificar el valor del parámetro.');
    expect((await t.gql(admin, EDIT, { id: p.id, p: { label: 'Minutos de bloqueo' } })).data.parametroEdit.label).toBe('Minutos de bloqueo');
  });

  it('a session parameter must stay a positive whole number, and too-long values are refused', async () => {
    const [p] = (await t.gql(admin, LIST)).data.parametros.rows;
    expect((await t.gql(admin, EDIT, { id: p.id, p: { valor: 'diez' } })).errors?.[0]?.message).toBe('Valor: Debe ser un número entero mayor a cero.');
    expect((await t.gql(admin, EDIT, { id: p.id, p: { valor: '1'.repeat(51) } })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('admin adds a parameter', async () => {
    const res = await t.gql(admin, 'mutation($p: ParametroInput!) { parametroAdd(parametro: $p) { nombre valor } }', { p: { nombre: 'DIAS_RECOJO', valor: '30', label: 'Días para recoger' } });
    expect(res.data.parametroAdd).toEqual({ nombre: 'DIAS_RECOJO', valor: '30' });
  });
});

describe('serviciosIop', () => {
  const LIST = '{ serviciosIop { rows { id codigo url token } } }';
  const EDIT = 'mutation($id: ID!, $s: ServicioIopInput!) { servicioIopEdit(id: $id, servicioIop: $s) { codigo url token } }';

  it('never sends a token back in full; an empty token on edit keeps the stored one', async () => {
    const segip = (await t.gql(admin, LIST)).data.serviciosIop.rows.find((r: { codigo: string }) => r.codigo === 'SEGIP');
    expect(segip.token).toMatch(/^.{4}…$/);
    const edited = await t.gql(admin, EDIT, { id: segip.id, s: { url: 'https://segip.example.bo/v3/', token: '' } });
    expect(edited.data.servicioIopEdit.url).toBe('https://segip.example.bo/v3/');
    const [row] = await t.database.db.select().from(serviciosIop).where(eq(serviciosIop.id, segip.id));
    expect(row!.token!.length).toBeGreaterThan(5);
    expect((await t.gql(admin, EDIT, { id: segip.id, s: { url: 'no es url' } })).errors?.[0]?.message).toBe('url: La dirección web no es válida.');
  });

  it('admin adds a service; role 2 may not read them', async () => {
    const add = await t.gql(admin, 'mutation($s: ServicioIopInput!) { servicioIopAdd(servicioIop: $s) { codigo tipo token } }', { s: { codigo: 'correo', metodo: 'mensajes', url: 'https://correo.example.bo/api/', token: 'secreto-largo-123' } });
    expect(add.data.servicioIopAdd).toEqual({ codigo: 'CORREO', tipo: 'CONVENIO', token: 'secr…' });
    expect((await t.gql(programa, LIST)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});
