import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeUsuario } from '../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cambiar = (token: string | null) => t.rest('POST', '/api/v1/ovt/buscar_empleador', token, { username: 'x', doble: true });

describe('POST /api/v1/ovt/buscar_empleador (dual-profile employer → seller)', () => {
  it('replaces the session by one of the linked seller account, with its menu and permissions', async () => {
    const vendedor = await makeUsuario(t, 4);
    const { token } = await loginAs(t, 5, { doble: true, username_probolivia: vendedor.usuario });
    const res = await cambiar(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.usuario).toMatchObject({ usuario: vendedor.usuario, id_rol: 4, id_entidad: vendedor.id_entidad });
    expect(body.permisos['productos:read']).toBe(true);
    expect(body.menu.length).toBeGreaterThan(0);
    // The employer's session is over; the seller's works.
    expect((await t.rest('GET', '/api/system/menu', token)).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/system/menu', body.token)).statusCode).toBe(200);
  });

  it('is "Usuario inválido" for a user without the link, a link to an inactive account, or to nobody', async () => {
    const sinEnlace = await loginAs(t, 5);
    const inactivo = await makeUsuario(t, 4, { estado: 'INACTIVO' });
    const aInactivo = await loginAs(t, 5, { doble: true, username_probolivia: inactivo.usuario });
    const aNadie = await loginAs(t, 5, { doble: true, username_probolivia: 'no-existe' });
    const noDoble = await loginAs(t, 5, { doble: false, username_probolivia: inactivo.usuario });
    for (const q of [sinEnlace, aInactivo, aNadie, noDoble]) {
      const res = await cambiar(q.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(TEXTOS.usuarioInvalido);
      expect((await t.rest('GET', '/api/system/menu', q.token)).statusCode).toBe(200);
    }
  });

  it('needs a session', async () => {
    expect((await cambiar(null)).statusCode).toBe(401);
  });
});
