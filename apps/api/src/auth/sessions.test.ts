import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES } from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, loginAs, loginToken } from '../test/factories.js';
import { authenticate } from './sessions.js';
import { permisosDeRol } from './permisos.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menu = (token: string | null) => t.rest('GET', '/api/system/menu', token);

describe('sessions', () => {
  it('a call without a token, or with a forged one, is 401', async () => {
    expect((await menu(null)).statusCode).toBe(401);
    const res = await menu('eyJhbGciOiJIUzI1NiJ9.e30.firma');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Su sesión ha expirado, ingrese nuevamente.');
  });

  it('30 idle minutes end the session; activity keeps it alive', async () => {
    const { token } = await loginAs(t, 3);
    t.clock.advance(29);
    expect((await menu(token)).statusCode).toBe(200);
    t.clock.advance(29);
    expect((await menu(token)).statusCode).toBe(200);
    t.clock.advance(31);
    expect((await menu(token)).statusCode).toBe(401);
    // Once ended it stays ended, even if used again right away.
    expect((await menu(token)).statusCode).toBe(401);
  });

  it('JWT_TOKEN_EXPIRATION bounds a session however active it is', async () => {
    const { token } = await loginAs(t, 3);
    for (let m = 0; m < 220; m += 20) {
      t.clock.advance(20);
      expect((await menu(token)).statusCode).toBe(200);
    }
    t.clock.advance(20);
    expect((await menu(token)).statusCode).toBe(401);
  });

  it('logout revokes the token at once', async () => {
    const { user, token } = await loginAs(t, 3);
    expect((await menu(token)).statusCode).toBe(200);
    const out = await t.rest('PUT', '/auth', token, { id: user.id, token: null });
    expect(out.statusCode).toBe(200);
    expect((await menu(token)).statusCode).toBe(401);
  });

  it('GET /api/system/menu answers menu and permisos from the role’s permission rows, without the token', async () => {
    const { token } = await loginAs(t, 5);
    const res = await menu(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toBeUndefined();
    const labels = body.menu.flatMap((m: { label: string; submenu: Array<{ label: string }> }) => [m.label, ...m.submenu.map((s) => s.label)]);
    expect(labels).toContain('Planillas');
    expect(labels).toContain('Planilla de trabajadores');
    expect(labels).not.toContain('Módulos y permisos');
    expect(body.permisos['planillas:create']).toBe(true);
    expect(body.permisos['modulos:read']).toBeUndefined();
  });
});

describe('own account', () => {
  it('cambiar_pass checks the current password, changes it and ends the other sessions', async () => {
    const { user, token } = await loginAs(t, 5);
    const other = await loginToken(t, user.usuario);
    const wrong = await t.rest('PATCH', '/api/system/cambiar_pass', token, { password: 'Mala.2026', newPassword: 'Nueva.2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('La contraseña actual es incorrecta.');
    const weak = await t.rest('PATCH', '/api/system/cambiar_pass', token, { password: PASSWORD, newPassword: 'corta' });
    expect(weak.statusCode).toBe(400);
    const ok = await t.rest('PATCH', '/api/system/cambiar_pass', token, { password: PASSWORD, newPassword: 'Nueva.2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('La contraseña se actualizó correctamente.');
    expect((await menu(token)).statusCode).toBe(200);
    expect((await menu(other)).statusCode).toBe(401);
    expect((await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: PASSWORD })).statusCode).toBe(401);
    expect((await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: 'Nueva.2026' })).statusCode).toBe(200);
  });

  it('desactivar_cuenta is refused for role 1', async () => {
    const { token } = await loginAs(t, 1);
    const res = await t.rest('PATCH', '/api/system/desactivar_cuenta', token, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect((await menu(token)).statusCode).toBe(200);
  });

  it('desactivar_cuenta checks the password, deactivates and logs out', async () => {
    const { user, token } = await loginAs(t, 5);
    expect((await t.rest('PATCH', '/api/system/desactivar_cuenta', token, { password: 'Mala.2026' })).statusCode).toBe(400);
    const res = await t.rest('PATCH', '/api/system/desactivar_cuenta', token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await menu(token)).statusCode).toBe(401);
    const again = await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: PASSWORD });
    expect(again.statusCode).toBe(403);
  });
});

describe('one statement per request: session, user and permissions', () => {
  const ctx = () => ({ deps: t.deps, db: t.database.db, user: null, ip: '127.0.0.1' });
  const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  /** What authentication reads for a token, against the plain query of the role's permissions. */
  const mismos = async (token: string, idRol: number) => expect((await authenticate(ctx(), token)).permisos).toEqual(await permisosDeRol(t.database.db, idRol));

  it('gives every role exactly the permissions of the plain query, after grants, revocations and module changes', async () => {
    const sesiones: Array<{ rol: number; token: string }> = [];
    for (const rol of Object.values(ROLES)) sesiones.push({ rol, token: (await loginAs(t, rol)).token });
    const todos = async () => {
      for (const { rol, token } of sesiones) await mismos(token, rol);
    };
    await todos();
    await run(sql`update permisos set "read" = true, csv = true where id_rol = ${ROLES.EMPLEADOR}`);
    await run(sql`update permisos set activo = false where id_rol = ${ROLES.OPERADOR} and id % 2 = 0`);
    await run(sql`update modulos set estado = 'INACTIVO' where ruta = 'planillas'`);
    await todos();
    // A role left without any active permission reads none (and still signs in).
    await run(sql`update permisos set activo = false where id_rol = ${ROLES.CONSULTA}`);
    await todos();
    expect((await authenticate(ctx(), sesiones.find((s) => s.rol === ROLES.CONSULTA)!.token)).permisos).toEqual({});
    await run(sql`update modulos set estado = 'ACTIVO' where ruta = 'planillas'`);
    await run(sql`update permisos set activo = true where id_rol = ${ROLES.CONSULTA}`);
    await run(sql`update permisos set activo = true where id_rol = ${ROLES.OPERADOR}`);
    await todos();
  });

  it('a module switched off closes its operations on the next request, and on again reopens them', async () => {
    const { token } = await loginAs(t, ROLES.EMPLEADOR);
    const q = '{ planillas(limit: 1) { count } }';
    expect((await t.gql(token, q)).errors).toBeUndefined();
    await run(sql`update modulos set estado = 'INACTIVO' where ruta = 'planillas'`);
    expect((await t.gql(token, q)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    await run(sql`update modulos set estado = 'ACTIVO' where ruta = 'planillas'`);
    expect((await t.gql(token, q)).errors).toBeUndefined();
  });

  it('a user deactivated, or a session revoked, outside the app is refused on the next request', async () => {
    const a = await loginAs(t, ROLES.OPERADOR);
    const b = await loginAs(t, ROLES.OPERADOR);
    expect((await menu(a.token)).statusCode).toBe(200);
    expect((await menu(b.token)).statusCode).toBe(200);
    await run(sql`update usuarios set estado = 'INACTIVO' where id = ${a.user.id}`);
    await run(sql`update sessions set revoked_at = now() where id_usuario = ${b.user.id}`);
    expect((await menu(a.token)).statusCode).toBe(401);
    expect((await menu(b.token)).statusCode).toBe(401);
  });
});
