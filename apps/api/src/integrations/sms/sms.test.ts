import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviciosIop } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { withSms } from '../../test/sms.js';
import { SmsClient } from './client.js';
import { RUTA_SMS } from '@pb/demo/integrations/sms/pagina.js';

/**
 * The SMS gateway's client against its simulator over real HTTP, on a free port, as the API calls it;
 * a gateway that is down or answers garbage is a small local server of the test's own.
 */
let t: TestApp;
let sim: Awaited<ReturnType<typeof withSms>>;
let sms: SmsClient;
let basura: Server;
let basuraUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  sim = await withSms(t);
  sms = new SmsClient(t.database.db, 1000);
  basura = createServer((req, res) => {
    if (req.url?.includes('/lento/')) return void setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"1"}'), 3000);
    if (req.url?.includes('/error/')) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"caído"}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ enviado: true }));
  });
  await new Promise<void>((ok) => basura.listen(0, '127.0.0.1', ok));
  basuraUrl = `http://127.0.0.1:${(basura.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sim.close();
  await new Promise((ok) => basura.close(ok));
  await t.close();
});

/** Points the SMS row elsewhere for one test, then back at the simulator. */
async function apuntando<T>(url: string, prueba: () => Promise<T>): Promise<T> {
  await t.database.db.update(serviciosIop).set({ url }).where(eq(serviciosIop.codigo, 'SMS'));
  try {
    return await prueba();
  } finally {
    await t.database.db.update(serviciosIop).set({ url: sim.url }).where(eq(serviciosIop.codigo, 'SMS'));
  }
}

const fallo = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('la llamada no falló');
    },
    (err: { status: number; code: string; message: string }) => ({ status: err.status, code: err.code, message: err.message }),
  );

describe('sending a message', () => {
  it('answers the gateway id; the simulator keeps the messages per number, newest first', async () => {
    const a = await sms.enviar({ numero: '71234567', texto: 'ProBolivia: su código de verificación es 123456. Vence en 10 minutos.' });
    const b = await sms.enviar({ numero: '71234567', texto: 'ProBolivia: su código de verificación es 654321. Vence en 10 minutos.' });
    expect(a.id).toMatch(/\S/);
    expect(b.id).not.toBe(a.id);
    const res = await fetch(`${sim.url}mensajes/71234567`, { headers: { authorization: `Bearer ${sim.token}` } });
    const { mensajes } = (await res.json()) as { mensajes: Array<{ id: string; texto: string }> };
    expect(mensajes.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(await sim.codigo('71234567')).toBe('654321');
    expect(await sim.codigo('79999999')).toBeNull();
  });

  it('the simulator checks its token and its contract', async () => {
    const post = (body: object, token = sim.token) => fetch(`${sim.url}mensajes`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    expect((await post({ numero: '71234567', texto: 'x' }, 'otro')).status).toBe(401);
    expect((await fetch(`${sim.url}mensajes/71234567`)).status).toBe(401);
    expect((await post({ numero: '7123', texto: 'x' })).status).toBe(400);
    expect((await post({ numero: '71234567', texto: '' })).status).toBe(400);
    expect((await post({ numero: '71234567', texto: 'x'.repeat(161) })).status).toBe(400);
  });

  it('a number or text that is not a message never leaves the server', async () => {
    await expect(sms.enviar({ numero: '7123-4567', texto: 'x' })).rejects.toThrow(RangeError);
    await expect(sms.enviar({ numero: '71234567', texto: ' ' })).rejects.toThrow(RangeError);
  });
});

describe('a gateway that fails', () => {
  it('down or silent: a Spanish 503', async () => {
    expect(await apuntando('http://127.0.0.1:9/sms/v1/', () => fallo(sms.enviar({ numero: '71234567', texto: 'hola' })))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'No se pudo conectar con el servicio de mensajes SMS. Intente nuevamente en unos minutos.',
    });
    expect(await apuntando(`${basuraUrl}/lento/`, () => fallo(sms.enviar({ numero: '71234567', texto: 'hola' })))).toEqual({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'El servicio de mensajes SMS no respondió a tiempo. Intente nuevamente en unos minutos.',
    });
  });

  it('an error status or an answer of another shape: a Spanish 502', async () => {
    expect(await apuntando(`${basuraUrl}/error/`, () => fallo(sms.enviar({ numero: '71234567', texto: 'hola' })))).toEqual({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'El servicio de mensajes SMS respondió con un error (500). Intente nuevamente en unos minutos.',
    });
    expect(await apuntando(`${basuraUrl}/otra/`, () => fallo(sms.enviar({ numero: '71234567', texto: 'hola' })))).toEqual({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'El servicio de mensajes SMS envió una respuesta inesperada. Intente nuevamente en unos minutos; si el problema continúa, comuníquese con el administrador.',
    });
  });
});

describe('the demo\'s page of the SMS simulator (/dev/sms)', () => {
  it('lists what was sent, by mobile, newest first; without a simulator it answers 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: RUTA_SMS })).statusCode).toBe(404);
    t.deps.simuladorSms = sim;
    try {
      await sms.enviar({ numero: '71230001', texto: 'ProBolivia: su código es 111111.' });
      await sms.enviar({ numero: '71230002', texto: 'ProBolivia: su código es <222222>.' });
      await sms.enviar({ numero: '71230001', texto: 'ProBolivia: su código es 333333.' });
      const pagina = await t.app.inject({ method: 'GET', url: RUTA_SMS });
      expect(pagina.statusCode).toBe(200);
      expect(pagina.headers['content-type']).toMatch(/^text\/html/);
      const cuerpo = pagina.body;
      expect(cuerpo.indexOf('Celular 71230001')).toBeLessThan(cuerpo.indexOf('Celular 71230002'));
      expect(cuerpo.indexOf('333333')).toBeLessThan(cuerpo.indexOf('111111'));
      expect(cuerpo).toContain('&lt;222222&gt;');
    } finally {
      t.deps.simuladorSms = null;
    }
  });
});
