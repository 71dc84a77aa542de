import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE_DEFINITIONS } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { modulos, permisos } from '../../db/schema/index.js';

let t: TestApp;
let admin: string;

const CAMPOS = 'id create read update delete firma csv activo id_modulo id_rol rol_nombre rol_descripcion';
const LIST = `query ($id_modulo: ID!, $order: String) { permisos(id_modulo: $id_modulo, order: $order) { count rows { ${CAMPOS} } } }`;
const EDIT = `mutation ($id: ID!, $p: PermisoInput!) { permisoEdit(id: $id, permiso: $p) { ${CAMPOS} } }`;
const ADD_MODULO = `mutation ($m: ModuloInput!) { moduloAdd(modulo: $m) { id ruta } }`;

async function idModulo(ruta: string) {
  const [row] = await t.database.db.select({ id: modulos.id }).from(modulos).where(eq(modulos.ruta, ruta));
  return row!.id;
}
async function idPermiso(id_modulo: number, id_rol: number) {
  const [row] = await t.database.db.select({ id: permisos.id }).from(permisos).where(and(eq(permisos.id_modulo, id_modulo), eq(permisos.id_rol, id_rol)));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

describe('matriz de permisos de un módulo', () => {
  it('lista una fila por rol, por id_rol, con el nombre y la descripción del rol', async () => {
    const usuarios = await idModulo('usuarios');
    const res = await t.gql(admin, LIST, { id_modulo: usuarios });
    expect(res.data.permisos.count).toBe(10);
    expect(res.data.permisos.rows.map((r: { id_rol: number }) => r.id_rol)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.data.permisos.rows[4]).toMatchObject({ id_rol: 5, id_modulo: usuarios, rol_nombre: 'Empleador', rol_descripcion: ROLE_DEFINITIONS[4]!.descripcion, read: true, create: true, csv: false, activo: true });
    const desc = await t.gql(admin, LIST, { id_modulo: usuarios, order: '-id_rol' });
    expect(desc.data.permisos.rows[0].id_rol).toBe(10);
  });

  it('un módulo inexistente es NOT_FOUND; un orden desconocido es VALIDATION', async () => {
    expect((await t.gql(admin, LIST, { id_modulo: 999999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(admin, LIST, { id_modulo: 1, order: 'read' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('permisoEdit', () => {
  it('dar "ver" a un rol se refleja en su siguiente menú y en sus permisos', async () => {
    const empleador = await loginAs(t, 5);
    const m = (await t.gql(admin, ADD_MODULO, { m: { ruta: 'reporte_prueba', label: 'Reporte de prueba', orden: '950', id_modulo: await idModulo('config') } })).data.moduloAdd;
    const antes = (await t.rest('GET', '/api/system/menu', empleador.token)).json();
    expect(antes.permisos['reporte_prueba:read']).toBeUndefined();
    expect(JSON.stringify(antes.menu)).not.toContain('/reporte_prueba');

    const res = await t.gql(admin, EDIT, { id: await idPermiso(m.id, 5), p: { read: true, csv: true } });
    expect(res.data.permisoEdit).toMatchObject({ id_rol: 5, id_modulo: m.id, read: true, csv: true, create: false, rol_nombre: 'Empleador' });

    const despues = (await t.rest('GET', '/api/system/menu', empleador.token)).json();
    expect(despues.permisos).toMatchObject({ 'reporte_prueba:read': true, 'reporte_prueba:csv': true });
    const config = despues.menu.find((i: { url: string }) => i.url === '/config');
    expect(config.submenu).toContainEqual(expect.objectContaining({ url: '/reporte_prueba', label: 'Reporte de prueba' }));
  });

  it('un permiso concedido abre la operación del API en la siguiente llamada, y quitarlo la cierra', async () => {
    const empleador = await loginAs(t, 5);
    const q = `{ modulos(limit: 1) { count } }`;
    expect((await t.gql(empleador.token, q)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    const id = await idPermiso(await idModulo('modulos'), 5);
    await t.gql(admin, EDIT, { id, p: { read: true } });
    expect((await t.gql(empleador.token, q)).data.modulos.count).toBeGreaterThan(0);
    await t.gql(admin, EDIT, { id, p: { read: null, activo: false } });
    expect((await t.gql(empleador.token, q)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });

  it('no se puede quitar al rol 1 ver o actualizar módulos y permisos', async () => {
    const id = await idPermiso(await idModulo('permisos'), 1);
    const res = await t.gql(admin, EDIT, { id, p: { update: false } });
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.permisoImprescindible, extensions: { code: 'CONFLICT' } });
    expect((await t.gql(admin, EDIT, { id, p: { csv: true } })).data.permisoEdit.csv).toBe(true);
  });

  it('un id inexistente es NOT_FOUND; el empleador recibe NOT_AUTHORIZED:UPDATE', async () => {
    expect((await t.gql(admin, EDIT, { id: 999999, p: { read: true } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { token } = await loginAs(t, 5);
    const id = await idPermiso(await idModulo('usuarios'), 5);
    expect((await t.gql(token, EDIT, { id, p: { delete: false } })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
  });
});
