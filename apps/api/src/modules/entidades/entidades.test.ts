import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

const FIELDS = 'id nombre sigla descripcion email telefonos web codigo_portal estado proveedor origen';
const ADD = `mutation($e: EntidadInput!) { entidadAdd(entidad: $e) { ${FIELDS} } }`;
const EDIT = `mutation($id: ID!, $e: EntidadInput!) { entidadEdit(id: $id, entidad: $e) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { entidad(id: $id) { ${FIELDS} } }`;
const LIST = `query($nombre: String, $estado: String, $proveedor: Boolean, $limit: Int, $page: Int, $order: String) { entidades(nombre: $nombre, estado: $estado, proveedor: $proveedor, limit: $limit, page: $page, order: $order) { count rows { ${FIELDS} } } }`;
const count = async () => Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int n from entidades`)).rows[0]!.n);

describe('entidades', () => {
  it('creates an ACTIVO entity with upper-cased name and comma-joined phones', async () => {
    const res = await t.gql(admin, ADD, { e: { nombre: 'Cooperativa Minera Demo', sigla: 'cmd', descripcion: 'Cooperativa', email: 'a@b.bo', telefonos: ['2211223', ' 71234567 '], web: 'https://cmd.example.bo' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.entidadAdd).toMatchObject({ nombre: 'COOPERATIVA MINERA DEMO', sigla: 'CMD', telefonos: '2211223,71234567', estado: 'ACTIVO', proveedor: false, origen: 'PROBOLIVIA' });
  });

  it('bad input gets a Spanish message naming the field and changes nothing', async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ nombre: 'X'.repeat(151), descripcion: 'd' }, 'Nombre: Debe tener como máximo 150 caracteres.'],
      [{ nombre: 'X' }, 'Descripción: El campo es obligatorio.'],
      [{ nombre: 'X', descripcion: 'd', email: 'no-es-correo' }, 'Correo electrónico: El correo electrónico no es válido.'],
      [{ nombre: 'X', descripcion: 'd', web: 'ftp:/x' }, 'Sitio web: La dirección web no es válida.'],
      [{ nombre: 'X', descripcion: 'd', telefonos: ['abc'] }, 'Teléfonos: El valor es inválido'],
    ];
    for (const [e, message] of cases) {
      const res = await t.gql(admin, ADD, { e });
      expect(res.errors?.[0]?.message).toBe(message);
      expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
    expect(await count()).toBe(before);
  });

  it('lists with filters, paging and order', async () => {
    for (let i = 0; i < 7; i++) await makeEntidad(t, { nombre: `PAGINADA ${i}` });
    const page = await t.gql(admin, LIST, { nombre: 'paginada', limit: 5, page: 2, order: '-nombre' });
    expect(page.data.entidades.count).toBe(7);
    expect(page.data.entidades.rows.map((r: { nombre: string }) => r.nombre)).toEqual(['PAGINADA 1', 'PAGINADA 0']);
  });

  it('a role-5 user reaches only its own entity; another is "not found"', async () => {
    const other = await makeEntidad(t);
    const { user, token } = await loginAs(t, 5);
    const list = await t.gql(token, LIST, {});
    expect(list.data.entidades.rows.map((r: { id: number }) => r.id)).toEqual([user.id_entidad]);
    const foreign = await t.gql(token, ONE, { id: other.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const edit = await t.gql(token, EDIT, { id: other.id, e: { descripcion: 'intrusa' } });
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a role-5 user edits its own entity, needs the portal code, and cannot change its state', async () => {
    const { user, token } = await loginAs(t, 5);
    const sinCodigo = await t.gql(token, EDIT, { id: user.id_entidad, e: { descripcion: 'Nueva descripción' } });
    expect(sinCodigo.errors?.[0]?.message).toBe('Código portal: El campo es obligatorio.');
    const ok = await t.gql(token, EDIT, { id: user.id_entidad, e: { descripcion: 'Nueva descripción', codigo_portal: 'EMP-1' } });
    expect(ok.data.entidadEdit).toMatchObject({ descripcion: 'Nueva descripción', codigo_portal: 'EMP-1' });
    const estado = await t.gql(token, EDIT, { id: user.id_entidad, e: { estado: 'INACTIVO' } });
    expect(estado.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('admin deactivates and activates an entity', async () => {
    const e = await makeEntidad(t);
    expect((await t.gql(admin, EDIT, { id: e.id, e: { estado: 'INACTIVO' } })).data.entidadEdit.estado).toBe('INACTIVO');
    expect((await t.gql(admin, EDIT, { id: e.id, e: { estado: 'ACTIVO' } })).data.entidadEdit.estado).toBe('ACTIVO');
  });
});

describe('proveedores', () => {
  it('adds a PROBOLIVIA entity as provider and removes it; refuses others', async () => {
    const programa = (await loginAs(t, 2)).token;
    const e = await makeEntidad(t, { origen: 'PROBOLIVIA' });
    const ovt = await makeEntidad(t, { origen: 'OVT' });
    const add = await t.gql(programa, 'mutation($id: ID!) { proveedorAdd(id: $id) { proveedor } }', { id: e.id });
    expect(add.data.proveedorAdd.proveedor).toBe(true);
    const listed = await t.gql(programa, LIST, { proveedor: true, nombre: e.nombre });
    expect(listed.data.entidades.count).toBe(1);
    const again = await t.gql(programa, 'mutation($id: ID!) { proveedorAdd(id: $id) { proveedor } }', { id: e.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const wrongOrigin = await t.gql(programa, 'mutation($id: ID!) { proveedorAdd(id: $id) { proveedor } }', { id: ovt.id });
    expect(wrongOrigin.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const quitar = await t.gql(programa, 'mutation($id: ID!) { proveedorQuitar(id: $id) { proveedor } }', { id: e.id });
    expect(quitar.data.proveedorQuitar.proveedor).toBe(false);
  });

  it('a provider cannot remove its own provider flag', async () => {
    const prov = await makeEntidad(t, { proveedor: true });
    const { token } = await loginAs(t, 4, { id_entidad: prov.id });
    const res = await t.gql(token, 'mutation($id: ID!) { proveedorQuitar(id: $id) { proveedor } }', { id: prov.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
