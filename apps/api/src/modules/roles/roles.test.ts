import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFINITIONS } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';

let t: TestApp;
let admin: string;
const ROLES = `query ($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
  roles(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { id codigo nombre descripcion estado } }
}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

describe('roles', () => {
  it('lista los 10 roles por id, paginados', async () => {
    const res = await t.gql(admin, ROLES, { limit: 5, page: 2 });
    expect(res.data.roles.count).toBe(10);
    expect(res.data.roles.rows.map((r: { id: number }) => r.id)).toEqual([6, 7, 8, 9, 10]);
    expect(res.data.roles.rows[0]).toEqual({ id: 6, codigo: 'ENTIDAD_PUBLICA', nombre: 'Entidad pública', descripcion: ROLE_DEFINITIONS[5]!.descripcion, estado: 'ACTIVO' });
  });

  it('cada rol dice su type (spec parte 1 §3; decisión 069): a quién sirve', async () => {
    const res = await t.gql(admin, `{ roles(limit: 20) { rows { id type } } }`);
    const tipos = Object.fromEntries(res.data.roles.rows.map((r: { id: number; type: string }) => [r.id, r.type]));
    expect(tipos).toEqual({ 1: 'PROGRAMA', 2: 'PROGRAMA', 3: 'PROGRAMA', 4: 'VENDEDOR', 5: 'EMPLEADOR', 6: 'EMPLEADOR', 7: 'EMPLEADOR', 8: 'VENDEDOR', 9: 'EMPLEADOR', 10: 'PROGRAMA' });
  });

  it('filtra por nombre sin distinguir mayúsculas y ordena por -nombre', async () => {
    const res = await t.gql(admin, ROLES, { nombre: 'EMPLEADOR', order: '-nombre' });
    expect(res.data.roles.rows.map((r: { codigo: string }) => r.codigo)).toEqual(['EMPLEADOR_INDEPENDIENTE', 'EMPLEADOR']);
    expect((await t.gql(admin, ROLES, { estado: 'INACTIVO' })).data.roles.count).toBe(0);
  });

  it('un orden desconocido es VALIDATION', async () => {
    const res = await t.gql(admin, ROLES, { order: 'clave' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Orden: El valor es inválido', extensions: { code: 'VALIDATION' } });
  });

  it('un rol sin roles:read recibe NOT_AUTHORIZED:READ', async () => {
    const { token } = await loginAs(t, 5);
    const res = await t.gql(token, ROLES);
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});
