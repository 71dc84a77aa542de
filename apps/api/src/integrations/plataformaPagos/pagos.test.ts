import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CABECERA_FIRMA, fechaBolivia, instanteBolivia, pagoNotificacionSchema } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { serviciosIop } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { seedParametros } from '../../db/seed/reference.js';
import { freshDatabase } from '../../test/db.js';
import { createTestApp } from '../../test/harness.js';
import { withPagos } from '../../test/pagos.js';
import { PagosClient } from './client.js';
import { firmaValida, firmar } from './firma.js';
import { cuerpoComoTexto, leerNotificacion, verificarNotificacion } from './notificacion.js';

/**
 * The payment platform's client against its simulator over real HTTP, on a free port, as the API
 * will call it; the simulator's notifications go to a small server of the test's own, which reads
 * them as the API's route will (cuerpoComoTexto, leerNotificacion).
 */
const TOKEN = 'token-de-prueba';
let t: { database: Database };
let sim: Awaited<ReturnType<typeof withPagos>>;
let pagos: PagosClient;

/** The test's "our server": records what arrives; the first `fallar` deliveries get a 500. */
let receptor: FastifyInstance;
let receptorUrl: string;
const llegadas: Array<{ cuerpo: string; firma: string | undefined }> = [];
let fallar = 0;

beforeAll(async () => {
  t = { database: await freshDatabase(true) };
  await seedParametros(t.database.db);
  receptor = Fastify({ logger: false });
  await receptor.register(async (scope) => {
    cuerpoComoTexto(scope);
    scope.post('/api/v1/pagos/notificacion', async (req, reply) => {
      llegadas.push({ cuerpo: req.body as string, firma: req.headers[CABECERA_FIRMA] as string | undefined });
      if (fallar > 0) {
        fallar--;
        return reply.status(500).send({ message: 'caído' });
      }
      return { recibido: true };
    });
  });
  receptorUrl = `${await receptor.listen({ port: 0, host: '127.0.0.1' })}/api/v1/pagos/notificacion`;
  sim = await withPagos(t, { token: TOKEN, notificacionUrl: receptorUrl });
  pagos = new PagosClient(t.database.db, 2000);
});
afterAll(async () => {
  await sim.close();
  await receptor.close();
  await t.database.close();
});
beforeEach(() => {
  llegadas.length = 0;
  fallar = 0;
});

/** Points the PAGOS row elsewhere for one test, then back at the simulator. */
async function apuntando<T>(cambio: Partial<typeof serviciosIop.$inferInsert>, prueba: () => Promise<T>): Promise<T> {
  const [antes] = await t.database.db.select().from(serviciosIop).where(eq(serviciosIop.codigo, 'PAGOS'));
  if (Object.keys(cambio).length) await t.database.db.update(serviciosIop).set(cambio).where(eq(serviciosIop.codigo, 'PAGOS'));
  try {
    return await prueba();
  } finally {
    await t.database.db.update(serviciosIop).set({ url: antes!.url, token: antes!.token, estado: antes!.estado }).where(eq(serviciosIop.codigo, 'PAGOS'));
  }
}

/** The error a call ends in, as the API would answer it. */
const fallo = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('la llamada no falló');
    },
    (err: { status: number; code: string; message: string }) => ({ status: err.status, code: err.code, message: err.message }),
  );

/** The bank's side and the expiry hook of the simulator (no service token: another party). */
const banco = (url: string, codigo: string, accion: 'pagar' | 'vencer', cuerpo: object = {}) =>
  fetch(`${url}cpt/${codigo}/${accion}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });

let referencias = 0;
const referencia = () => `cpt:prueba:${++referencias}`;

describe('issuing a code', () => {
  it('answers a ten-digit code, payable until its vence, PENDIENTE for its exact amount', async () => {
    const antes = Date.now();
    const e = await pagos.emitir({ monto: 15100, glosa: 'Planilla 7 de TEXTILES ILLIMANI S.A.', referencia: referencia() });
    expect(e.codigo).toMatch(/^\d{10}$/);
    expect(e.vence).toBeInstanceOf(Date);
    expect(e.vence.getTime()).toBeGreaterThan(antes + 2 * 24 * 3600 * 1000);
    expect(await pagos.consultar(e.codigo)).toEqual({ estado: 'PENDIENTE', fecha_pago: null, monto: 15100 });
  });

  it('a retry with the same referencia answers the same code and vence, never a second code; another amount with it is refused', async () => {
    const ref = referencia();
    const a = await pagos.emitir({ monto: 20000, glosa: 'Planillas 1, 2', referencia: ref });
    const b = await pagos.emitir({ monto: 20000, glosa: 'Planillas 1, 2', referencia: ref });
    expect(b).toEqual(a);
    const otro = await pagos.emitir({ monto: 20000, glosa: 'Planillas 1, 2', referencia: referencia() });
    expect(otro.codigo).not.toBe(a.codigo);
    expect(await fallo(pagos.emitir({ monto: 20100, glosa: 'Planillas 1, 2', referencia: ref }))).toEqual({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'El servicio de PPTE respondió con un error (409). Intente nuevamente en unos minutos.',
    });
    expect(await pagos.consultar(a.codigo)).toMatchObject({ estado: 'PENDIENTE', monto: 20000 });
  });

  it('amounts are exact: 123,456,789.01 Bs go as "123456789.01" and come back as 12345678901 centavos', async () => {
    const e = await pagos.emitir({ monto: 12_345_678_901, glosa: 'Monto grande', referencia: referencia() });
    const crudo = await fetch(`${sim.url}cpt/${e.codigo}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await crudo.json()).toEqual({ codigo: e.codigo, estado: 'PENDIENTE', fecha_pago: null, monto: '123456789.01' });
    expect((await pagos.consultar(e.codigo))!.monto).toBe(12_345_678_901);
    const centavo = await pagos.emitir({ monto: 1, glosa: 'Un centavo', referencia: referencia() });
    expect((await pagos.consultar(centavo.codigo))!.monto).toBe(1);
  });

  it('an amount that is not whole positive centavos, or no glosa or referencia, never leaves the server', async () => {
    for (const monto of [0, -100, 10.5, Number.NaN, 10 ** 14]) await expect(pagos.emitir({ monto, glosa: 'x', referencia: referencia() })).rejects.toThrow(RangeError);
    await expect(pagos.emitir({ monto: 100, glosa: ' ', referencia: referencia() })).rejects.toThrow(RangeError);
    await expect(pagos.emitir({ monto: 100, glosa: 'x', referencia: '' })).rejects.toThrow(RangeError);
  });

  it('the simulator refuses a float amount and a missing referencia', async () => {
    const post = (body: object) => fetch(`${sim.url}cpt`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
    expect((await post({ monto: 151, glosa: 'x', referencia: referencia() })).status).toBe(400);
    expect((await post({ monto: '151.005', glosa: 'x', referencia: referencia() })).status).toBe(400);
    expect((await post({ monto: '151.00', glosa: 'x' })).status).toBe(400);
  });
});

describe('paying on the bank side', () => {
  it('the code becomes PAGADO with its payment date, and the signed notification reaches our server', async () => {
    const e = await pagos.emitir({ monto: 15100, glosa: 'Planilla 9', referencia: referencia() });
    const antes = Date.now();
    expect((await banco(sim.url, e.codigo, 'pagar')).status).toBe(200);
    const c = await pagos.consultar(e.codigo);
    expect(c).toMatchObject({ estado: 'PAGADO', monto: 15100 });
    expect(c!.fecha_pago!.getTime()).toBeGreaterThanOrEqual(antes - 1000);

    await vi.waitFor(() => expect(llegadas).toHaveLength(1));
    const [{ cuerpo, firma }] = llegadas as [(typeof llegadas)[0]];
    expect(firma).toBe(firmar(cuerpo, TOKEN));
    expect(firmaValida(cuerpo, firma, TOKEN)).toBe(true);
    expect(JSON.parse(cuerpo)).toEqual({ codigo: e.codigo, estado: 'PAGADO', fecha_pago: c!.fecha_pago!.toISOString(), monto: '151.00' });
    // Read as the route will: with the PAGOS row's token.
    expect(await verificarNotificacion(t.database.db, cuerpo, firma)).toEqual({ codigo: e.codigo, estado: 'PAGADO', fecha_pago: c!.fecha_pago, monto: 15100 });
  });

  it('a tampered body, a tampered or missing signature, or another token fail the check', async () => {
    const e = await pagos.emitir({ monto: 15100, glosa: 'Planilla 10', referencia: referencia() });
    await banco(sim.url, e.codigo, 'pagar');
    await vi.waitFor(() => expect(llegadas).toHaveLength(1));
    const { cuerpo, firma } = llegadas[0]!;
    const otroMonto = cuerpo.replace('"151.00"', '"1151.00"');
    expect(otroMonto).not.toBe(cuerpo);
    const otraFirma = `${firma!.slice(0, -1)}${firma!.endsWith('0') ? '1' : '0'}`;
    expect(firmaValida(otroMonto, firma, TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, otraFirma, TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, firma!.slice(0, 10), TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, `${firma}00`, TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, 'z'.repeat(64), TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, undefined, TOKEN)).toBe(false);
    expect(firmaValida(cuerpo, firma, 'otro-token')).toBe(false);
    expect(firmaValida(cuerpo, firma, null)).toBe(false);
    expect(firmaValida(Buffer.from(cuerpo), firma!.toUpperCase(), TOKEN)).toBe(true);

    const rechazo = { status: 401, code: 'UNAUTHENTICATED', message: TEXTOS.firmaInvalida };
    expect(await fallo(verificarNotificacion(t.database.db, otroMonto, firma))).toEqual(rechazo);
    expect(await fallo(verificarNotificacion(t.database.db, cuerpo, otraFirma))).toEqual(rechazo);
    expect(await fallo(verificarNotificacion(t.database.db, cuerpo, undefined))).toEqual(rechazo);
    expect(await fallo(verificarNotificacion(t.database.db, cuerpo, [firma!, firma!]))).toEqual(rechazo);
  });

  it('a signed body that is not the contract is a 400 naming the field', () => {
    const firmado = (v: unknown) => {
      const cuerpo = typeof v === 'string' ? v : JSON.stringify(v);
      return () => leerNotificacion(cuerpo, firmar(cuerpo, TOKEN), TOKEN);
    };
    const valido = { codigo: '1234567890', estado: 'PAGADO', fecha_pago: '2025-03-01T14:22:05.000Z', monto: '151.00' };
    expect(firmado(valido)()).toEqual({ codigo: '1234567890', estado: 'PAGADO', fecha_pago: new Date('2025-03-01T14:22:05.000Z'), monto: 15100 });
    expect(firmado({ ...valido, estado: 'VENCIDO', fecha_pago: null })()).toMatchObject({ estado: 'VENCIDO', fecha_pago: null });
    expect(firmado('{"codigo":')).toThrow(expect.objectContaining({ status: 400, message: TEXTOS.invalid }));
    expect(firmado({ ...valido, monto: 151 })).toThrow(expect.objectContaining({ status: 400, message: `Monto: ${TEXTOS.required}` }));
    expect(firmado({ ...valido, monto: '151.005' })).toThrow(expect.objectContaining({ status: 400, message: `Monto: ${TEXTOS.montoCifras}` }));
    expect(firmado({ ...valido, codigo: '12345' })).toThrow(expect.objectContaining({ status: 400, message: `Código: ${TEXTOS.invalid}` }));
    expect(firmado({ ...valido, fecha_pago: null })).toThrow(expect.objectContaining({ status: 400, message: `Fecha de pago: ${TEXTOS.required}` }));
    expect(firmado({ ...valido, fecha_pago: '01/03/2025' })).toThrow(expect.objectContaining({ status: 400, message: `Fecha de pago: ${TEXTOS.invalid}` }));
    expect(firmado({ ...valido, estado: 'PENDIENTE' })).toThrow(expect.objectContaining({ status: 400, message: `Estado: ${TEXTOS.invalid}` }));
    expect(pagoNotificacionSchema.safeParse({ ...valido, estado: 'VENCIDO' }).success).toBe(false);
  });

  it('a notification our server did not take is delivered again, with a growing wait, until it is', async () => {
    fallar = 2;
    const e = await pagos.emitir({ monto: 500, glosa: 'Planilla 11', referencia: referencia() });
    await banco(sim.url, e.codigo, 'pagar');
    await vi.waitFor(() => expect(llegadas).toHaveLength(3), { timeout: 3000 });
    expect(new Set(llegadas.map((l) => l.cuerpo)).size).toBe(1);
    await sim.entregasPendientes();
    expect(llegadas).toHaveLength(3);
  });

  it('test hooks: a notification delivered twice (the same body both times), or lost (the code still reads PAGADO)', async () => {
    const doble = await pagos.emitir({ monto: 700, glosa: 'Planilla 12', referencia: referencia() });
    await banco(sim.url, doble.codigo, 'pagar', { notificacion: 'DOBLE' });
    await sim.entregasPendientes();
    expect(llegadas).toHaveLength(2);
    expect(llegadas[0]).toEqual(llegadas[1]);

    llegadas.length = 0;
    const perdida = await pagos.emitir({ monto: 800, glosa: 'Planilla 13', referencia: referencia() });
    await banco(sim.url, perdida.codigo, 'pagar', { notificacion: 'NINGUNA' });
    await sim.entregasPendientes();
    expect(llegadas).toHaveLength(0);
    expect(await pagos.consultar(perdida.codigo)).toMatchObject({ estado: 'PAGADO', monto: 800 });
  });

  it('a code is paid once; an unknown one cannot be paid', async () => {
    const e = await pagos.emitir({ monto: 900, glosa: 'Planilla 14', referencia: referencia() });
    expect((await banco(sim.url, e.codigo, 'pagar')).status).toBe(200);
    expect((await banco(sim.url, e.codigo, 'pagar')).status).toBe(409);
    expect((await banco(sim.url, '1000000000', 'pagar')).status).toBe(404);
    expect((await banco(sim.url, e.codigo, 'pagar', { notificacion: 'TRES' })).status).toBe(409);
  });
});

describe("the day's reconciliation (decision 064)", () => {
  const extra = (cuerpo: object) => fetch(`${sim.url}conciliacion/extra`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });

  it("lists every code paid that Bolivian day with its amount and time; a lost notification's code too; pending codes not", async () => {
    const pagado = await pagos.emitir({ monto: 15_100, glosa: 'Planillas', referencia: referencia() });
    const perdido = await pagos.emitir({ monto: 200, glosa: 'Planillas', referencia: referencia() });
    const pendiente = await pagos.emitir({ monto: 300, glosa: 'Planillas', referencia: referencia() });
    await banco(sim.url, pagado.codigo, 'pagar');
    await banco(sim.url, perdido.codigo, 'pagar', { notificacion: 'NINGUNA' });
    const hoy = fechaBolivia((await pagos.consultar(pagado.codigo))!.fecha_pago!);
    const lista = await pagos.conciliacion(hoy);
    const nuestros = lista.filter((p) => [pagado.codigo, perdido.codigo, pendiente.codigo].includes(p.codigo));
    expect(nuestros).toEqual([
      { codigo: pagado.codigo, monto: 15_100, fecha_pago: expect.any(Date) },
      { codigo: perdido.codigo, monto: 200, fecha_pago: expect.any(Date) },
    ]);
    expect(nuestros.every((p) => fechaBolivia(p.fecha_pago) === hoy)).toBe(true);
    // Another day does not list them.
    expect((await pagos.conciliacion('2020-01-01')).filter((p) => p.codigo === pagado.codigo)).toEqual([]);
  });

  it('the drill reports an extra payment: the same amount (paid twice) or another, on the day asked', async () => {
    const e = await pagos.emitir({ monto: 5_000, glosa: 'Planillas', referencia: referencia() });
    await banco(sim.url, e.codigo, 'pagar');
    expect((await extra({ codigo: e.codigo })).status).toBe(200);
    expect((await extra({ codigo: e.codigo, monto: '12.34', fecha_pago: instanteBolivia('2025-03-10T23:30:00').toISOString() })).status).toBe(200);
    const hoy = fechaBolivia((await pagos.consultar(e.codigo))!.fecha_pago!);
    expect((await pagos.conciliacion(hoy)).filter((p) => p.codigo === e.codigo).map((p) => p.monto)).toEqual([5_000, 5_000]);
    // 23:30 in Bolivia on 10 March is 03:30 UTC on the 11th: still the 10th's payment.
    expect((await pagos.conciliacion('2025-03-10')).filter((p) => p.codigo === e.codigo)).toEqual([{ codigo: e.codigo, monto: 1_234, fecha_pago: new Date('2025-03-11T03:30:00Z') }]);
    expect((await pagos.conciliacion('2025-03-11')).filter((p) => p.codigo === e.codigo)).toEqual([]);
    // The code itself is unchanged, and an unknown code or a bad amount is refused.
    expect(await pagos.consultar(e.codigo)).toMatchObject({ estado: 'PAGADO', monto: 5_000 });
    expect((await extra({ codigo: '1234567890' })).status).toBe(404);
    expect((await extra({ codigo: e.codigo, monto: '1.234' })).status).toBe(400);
  });

  it('a bad day is refused by the client before any call, and by the simulator; the service token is needed', async () => {
    await expect(pagos.conciliacion('10/03/2025')).rejects.toThrow(RangeError);
    expect((await fetch(`${sim.url}conciliacion/2025-13-45x`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(400);
    expect((await fetch(`${sim.url}conciliacion/2025-03-10`)).status).toBe(401);
  });
});

describe('expiry', () => {
  it('the vencer hook makes a PENDIENTE code VENCIDO, which can no longer be paid; a paid code cannot expire', async () => {
    const e = await pagos.emitir({ monto: 1000, glosa: 'Planilla 15', referencia: referencia() });
    expect((await banco(sim.url, e.codigo, 'vencer')).status).toBe(200);
    expect(await pagos.consultar(e.codigo)).toEqual({ estado: 'VENCIDO', fecha_pago: null, monto: 1000 });
    expect((await banco(sim.url, e.codigo, 'pagar')).status).toBe(409);
    const pagado = await pagos.emitir({ monto: 1000, glosa: 'Planilla 16', referencia: referencia() });
    await banco(sim.url, pagado.codigo, 'pagar');
    expect((await banco(sim.url, pagado.codigo, 'vencer')).status).toBe(409);
    expect((await pagos.consultar(pagado.codigo))!.estado).toBe('PAGADO');
  });

  it('a code expires on its own at its vence; the same referencia still names it', async () => {
    const r = await apuntando({}, async () => {
      const corto = await withPagos(t, { token: TOKEN, vigenciaMs: 300 });
      try {
        const ref = referencia();
        const e = await pagos.emitir({ monto: 1000, glosa: 'Planilla 17', referencia: ref });
        expect(e.vence.getTime() - Date.now()).toBeLessThanOrEqual(300);
        expect((await pagos.consultar(e.codigo))!.estado).toBe('PENDIENTE');
        await vi.waitFor(async () => expect((await pagos.consultar(e.codigo))!.estado).toBe('VENCIDO'), { timeout: 2000, interval: 50 });
        expect((await banco(corto.url, e.codigo, 'pagar')).status).toBe(409);
        return { otra: await pagos.emitir({ monto: 1000, glosa: 'Planilla 17', referencia: ref }), e };
      } finally {
        await corto.close();
      }
    });
    expect(r.otra).toEqual(r.e);
  });
});

describe('not found, refusing, slow, absent or off', () => {
  it('an unknown code is null; a 404 that is not the platform\'s (a wrong base URL) is a 502', async () => {
    expect(await pagos.consultar('1000000000')).toBeNull();
    expect(await apuntando({ url: sim.url.replace('/pagos/v1/', '/otra/') }, () => fallo(pagos.consultar('1000000000')))).toEqual({
      status: 502,
      code: 'BAD_GATEWAY',
      message: 'El servicio de PPTE respondió con un error (404). Intente nuevamente en unos minutos.',
    });
  });

  it('the simulator refuses a wrong token, which the user reads as an error of the platform', async () => {
    const sinToken = await fetch(`${sim.url}cpt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ monto: '1.00', glosa: 'x', referencia: referencia() }) });
    expect(sinToken.status).toBe(401);
    const e = await pagos.emitir({ monto: 100, glosa: 'x', referencia: referencia() });
    const esperado = { status: 502, code: 'BAD_GATEWAY', message: 'El servicio de PPTE respondió con un error (401). Intente nuevamente en unos minutos.' };
    expect(await apuntando({ token: 'otro-token' }, () => fallo(pagos.emitir({ monto: 100, glosa: 'x', referencia: referencia() })))).toEqual(esperado);
    expect(await apuntando({ token: 'otro-token' }, () => fallo(pagos.consultar(e.codigo)))).toEqual(esperado);
  });

  it('an answer later than the time limit is a 503, within the limit', async () => {
    const r = await apuntando({}, async () => {
      const lento = await withPagos(t, { token: TOKEN, delayMs: 600 });
      try {
        const inicio = Date.now();
        const fallido = await fallo(new PagosClient(t.database.db, 100).emitir({ monto: 100, glosa: 'x', referencia: referencia() }));
        return { ...fallido, rapido: Date.now() - inicio < 500 };
      } finally {
        await lento.close();
      }
    });
    expect(r).toEqual({ status: 503, code: 'UNAVAILABLE', message: 'El servicio de PPTE no respondió a tiempo. Intente nuevamente en unos minutos.', rapido: true });
  });

  it('the outage drill (the soak): LENTA answers after its delay, CAIDA drops the call unanswered, NORMAL ends it', async () => {
    const drill = (cuerpo: object) => fetch(`${sim.url}falla`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });
    expect((await drill({ modo: 'ROTA' })).status).toBe(400);
    const e = await pagos.emitir({ monto: 100, glosa: 'x', referencia: referencia() });
    try {
      expect((await drill({ modo: 'LENTA', demoraMs: 3000 })).status).toBe(200);
      expect(await fallo(new PagosClient(t.database.db, 300).consultar(e.codigo))).toMatchObject({ status: 503, message: 'El servicio de PPTE no respondió a tiempo. Intente nuevamente en unos minutos.' });
      expect((await drill({ modo: 'CAIDA' })).status).toBe(200);
      expect(await fallo(pagos.consultar(e.codigo))).toMatchObject({ status: 503 });
      // The bank's side goes on during the drill.
      expect((await banco(sim.url, e.codigo, 'pagar')).status).toBe(200);
    } finally {
      await drill({ modo: 'NORMAL' });
    }
    expect(await pagos.consultar(e.codigo)).toMatchObject({ estado: 'PAGADO', monto: 100 });
  });

  it('no platform at the address, and a switched-off service, are 503s', async () => {
    expect(await apuntando({ url: 'http://127.0.0.1:9/pagos/v1/' }, () => fallo(pagos.consultar('1000000000')))).toMatchObject({ status: 503, message: 'No se pudo conectar con el servicio de PPTE. Intente nuevamente en unos minutos.' });
    expect(await apuntando({ estado: 'INACTIVO' }, () => fallo(pagos.emitir({ monto: 100, glosa: 'x', referencia: referencia() })))).toMatchObject({
      status: 503,
      message: 'El servicio de PPTE no está configurado o está inactivo. Comuníquese con el administrador.',
    });
  });
});

describe('in the real app', () => {
  it('a route in a cuerpoComoTexto scope gets the signed text through the guard and its transaction, and refuses a bad signature', async () => {
    const recibidas: unknown[] = [];
    const app = await createTestApp(
      {},
      {
        routes: (a) =>
          void a.register(async (scope) => {
            cuerpoComoTexto(scope);
            scope.post('/api/prueba/pagos/notificacion', { config: { requirement: 'public' } }, async (req) => {
              recibidas.push(await verificarNotificacion(req.ctx.db, req.body as string, req.headers[CABECERA_FIRMA]));
              return { recibido: true };
            });
          }),
      },
    );
    try {
      const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const propio = await withPagos(app, { token: 'token-de-la-app', notificacionUrl: `${base}/api/prueba/pagos/notificacion` });
      try {
        const cliente = new PagosClient(app.database.db, 2000);
        const e = await cliente.emitir({ monto: 123_45, glosa: 'Planilla 20', referencia: 'cpt:20' });
        await banco(propio.url, e.codigo, 'pagar');
        await propio.entregasPendientes();
        expect(recibidas).toEqual([{ codigo: e.codigo, estado: 'PAGADO', fecha_pago: expect.any(Date), monto: 12345 }]);

        const cuerpo = JSON.stringify({ codigo: e.codigo, estado: 'PAGADO', fecha_pago: new Date().toISOString(), monto: '99999.00' });
        const res = await app.app.inject({ method: 'POST', url: '/api/prueba/pagos/notificacion', headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, 'otro-token') }, payload: cuerpo });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: TEXTOS.firmaInvalida });
        expect(recibidas).toHaveLength(1);
      } finally {
        await propio.close();
      }
    } finally {
      await app.close();
    }
  });
});

describe('the simulator across a restart (issue 32)', () => {
  it('keeps its codes in its file: after a restart a code is still known, payable and tied to its referencia', async () => {
    const carpeta = await mkdtemp(path.join(os.tmpdir(), 'pb-pagos-'));
    const archivo = path.join(carpeta, 'simulador-pagos.json');
    const antes = await withPagos(t, { token: TOKEN, notificacionUrl: null, archivo });
    const emitido = await pagos.emitir({ monto: 12_345, glosa: 'Planillas 1', referencia: 'ref-reinicio' });
    const pagado = await pagos.emitir({ monto: 500, glosa: 'Planillas 2', referencia: 'ref-reinicio-2' });
    await fetch(`${antes.url}cpt/${pagado.codigo}/pagar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await antes.close();
    const despues = await withPagos(t, { token: TOKEN, notificacionUrl: null, archivo });
    try {
      expect(await pagos.consultar(emitido.codigo)).toMatchObject({ estado: 'PENDIENTE', monto: 12_345 });
      expect(await pagos.consultar(pagado.codigo)).toMatchObject({ estado: 'PAGADO', fecha_pago: expect.anything() });
      // The same referencia answers the same code, as before the restart.
      expect((await pagos.emitir({ monto: 12_345, glosa: 'Planillas 1', referencia: 'ref-reinicio' })).codigo).toBe(emitido.codigo);
      // Without its file, a simulator forgets (what the polling's "unknown code" rule is for).
      const sinArchivo = await withPagos(t, { token: TOKEN, notificacionUrl: null });
      try {
        expect(await pagos.consultar(emitido.codigo)).toBeNull();
      } finally {
        await sinArchivo.close();
      }
    } finally {
      await despues.close();
      await rm(carpeta, { recursive: true, force: true });
      await t.database.db.update(serviciosIop).set({ url: sim.url, token: TOKEN }).where(eq(serviciosIop.codigo, 'PAGOS'));
    }
  });
});
