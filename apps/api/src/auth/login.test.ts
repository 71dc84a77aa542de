import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, makeEntidad, makeUsuario } from '../test/factories.js';
import { loginIntentos, logs } from '../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login variants', () => {
  it('POST /auth answers menu, usuario, permisos, token and redirect', async () => {
    const u = await makeUsuario(t, 1);
    const res = await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['menu', 'permisos', 'redirect', 'token', 'usuario']);
    expect(body.usuario).toMatchObject({ id: u.id, usuario: u.usuario, id_rol: 1, rol: 'Superadministrador', id_entidad: u.id_entidad });
    expect(body.redirect).toBe('/');
    expect(body.permisos['modulos:update']).toBe(true);
    const config = body.menu.find((m: { label: string }) => m.label === 'Configuraciones');
    expect(config.submenu.map((s: { url: string }) => s.url)).toEqual(expect.arrayContaining(['/usuarios', '/modulos']));
  });

  it('username is case-insensitive', async () => {
    const u = await makeUsuario(t, 3);
    const res = await t.rest('POST', '/auth', null, { usuario: u.usuario.toUpperCase(), contrasena: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('POST /auth/nit needs the NIT of the user’s entity', async () => {
    const e = await makeEntidad(t, { nit: '7788990011' });
    const u = await makeUsuario(t, 5, { id_entidad: e.id });
    const ok = await t.rest('POST', '/auth/nit', null, { nit: '7788990011', usuario: u.usuario, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().usuario.nit).toBe('7788990011');
    const wrongNit = await t.rest('POST', '/auth/nit', null, { nit: '1111111111', usuario: u.usuario, password: PASSWORD });
    expect(wrongNit.statusCode).toBe(401);
    expect(wrongNit.json().error).toBe('Usuario y/o contraseña inválida');
  });

  it('POST /auth/productor accepts only provider entities', async () => {
    const prov = await makeEntidad(t, { nit: '5544332211', proveedor: true });
    const notProv = await makeEntidad(t, { nit: '5544332299', proveedor: false });
    const a = await makeUsuario(t, 4, { id_entidad: prov.id });
    const b = await makeUsuario(t, 4, { id_entidad: notProv.id });
    expect((await t.rest('POST', '/auth/productor', null, { nit: '5544332211', usuario: a.usuario, password: PASSWORD })).statusCode).toBe(200);
    expect((await t.rest('POST', '/auth/productor', null, { nit: '5544332299', usuario: b.usuario, password: PASSWORD })).statusCode).toBe(401);
  });

  it('a wrong password or unknown user gets the spec message and a failed-login log row', async () => {
    const u = await makeUsuario(t, 3);
    for (const body of [{ usuario: u.usuario, contrasena: 'Mala.2026' }, { usuario: 'nadie-existe', contrasena: 'Mala.2026' }]) {
      const res = await t.rest('POST', '/auth', null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Usuario y/o contraseña inválida', code: 'UNAUTHENTICATED' });
    }
    const rows = await t.database.db.select().from(logs).where(eq(logs.tipo, 'LOGIN_FALLIDO'));
    expect(rows.some((r) => r.usuario === 'nadie-existe')).toBe(true);
  });

  it('bad input gets a Spanish message naming the field', async () => {
    const missing = await t.rest('POST', '/auth', null, { contrasena: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Usuario: El campo es obligatorio.');
    const long = await t.rest('POST', '/auth/nit', null, { nit: '1'.repeat(26), usuario: 'a', password: 'b' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('NIT: Debe tener como máximo 25 caracteres.');
    const wrongType = await t.rest('POST', '/auth', null, { usuario: 12, contrasena: 'x' });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('lockout', () => {
  it('NRO_MAX_INTENTOS failures lock the account for TIEMPO_BLOQUEO minutes, then it opens again', async () => {
    const u = await makeUsuario(t, 3);
    const attempt = (contrasena: string) => t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena });
    expect((await attempt('Mala.1')).statusCode).toBe(401);
    expect((await attempt('Mala.2')).statusCode).toBe(401);
    const third = await attempt('Mala.3');
    expect(third.statusCode).toBe(423);
    expect(third.json().error).toContain('bloqueada');
    const whileLocked = await attempt(PASSWORD);
    expect(whileLocked.statusCode).toBe(423);
    expect(whileLocked.json().error).toMatch(/Intente nuevamente en 10 minutos/);
    t.clock.advance(11);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect(await t.database.db.select().from(loginIntentos).where(eq(loginIntentos.usuario, u.usuario.toLowerCase()))).toEqual([]);
  });

  it('parallel wrong passwords: only NRO_MAX_INTENTOS are checked, the rest are refused locked', async () => {
    const u = await makeUsuario(t, 3);
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: `Mala.${i}` }).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 401)).toHaveLength(2);
    expect(codes.filter((c) => c === 423)).toHaveLength(8);
    expect((await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: PASSWORD })).statusCode).toBe(423);
    const checks = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'LOGIN_FALLIDO'), eq(logs.usuario, u.usuario), like(logs.mensaje, 'Contraseña incorrecta%')));
    expect(checks).toHaveLength(3);
  });

  it('a made-up name is locked exactly like a real account, so the replies do not tell them apart', async () => {
    const real = await makeUsuario(t, 3);
    const serie = async (usuario: string) => {
      const out = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.rest('POST', '/auth', null, { usuario, contrasena: 'Mala.2026' });
        out.push([res.statusCode, res.json().error]);
      }
      return out;
    };
    const inventado = await serie(`nadie-${Date.now()}`);
    expect(inventado).toEqual(await serie(real.usuario));
    expect(inventado.map(([c]) => c)).toEqual([401, 401, 423, 423]);
  });

  it('a wrong NIT counts as a failed attempt of that name', async () => {
    const e = await makeEntidad(t, { nit: '6655443322' });
    const u = await makeUsuario(t, 5, { id_entidad: e.id });
    const nit = (n: string, password = 'Mala.2026') => t.rest('POST', '/auth/nit', null, { nit: n, usuario: u.usuario, password });
    expect((await nit('1111111111', PASSWORD)).statusCode).toBe(401);
    expect((await nit('6655443322')).statusCode).toBe(401);
    expect((await nit('6655443322')).statusCode).toBe(423);
  });

  it('an inactive account cannot log in', async () => {
    const u = await makeUsuario(t, 3, { estado: 'INACTIVO' });
    const res = await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('inactiva');
  });
});

describe('rate limit', () => {
  it('one allowance per address across every login route', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const codes = [];
      for (const url of ['/auth', '/auth', '/auth', '/auth/nit', '/auth/productor']) {
        const body = url === '/auth' ? { usuario: 'x', contrasena: 'y' } : { nit: '1', usuario: 'x', password: 'y' };
        codes.push((await limited.rest('POST', url, null, body)).statusCode);
      }
      expect(codes).toEqual([401, 401, 423, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits login attempts per address with a Spanish message', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.rest('POST', '/auth', null, { usuario: `x${i}`, contrasena: 'y' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await limited.rest('POST', '/auth', null, { usuario: 'x', contrasena: 'y' });
      expect(res.json().error).toBe('Demasiadas solicitudes. Espere un momento e intente nuevamente.');
    } finally {
      await limited.close();
    }
  });
});
