import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../core/errors.js';
import { and, eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, makeEntidad, makeUsuario } from '../test/factories.js';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import { loginIntentos, logs, usuarios } from '../db/schema/index.js';
import { DEMORA } from './login.service.js';
import { buildApp } from '../app.js';
import { ARGON2_PRODUCCION, hashPassword } from './passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A login from a given client address (the app does not trust proxies: the address is the connection's). */
const desde = (ip: string, usuario: string, contrasena: string) => t.app.inject({ method: 'POST', url: '/auth', remoteAddress: ip, payload: { usuario, contrasena } });
const codigo = async (ip: string, usuario: string, contrasena: string) => (await desde(ip, usuario, contrasena)).statusCode;

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

  it('a user whose password was stored at the production cost signs in (the tests store cheap hashes)', async () => {
    const u = await makeUsuario(t, 3);
    await t.database.db.update(usuarios).set({ contrasena: await hashPassword(PASSWORD, ARGON2_PRODUCCION) }).where(eq(usuarios.id, u.id));
    expect((await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: PASSWORD })).statusCode).toBe(200);
    expect((await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: 'Otra.2026' })).statusCode).toBe(401);
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
      expect(res.json()).toEqual({ error: 'Usuario y/o contraseña inválida', code: 'UNAUTHENTICATED', clave: 'loginInvalido', parametros: {} });
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
  it('NRO_MAX_INTENTOS failures lock the name from that address for TIEMPO_BLOQUEO minutes, then it opens again', async () => {
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

  it('parallel wrong passwords from one address: only NRO_MAX_INTENTOS are checked, the rest are refused locked', async () => {
    const u = await makeUsuario(t, 3);
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: `Mala.${i}` }).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 401)).toHaveLength(2);
    expect(codes.filter((c) => c === 423)).toHaveLength(8);
    expect((await t.rest('POST', '/auth', null, { usuario: u.usuario, contrasena: PASSWORD })).statusCode).toBe(423);
    // Only that address is locked (decision 046).
    expect(await codigo('10.9.0.1', u.usuario, PASSWORD)).toBe(200);
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

  it('failures from one address lock that address only: the owner with the right password from another gets in (issue 31)', async () => {
    const u = await makeUsuario(t, 1);
    expect([await codigo('10.1.0.1', u.usuario, 'Mala.1'), await codigo('10.1.0.1', u.usuario, 'Mala.2'), await codigo('10.1.0.1', u.usuario, 'Mala.3')]).toEqual([401, 401, 423]);
    const bloqueada = await desde('10.1.0.1', u.usuario, PASSWORD);
    expect([bloqueada.statusCode, bloqueada.json().error]).toEqual([423, TEXTOS.cuentaBloqueada({ minutos: 10 })]);
    expect(await codigo('10.1.0.2', u.usuario, PASSWORD)).toBe(200);
    // The owner's success does not open the attacker's address.
    expect(await codigo('10.1.0.1', u.usuario, PASSWORD)).toBe(423);
    const filas = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'LOGIN_FALLIDO'), eq(logs.usuario, u.usuario)));
    expect(filas.map((f) => f.ip)).toEqual(Array(5).fill('10.1.0.1'));
  });

  it('a count is per address, cleared by the right password from it and forgotten after a day', async () => {
    const u = await makeUsuario(t, 3);
    expect([await codigo('10.2.0.1', u.usuario, 'Mala.1'), await codigo('10.2.0.1', u.usuario, 'Mala.2')]).toEqual([401, 401]);
    expect([await codigo('10.2.0.2', u.usuario, 'Mala.1'), await codigo('10.2.0.2', u.usuario, 'Mala.2')]).toEqual([401, 401]);
    expect(await codigo('10.2.0.1', u.usuario, PASSWORD)).toBe(200);
    expect([await codigo('10.2.0.1', u.usuario, 'Mala.3'), await codigo('10.2.0.1', u.usuario, 'Mala.4')]).toEqual([401, 401]);
    t.clock.advance(25 * 60);
    expect([await codigo('10.2.0.2', u.usuario, 'Mala.3'), await codigo('10.2.0.2', u.usuario, 'Mala.4'), await codigo('10.2.0.2', u.usuario, 'Mala.5')]).toEqual([401, 401, 423]);
  });

  it('failures from many addresses slow down the ones that failed, by a delay that doubles, but not a fresh one', async () => {
    const u = await makeUsuario(t, 1);
    // DEMORA.desde failures spread over addresses, none of them locked: nobody waits yet.
    for (let i = 1; i <= DEMORA.desde; i++) expect(await codigo(`10.3.0.${i}`, u.usuario, 'Mala.2026')).toBe(401);
    expect(await codigo('10.3.0.1', u.usuario, 'Mala.2026')).toBe(401);
    // That one was past the allowance: the addresses that failed wait 2 seconds, the password unchecked.
    const espera = await desde('10.3.0.2', u.usuario, PASSWORD);
    expect([espera.statusCode, espera.json()]).toEqual([429, restError(MENSAJES.ingresoDemorado({ segundos: 2 }), 'RATE_LIMITED')]);
    // The owner from an address that has not failed gets in.
    expect(await codigo('10.3.1.1', u.usuario, PASSWORD)).toBe(200);
    t.clock.advance(2 / 60);
    expect(await codigo('10.3.0.2', u.usuario, 'Mala.2026')).toBe(401);
    const doble = await desde('10.3.0.3', u.usuario, 'Mala.2026');
    expect([doble.statusCode, doble.json().error]).toEqual([429, TEXTOS.ingresoDemorado({ segundos: 4 })]);
    // A refused attempt is not a failure of its address: 10.3.0.2 failed twice and is not locked.
    t.clock.advance(4 / 60);
    expect(await codigo('10.3.0.2', u.usuario, PASSWORD)).toBe(200);
    const revisadas = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'LOGIN_FALLIDO'), eq(logs.usuario, u.usuario), like(logs.mensaje, 'Contraseña incorrecta%')));
    expect(revisadas).toHaveLength(DEMORA.desde + 2);
  });

  it('at most DEMORA.porVentana failures an hour from every address together, fresh ones included', async () => {
    const u = await makeUsuario(t, 1);
    for (let i = 1; i <= DEMORA.porVentana; i++) expect(await codigo(`10.4.${Math.floor(i / 200)}.${i % 200}`, u.usuario, 'Mala.2026')).toBe(401);
    const llena = await desde('10.4.9.9', u.usuario, PASSWORD);
    expect(llena.statusCode).toBe(429);
    // A wait of an hour is said in minutes.
    expect(llena.json().error).toBe(TEXTOS.cuentaBloqueada({ minutos: 60 }));
    t.clock.advance(60);
    expect(await codigo('10.4.9.9', u.usuario, PASSWORD)).toBe(200);
    const revisadas = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'LOGIN_FALLIDO'), eq(logs.usuario, u.usuario), like(logs.mensaje, 'Contraseña incorrecta%')));
    expect(revisadas).toHaveLength(DEMORA.porVentana);
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

  it('holds across copies of the API on one database: the allowance is counted in PostgreSQL (issue 34)', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    // A second copy behind the same balancer: its own Fastify, its own process state, the same database.
    const { app: otra } = await buildApp(limited.deps, { logger: false });
    await otra.ready();
    try {
      const copias = [limited.app, otra];
      const intentar = (i: number, ip = '10.0.0.1') => copias[i % 2]!.inject({ method: 'POST', url: '/auth', remoteAddress: ip, payload: { usuario: `x${i}`, contrasena: 'y' } });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await intentar(i)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Another address has its own allowance, on either copy.
      expect((await intentar(1, '10.0.0.2')).statusCode).toBe(401);
      // The next minute starts again.
      limited.clock.advance(1);
      expect((await intentar(10)).statusCode).toBe(401);
    } finally {
      await otra.close();
      await limited.close();
    }
  });

  it('behind a balancer (TRUST_PROXY its address) counts the address the balancer saw, whatever the caller wrote before it', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
    try {
      // HAProxy appends the caller's address to whatever X-Forwarded-For the caller sent.
      const intentar = (i: number, cliente: string) => limited.app.inject({ method: 'POST', url: '/auth', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `10.9.9.${i}, ${cliente}` }, payload: { usuario: `x${i}`, contrasena: 'y' } });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await intentar(i, '198.51.100.9')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const otro = await intentar(5, '198.51.100.10');
      expect(otro.statusCode, otro.body).toBe(401);
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
