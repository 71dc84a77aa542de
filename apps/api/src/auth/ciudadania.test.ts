import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { PASSWORD, makeUsuario } from '../test/factories.js';
import { ingresarEnProveedor, withCiudadania } from '../test/ciudadania.js';
import { ingresosCiudadania, logs, personas, sessions } from '../db/schema/index.js';
import { CIUDADANA_SIN_CUENTA } from '@pb/demo/integrations/ciudadania/ciudadanos.js';
import { COOKIE_FLUJO, abrirFlujo, sellarFlujo } from '../integrations/ciudadania/flujo.js';

/**
 * Single sign-on through Ciudadanía Digital (decision 037), against its simulator, a real OpenID
 * provider, over real HTTP: the test plays the browser (the flow cookie, the provider's pages).
 */
const ACTIVA = { documento: '71000001', nombres: 'ELSA', primer_apellido: 'MAMANI' };
const INACTIVA = { documento: '71000002', nombres: 'JUAN', primer_apellido: 'COPA' };

let t: TestApp;
let sim: Awaited<ReturnType<typeof withCiudadania>>;
let activa: Awaited<ReturnType<typeof makeUsuario>>;

async function conDocumento(id_rol: number, documento: string, estado: 'ACTIVO' | 'INACTIVO') {
  const u = await makeUsuario(t, id_rol, { estado });
  await t.database.db.update(personas).set({ nro_documento: documento }).where(eq(personas.id, u.id_persona!));
  return u;
}

beforeAll(async () => {
  sim = await withCiudadania({ ciudadanos: [ACTIVA, INACTIVA] });
  t = await createTestApp(sim.env);
  activa = await conDocumento(6, ACTIVA.documento, 'ACTIVO');
  await conDocumento(7, INACTIVA.documento, 'INACTIVO');
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const sesiones = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;

/** The landing's card: where the browser goes (the provider) and the flow cookie it keeps. */
async function iniciar() {
  const res = await t.rest('GET', '/auth/ciudadania');
  expect(res.statusCode).toBe(302);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  expect(cookie.startsWith(`${COOKIE_FLUJO}=`)).toBe(true);
  return { url: String(res.headers.location), cookie };
}

/** The provider sends the browser back to our callback: where our answer sends it next. */
async function volver(urlCallback: string, cookie: string | null) {
  const { pathname, search } = new URL(urlCallback);
  const res = await t.app.inject({ method: 'GET', url: pathname + search, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const fallidos = () => t.database.db.select({ mensaje: logs.mensaje }).from(logs).where(and(eq(logs.tipo, 'LOGIN_FALLIDO'), eq(logs.referencia, 'variante=ciudadania'))).orderBy(logs.id);

/** A refusal: the browser lands on the page of `motivo`, no session was opened, a failed login was audited saying why. */
async function rechazado(hacer: () => Promise<string>, motivo: string, porque: RegExp) {
  const [antes, fallidosAntes] = [await sesiones(), await fallidos()];
  expect(await hacer()).toBe(`/ciudadania?error=${motivo}`);
  expect(await sesiones()).toBe(antes);
  const despues = await fallidos();
  expect(despues).toHaveLength(fallidosAntes.length + 1);
  expect(despues.at(-1)!.mensaje).toMatch(porque);
}

describe('single sign-on through Ciudadanía Digital', () => {
  it('signs a public-entity user in with the same login response and session as POST /auth', async () => {
    const { url, cookie } = await iniciar();
    expect(url.startsWith(`${sim.issuer}/auth?`)).toBe(true);
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    const destino = await volver(await ingresarEnProveedor(url, ACTIVA.documento), cookie);
    const codigo = destino.match(/^\/ciudadania\?codigo=([\w-]+)$/)?.[1];
    expect(codigo).toBeTruthy();

    const antes = await sesiones();
    const res = await t.rest('POST', '/auth/ciudadania/sesion', null, { codigo });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const conClave = (await t.rest('POST', '/auth', null, { usuario: activa.usuario, contrasena: PASSWORD })).json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(conClave).sort());
    expect({ ...body, token: null }).toEqual({ ...conClave, token: null });
    expect(body.usuario).toMatchObject({ id: activa.id, id_rol: 6 });
    expect(await sesiones()).toBe(antes + 2);
    expect((await t.rest('GET', '/api/system/menu', body.token)).statusCode).toBe(200);
    const [auditado] = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'LOGIN'), eq(logs.referencia, 'variante=ciudadania')));
    expect(auditado).toMatchObject({ id_usuario: activa.id, nivel: 'INFO' });

    // The one-time code opens one session only.
    const otra = await t.rest('POST', '/auth/ciudadania/sesion', null, { codigo });
    expect(otra.statusCode).toBe(401);
    expect(otra.json().error).toContain('Ciudadanía Digital');
    expect(await sesiones()).toBe(antes + 2);

    // Logout ends our session and sends the browser to end the provider's (RP-initiated logout).
    const salida = await t.rest('PUT', '/auth', body.token, { id: activa.id, token: null });
    expect(salida.statusCode).toBe(200);
    const fin = new URL(salida.json().salida);
    expect(fin.origin + fin.pathname).toBe(`${sim.issuer}/session/end`);
    expect(fin.searchParams.get('id_token_hint')).toBeTruthy();
    expect(fin.searchParams.get('post_logout_redirect_uri')).toBe('http://probolivia.test/principal');
    expect((await t.rest('GET', '/api/system/menu', body.token)).statusCode).toBe(401);
    // A password session's logout has nothing to end at the provider.
    expect((await t.rest('PUT', '/auth', conClave.token, { id: activa.id, token: null })).json().salida).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    const { url, cookie } = await iniciar();
    const vuelta = new URL(await ingresarEnProveedor(url, ACTIVA.documento));
    vuelta.searchParams.set('state', `${vuelta.searchParams.get('state')}x`);
    await rechazado(() => volver(vuelta.href, cookie), 'rechazado', /invalid response/);
  });

  it('refuses a replayed code', async () => {
    const { url, cookie } = await iniciar();
    const vuelta = await ingresarEnProveedor(url, ACTIVA.documento);
    expect(await volver(vuelta, cookie)).toMatch(/^\/ciudadania\?codigo=/);
    // The provider refuses the code a second time (invalid_grant).
    await rechazado(() => volver(vuelta, cookie), 'rechazado', /error in the response body/);
  });

  it('refuses an ID token with another nonce', async () => {
    const { url, cookie } = await iniciar();
    const vuelta = await ingresarEnProveedor(url, ACTIVA.documento);
    // The flow as this server sealed it, but remembering another nonce than the one sent to the provider.
    const ahora = t.deps.clock();
    const flujo = (await abrirFlujo(t.deps.jwtSecret, cookie.slice(COOKIE_FLUJO.length + 1), ahora))!;
    const otro = await sellarFlujo(t.deps.jwtSecret, { ...flujo, nonce: 'otro-nonce' }, ahora);
    await rechazado(() => volver(vuelta, `${COOKIE_FLUJO}=${otro}`), 'rechazado', /unexpected JWT claim value/);
  });

  it('refuses a callback without the flow cookie of the browser that started it', async () => {
    const { url } = await iniciar();
    const vuelta = await ingresarEnProveedor(url, ACTIVA.documento);
    await rechazado(() => volver(vuelta, null), 'rechazado', /sin solicitud vigente/);
  });

  it('sends a citizen with no public-entity user to the page that says whom to ask, with no session', async () => {
    const { url, cookie } = await iniciar();
    await rechazado(async () => volver(await ingresarEnProveedor(url, CIUDADANA_SIN_CUENTA.documento), cookie), 'sin-cuenta', /no tiene usuario de entidad pública/);
    expect(await t.database.db.select({ n: count() }).from(ingresosCiudadania).where(eq(ingresosCiudadania.id_usuario, activa.id))).toEqual([{ n: 2 }]);
  });

  it('refuses an inactive user', async () => {
    const { url, cookie } = await iniciar();
    await rechazado(async () => volver(await ingresarEnProveedor(url, INACTIVA.documento), cookie), 'inactiva', /cuenta inactiva/);
  });

  it('refuses a malformed one-time code with a Spanish message', async () => {
    const res = await t.rest('POST', '/auth/ciudadania/sesion', null, { codigo: 'x\u0000' });
    expect(res.statusCode).toBe(400);
  });
});

describe('without Ciudadanía Digital settings', () => {
  it('the card lands on the page that says the sign-on is not configured, and the callback opens nothing', async () => {
    const sin = await createTestApp();
    try {
      const inicio = await sin.rest('GET', '/auth/ciudadania');
      expect([inicio.statusCode, inicio.headers.location]).toEqual([302, '/ciudadania?error=no-configurado']);
      const vuelta = await sin.rest('GET', '/auth/ciudadania/callback?code=x&state=y');
      expect([vuelta.statusCode, vuelta.headers.location]).toEqual([303, '/ciudadania?error=no-configurado']);
    } finally {
      await sin.close();
    }
  });
});
