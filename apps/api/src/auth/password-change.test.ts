import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, loginAs } from '../test/factories.js';
import { usuarios } from '../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a user with a one-time password is sent to /account and may do nothing else until it is changed', async () => {
  const { user } = await loginAs(t, 1);
  await t.database.db.update(usuarios).set({ cambiar_contrasena: true }).where(eq(usuarios.id, user.id));
  const login = await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: PASSWORD });
  expect(login.json().redirect).toBe('/account');
  const token = login.json().token;
  expect((await t.rest('GET', '/api/system/menu', token)).statusCode).toBe(200);
  const gql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ _version }' } });
  expect(gql.json().errors[0].message).toBe('Debe cambiar su contraseña antes de continuar.');
  expect((await t.rest('PATCH', '/api/system/cambiar_pass', token, { password: PASSWORD, newPassword: 'Otra.Clave.9' })).statusCode).toBe(200);
  const after = await t.gql(token, '{ _version }');
  expect(after.errors).toBeUndefined();
});
