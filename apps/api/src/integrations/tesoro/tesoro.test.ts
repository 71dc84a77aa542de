import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaBolivia } from '@pb/contract';
import { serviciosIop } from '../../db/schema/index.js';
import type { Database } from '../../db/client.js';
import { freshDatabase } from '../../test/db.js';
import { TesoroClient } from './client.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';

/** The treasury's client against its simulator over real HTTP, as the settlement calls it. */
const TOKEN = 'token-tesoro-prueba';
let database: Database;
let sim: Awaited<ReturnType<typeof startTesoroSimulator>>;
let tesoro: TesoroClient;

const pago = (referencia: string, nit: string, monto = 1250) => ({ referencia, nit, razon_social: `PROVEEDOR ${nit}`, monto, glosa: 'Pago por ventas de prueba' });

beforeAll(async () => {
  database = await freshDatabase(true);
  sim = await startTesoroSimulator({ token: TOKEN, cuentas: { '5550001': { cuenta: '123', banco: 'BANCO DE PRUEBA' } } });
  await database.db.update(serviciosIop).set({ url: sim.url, token: TOKEN }).where(eq(serviciosIop.codigo, 'TESORO'));
  tesoro = new TesoroClient(database.db, 3000);
});

afterAll(async () => {
  await sim?.close();
  await database?.close();
});

describe('treasury client and simulator', () => {
  it('answers one batch for the same referencias, however often they are sent', async () => {
    const antes = sim.lotes();
    const a = await tesoro.enviarLote([pago('1', '1020304050'), pago('2', '999')]);
    const b = await tesoro.enviarLote([pago('2', '999'), pago('1', '1020304050')]);
    expect(b).toBe(a);
    expect(sim.lotes()).toBe(antes + 1);
    expect(await tesoro.enviarLote([pago('3', '999')])).not.toBe(a);
  });

  it('pays a NIT it knows an account for, observes one it does not, and holds one back on request', async () => {
    sim.retener('5550001');
    const lote = await tesoro.enviarLote([pago('10', '1020304050', 57150), pago('11', '4040404'), pago('12', '5550001')]);
    const primera = await tesoro.consultarLote(lote);
    const por = new Map(primera.map((p) => [p.referencia, p]));
    expect(por.get('10')).toMatchObject({ estado: 'PAGADO', cuenta_destino: '10000045872', banco_destino: 'BANCO UNIÓN S.A.', codigo_respuesta_mefp: '0000' });
    expect(por.get('10')!.fecha_pago).toBeInstanceOf(Date);
    expect(por.get('10')!.id_transaccion).toMatch(/^MEFP-10-/);
    expect(por.get('11')).toMatchObject({ estado: 'OBSERVADO', codigo_respuesta_mefp: '0403', observacion_mefp: 'Cuenta destino inexistente', fecha_pago: null });
    expect(por.get('12')).toMatchObject({ estado: 'ENVIADO', fecha_pago: null });
    sim.liberar('5550001');
    const segunda = new Map((await tesoro.consultarLote(lote)).map((p) => [p.referencia, p]));
    expect(segunda.get('12')).toMatchObject({ estado: 'PAGADO', cuenta_destino: '123' });
    // An answer, once given, does not change.
    expect(segunda.get('10')).toEqual(por.get('10'));
  });

  it('is a 502 for an unknown batch or a wrong token, and a 503 when nobody answers', async () => {
    await expect(tesoro.consultarLote('LOTE-NO-EXISTE')).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    await database.db.update(serviciosIop).set({ token: 'otro' }).where(eq(serviciosIop.codigo, 'TESORO'));
    await expect(tesoro.enviarLote([pago('20', '1')])).rejects.toMatchObject({ code: 'BAD_GATEWAY' });
    await database.db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/tesoro/v1/', token: TOKEN }).where(eq(serviciosIop.codigo, 'TESORO'));
    await expect(tesoro.enviarLote([pago('21', '1')])).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await database.db.update(serviciosIop).set({ url: sim.url }).where(eq(serviciosIop.codigo, 'TESORO'));
  });

  it('refuses to send an empty batch or a non-positive amount before calling', async () => {
    await expect(tesoro.enviarLote([])).rejects.toThrow(RangeError);
    await expect(tesoro.enviarLote([pago('30', '1', 0)])).rejects.toThrow(RangeError);
  });

  it("lists the day's payments with what was paid; a held-back one is not there; the drill pays another amount (decision 064)", async () => {
    const hoy = fechaBolivia(new Date());
    sim.retener('5550002');
    const lote = await tesoro.enviarLote([pago('20', '1020304050', 10_000), pago('21', '1020304050', 20_000), pago('22', '5550002')]);
    await tesoro.consultarLote(lote);
    expect(sim.pagarOtroMonto('21', 19_000)).toBe(true);
    const dia = (await tesoro.pagosDelDia(hoy)).filter((p) => ['20', '21', '22'].includes(p.referencia));
    expect(dia).toEqual([
      { referencia: '20', monto: 10_000, fecha_pago: expect.any(Date) },
      { referencia: '21', monto: 19_000, fecha_pago: expect.any(Date) },
    ]);
    expect((await tesoro.pagosDelDia('2020-01-01')).filter((p) => p.referencia === '20')).toEqual([]);
    await expect(tesoro.pagosDelDia('1/1/2020')).rejects.toThrow(RangeError);
    sim.liberar('5550002');
  });

  it('the drill over HTTP (POST pagos/{referencia}/otro-monto, no token) pays another amount; an unknown payment or a bad amount changes nothing', async () => {
    const hoy = fechaBolivia(new Date());
    const lote = await tesoro.enviarLote([pago('40', '1020304050', 30_000)]);
    await tesoro.consultarLote(lote);
    const drill = (referencia: string, cuerpo: object) => fetch(`${sim.url}pagos/${referencia}/otro-monto`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });
    expect((await drill('40', { monto: 'mucho' })).status).toBe(400);
    expect((await drill('40', { monto: '0.00' })).status).toBe(400);
    expect((await drill('no-existe', { monto: '10.00' })).status).toBe(404);
    const r = await drill('40', { monto: '299.50' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ referencia: '40', monto: '299.50' });
    expect((await tesoro.pagosDelDia(hoy)).find((p) => p.referencia === '40')).toMatchObject({ monto: 29_950 });
    // The treasury's own calls still need the token.
    expect((await fetch(`${sim.url}pagos/${hoy}`)).status).toBe(401);
  });
});
