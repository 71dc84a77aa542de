import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { plataforma, type Plataforma } from '../../test/cpts.js';
import { cuentasConSaldo, puntoDeVenta, vender } from '../../test/ventasPagos.js';
import { DIA_MS, fechaBolivia } from '@pb/contract';
import { pagos, serviciosIop } from '../../db/schema/index.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';
import { TesoroClient } from '../../integrations/tesoro/client.js';
import { almacenDe } from '../archivos/service.js';
import { enviarAlTesoro, liquidarVentas, revisarLotes } from '../pagosProveedores/service.js';

/**
 * The treasury's side of the daily reconciliation (decision 064): a provider payment the treasury
 * holds back (sent and not confirmed) and one it pays for another amount, each found once; a payment
 * paid as asked is not a difference. The settlement runs at the real time (the simulator's day),
 * then the app's clock moves a day on so that the day is past.
 */
const NIT_RETENIDO = '7070707070';
const NIT_OTRO = '6060606060';
const NIT_BIEN = '5050505050';
let t: TestApp;
let sim: Plataforma;
let tesoro: Awaited<ReturnType<typeof startTesoroSimulator>>;
const hoy = fechaBolivia(new Date());
const ids: Record<string, number> = {};
const silencio = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  const db = t.database.db;
  sim = await plataforma(t, null);
  const cuenta = { cuenta: '111', banco: 'BANCO DE PRUEBA' };
  tesoro = await startTesoroSimulator({ token: 'token-tesoro-conc', cuentas: { [NIT_RETENIDO]: cuenta, [NIT_OTRO]: cuenta, [NIT_BIEN]: cuenta } });
  await db.update(serviciosIop).set({ url: tesoro.url, token: 'token-tesoro-conc' }).where(eq(serviciosIop.codigo, 'TESORO'));
  const ahora = new Date();
  const [c] = await cuentasConSaldo(db, 10_000);
  for (const nit of [NIT_RETENIDO, NIT_OTRO, NIT_BIEN]) {
    const e = await makeEntidad(t, { nit, nombre: `PROVEEDOR ${nit}` });
    await vender(db, { entidad: e.id, sucursal: await puntoDeVenta(db, e.id), cuenta: c!, centavos: 1_000, cuando: new Date(ahora.getTime() - 2 * DIA_MS) });
    ids[nit] = e.id;
  }
  await liquidarVentas(db, hoy, ahora, null, almacenDe(t.deps.config));
  const cliente = new TesoroClient(db, 5000);
  tesoro.retener(NIT_RETENIDO);
  await enviarAlTesoro(db, cliente);
  for (const nit of [NIT_RETENIDO, NIT_OTRO, NIT_BIEN]) ids[`pago${nit}`] = (await db.select({ id: pagos.id }).from(pagos).where(eq(pagos.id_entidad, ids[nit]!)))[0]!.id;
  await revisarLotes(db, cliente, ahora, silencio);
  expect(tesoro.pagarOtroMonto(String(ids[`pago${NIT_OTRO}`]), 900)).toBe(true);
  t.clock.set(new Date(ahora.getTime() + DIA_MS));
}, 120_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim?.close();
  await tesoro?.close();
  await t?.close();
});

it('a payment held back and one paid for another amount are found once; a run again finds nothing new', async () => {
  const admin = (await loginAs(t, 2)).token;
  const EJECUTAR = `mutation ($f: String!) { conciliacionEjecutar(fecha: $f) { nuevas } }`;
  const primera = await t.gql(admin, EJECUTAR, { f: hoy });
  expect(primera.errors).toBeUndefined();
  const l = await t.gql(admin, `query ($f: String!) { conciliacionDiferencias(fecha: $f, limit: 100) { count rows { tipo referencia montoNuestro montoExterno estado } } }`, { f: hoy });
  const delTesoro = (l.data.conciliacionDiferencias.rows as Array<{ tipo: string; referencia: string }>).filter((r) => r.tipo.startsWith('PAGO_'));
  expect(delTesoro).toEqual([
    { tipo: 'PAGO_OTRO_MONTO', referencia: `pago:${ids[`pago${NIT_OTRO}`]}`, montoNuestro: '10.00', montoExterno: '9.00', estado: 'ABIERTA' },
    { tipo: 'PAGO_SIN_CONFIRMAR', referencia: `pago:${ids[`pago${NIT_RETENIDO}`]}`, montoNuestro: '10.00', montoExterno: null, estado: 'ABIERTA' },
  ]);
  expect(primera.data.conciliacionEjecutar.nuevas).toBe(l.data.conciliacionDiferencias.count);
  // Past the 5 minutes a person's run makes the next one wait.
  t.clock.advance(6);
  expect((await t.gql(admin, EJECUTAR, { f: hoy })).data.conciliacionEjecutar.nuevas).toBe(0);
  tesoro.liberar(NIT_RETENIDO);
});
