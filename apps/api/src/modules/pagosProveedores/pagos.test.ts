import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fechaBolivia, instanteBolivia, sumarDias } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, loginToken, makeEntidad, makeUsuario } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { rondaCorreos } from '../../test/notificaciones.js';
import { invariantes } from '../../test/invariantes.js';
import { cuentasConSaldo, puntoDeVenta, vender } from '../../test/ventasPagos.js';
import { entidades, pagos, serviciosIop, ventas } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';
import { TesoroClient } from '../../integrations/tesoro/client.js';
import { revisarLotes } from './service.js';
import { iniciarTesoro, rondaTesoro } from './tareaPeriodica.js';

/**
 * The settlement of sales into payments to providers, the treasury's answers, the provider's list
 * and details CSV, and the entity payments report (issue 17), on the demo data (DISTRIBUIDORA
 * ANDINA's past sales) plus a provider the treasury has no account for and one it holds back.
 */

const DIA = 86_400_000;
const NIT_OBSERVADO = '9090909090';
const NIT_RETENIDO = '8080808080';
/** A provider the treasury pays, for the mails' test (decision 065). */
const NIT_AVISADO = '4040404040';
const silencio = { info: () => undefined, warn: () => undefined, error: () => undefined };

let t: TestApp;
let sim: Awaited<ReturnType<typeof startTesoroSimulator>>;
let programa: string;
let supervisor: string;
let proveedor: string;
let observado: { id: number; token: string; sucursal: number };
let demo: number;
let usuarioObservado: string;

const PAGOS = `query ($estado: String, $order: String) { pagos(limit: 50, estado: $estado, order: $order) { count rows { id id_entidad nombre_entidad monto periodo_inicial periodo_final estado fecha_pago id_solicitud_pago_lote codigo_respuesta_mefp observacion_mefp id_transaccion cuenta_destino } } }`;
const listar = async (token: string, vars: Record<string, unknown> = {}) => {
  const r = await t.gql(token, PAGOS, vars);
  expect(r.errors).toBeUndefined();
  return r.data.pagos as { count: number; rows: Array<Record<string, any>> };
};
const liquidar = (token: string, body?: unknown) => t.rest('POST', '/api/v1/pagos/liquidar', token, body);
const hoy = () => fechaBolivia(t.clock());
const sinLiquidar = async (entidad: number, hasta: string) => {
  const r = await t.database.db.select({ monto: ventas.monto, dia: ventas.dia, estado: ventas.estado }).from(ventas).where(and(eq(ventas.id_entidad, entidad), isNull(ventas.id_pago)));
  const cuenta = r.filter((v) => v.estado === 'REALIZADA' && v.dia < hasta);
  return { n: cuenta.length, total: cuenta.reduce((s, v) => s + Math.round(Number(v.monto) * 100), 0), min: cuenta.map((v) => v.dia).sort()[0], max: cuenta.map((v) => v.dia).sort().at(-1) };
};
const filasPago = () => t.database.db.select().from(pagos);
const pagosDe = (entidad: number) => t.database.db.select().from(pagos).where(eq(pagos.id_entidad, entidad));
/** The treasury job's round, without the daily settlement. */
const rondaSinLiquidar = () => rondaTesoro({ db: t.database.db, clock: t.clock, config: { ...t.deps.config, INTEGRATION_TIMEOUT_MS: 5000, TESORO_REVISION_SEGUNDOS: 60, LIQUIDACION_HORA: 3 }, log: silencio }, { liquidar: false });

/** A new provider's sale of two days ago settled while the treasury is out of reach: its payment stays ENVIADO without a batch. */
async function liquidadoSinTesoro(nit: string, nombre: string, centavos: number) {
  const db = t.database.db;
  const e = await makeEntidad(t, { nit, nombre });
  const sucursal = await puntoDeVenta(db, e.id);
  const [cuenta] = await cuentasConSaldo(db, 1000);
  await vender(db, { entidad: e.id, sucursal, cuenta: cuenta!, centavos, cuando: new Date(t.clock().getTime() - 2 * DIA) });
  await db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/tesoro/v1/' }).where(eq(serviciosIop.codigo, 'TESORO'));
  try {
    return { entidad: e.id, respuesta: (await liquidar(programa)).json() };
  } finally {
    await db.update(serviciosIop).set({ url: sim.url }).where(eq(serviciosIop.codigo, 'TESORO'));
  }
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  sim = await startTesoroSimulator({ token: 'token-tesoro-prueba', cuentas: { [NIT_RETENIDO]: { cuenta: '200300400', banco: 'BANCO DE PRUEBA' }, [NIT_AVISADO]: { cuenta: '500600700', banco: 'BANCO DE PRUEBA' } } });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token: 'token-tesoro-prueba' }).where(eq(serviciosIop.codigo, 'TESORO'));
  const [d] = await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '1020304050'));
  demo = d!.id;
  const e = await makeEntidad(t, { nit: NIT_OBSERVADO, nombre: 'ALMACENES SIN CUENTA S.A.', tipo: 'PRIVADA' });
  const u = await loginAs(t, 4, { id_entidad: e.id });
  usuarioObservado = u.user.usuario;
  observado = { id: e.id, token: u.token, sucursal: await puntoDeVenta(t.database.db, e.id) };
  await ingresar();
}, 120_000);

/** Sessions end after 30 idle minutes of the test clock: everyone signs in again after it moves a day. */
async function ingresar() {
  programa = (await loginAs(t, 2)).token;
  supervisor = (await loginAs(t, 10)).token;
  proveedor = await loginToken(t, 'proveedor', DEMO_PASSWORD);
  observado.token = await loginToken(t, usuarioObservado);
}

afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('settlement', () => {
  it('refuses callers without liquidaciones:create and a future hasta, changing nothing', async () => {
    const antes = await sinLiquidar(demo, '9999-12-31');
    expect((await liquidar(proveedor)).statusCode).toBe(403);
    expect((await liquidar(supervisor)).statusCode).toBe(403);
    const manana = fechaBolivia(new Date(t.clock().getTime() + DIA));
    const r = await liquidar(programa, { hasta: manana });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toContain(TEXTOS.liquidacionHastaFutura);
    expect((await liquidar(programa, { hasta: '2026-02-30' })).statusCode).toBe(400);
    expect(await filasPago()).toHaveLength(0);
    expect(await sinLiquidar(demo, '9999-12-31')).toEqual(antes);
  });

  it('pays each provider exactly its unsettled REALIZADA sales before today, reversed and today\'s excluded; the treasury answers PAGADO and OBSERVADO', async () => {
    const db = t.database.db;
    const [cuenta] = await cuentasConSaldo(db, 2000);
    const hace3 = new Date(t.clock().getTime() - 3 * DIA);
    const v1 = await vender(db, { entidad: observado.id, sucursal: observado.sucursal, cuenta: cuenta!, centavos: 350, cuando: hace3 });
    const v2 = await vender(db, { entidad: observado.id, sucursal: observado.sucursal, cuenta: cuenta!, centavos: 125, cuando: new Date(hace3.getTime() + DIA) });
    const revertida = await vender(db, { entidad: observado.id, sucursal: observado.sucursal, cuenta: cuenta!, centavos: 999, cuando: hace3, revertida: true });
    const deHoy = await vender(db, { entidad: observado.id, sucursal: observado.sucursal, cuenta: cuenta!, centavos: 200, cuando: t.clock() });

    const esperadoDemo = await sinLiquidar(demo, hoy());
    expect(esperadoDemo.n).toBeGreaterThan(5);
    const esperadoObs = await sinLiquidar(observado.id, hoy());
    expect(esperadoObs).toMatchObject({ n: 2, total: 475 });

    const r = await liquidar(programa);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ pagos: 2, total: ((esperadoDemo.total + 475) / 100).toFixed(2), hasta: hoy(), enviados: 2 });

    const filas = await filasPago();
    const pDemo = filas.find((p) => p.id_entidad === demo)!;
    const pObs = filas.find((p) => p.id_entidad === observado.id)!;
    expect(pDemo).toMatchObject({ monto: (esperadoDemo.total / 100).toFixed(2), periodo_inicial: esperadoDemo.min, periodo_final: esperadoDemo.max, estado: 'PAGADO', codigo_respuesta_mefp: '0000', cuenta_destino: '10000045872' });
    expect(pDemo.fecha_pago).toBeInstanceOf(Date);
    expect(pDemo.id_solicitud_pago_lote).toMatch(/^LOTE-/);
    expect(pObs).toMatchObject({ monto: '4.75', estado: 'OBSERVADO', codigo_respuesta_mefp: '0403', observacion_mefp: 'Cuenta destino inexistente', fecha_pago: null });
    expect(pObs.id_solicitud_pago_lote).toBe(pDemo.id_solicitud_pago_lote);

    const estados = await db.select({ id: ventas.id, id_pago: ventas.id_pago }).from(ventas).where(inArray(ventas.id, [v1, v2, revertida, deHoy]));
    const pagoDe = new Map(estados.map((v) => [v.id, v.id_pago]));
    expect([pagoDe.get(v1), pagoDe.get(v2), pagoDe.get(revertida), pagoDe.get(deHoy)]).toEqual([pObs.id, pObs.id, null, null]);
    expect((await sinLiquidar(demo, hoy())).n).toBe(0);

    // A second settlement pays nothing twice.
    const otra = await liquidar(programa);
    expect(otra.json()).toMatchObject({ pagos: 0, total: '0.00' });
    expect(await filasPago()).toHaveLength(2);

    // Tomorrow, today's sale is settled alone, in a new payment.
    t.clock.advance(24 * 60);
    await ingresar();
    const manana = await liquidar(programa);
    expect(manana.json()).toMatchObject({ pagos: 1, total: '2.00' });
    const [nuevo] = (await filasPago()).filter((p) => p.id !== pDemo.id && p.id !== pObs.id);
    expect(nuevo).toMatchObject({ id_entidad: observado.id, monto: '2.00', estado: 'OBSERVADO' });
    const [venta] = await db.select({ id_pago: ventas.id_pago }).from(ventas).where(eq(ventas.id, deHoy));
    expect(venta!.id_pago).toBe(nuevo!.id);
  });

  it('keeps a payment ENVIADO while the treasury has not answered, and stores the answer once when it does', async () => {
    const db = t.database.db;
    const e = await makeEntidad(t, { nit: NIT_RETENIDO, nombre: 'MERCADO RETENIDO S.R.L.' });
    const sucursal = await puntoDeVenta(db, e.id);
    const [cuenta] = await cuentasConSaldo(db, 1000);
    await vender(db, { entidad: e.id, sucursal, cuenta: cuenta!, centavos: 500, cuando: new Date(t.clock().getTime() - 2 * DIA) });
    sim.retener(NIT_RETENIDO);
    const r = await liquidar(programa);
    expect(r.json()).toMatchObject({ pagos: 1, total: '5.00' });
    const [p] = await db.select().from(pagos).where(eq(pagos.id_entidad, e.id));
    expect(p).toMatchObject({ estado: 'ENVIADO', fecha_pago: null });
    expect(p!.id_solicitud_pago_lote).toBeTruthy();

    const tesoro = new TesoroClient(db, 5000);
    expect(await revisarLotes(db, tesoro, t.clock(), silencio)).toMatchObject({ pagados: 0, errores: 0 });
    sim.liberar(NIT_RETENIDO);
    // The job's round polls the batches that still hold an ENVIADO payment.
    const ronda = await rondaSinLiquidar();
    expect(ronda).toMatchObject({ liquidados: 0, pagados: 1, errores: 0 });
    const [pagado] = await db.select().from(pagos).where(eq(pagos.id_entidad, e.id));
    expect(pagado).toMatchObject({ estado: 'PAGADO', cuenta_destino: '200300400', banco_destino: 'BANCO DE PRUEBA' });
    expect(await revisarLotes(db, tesoro, t.clock(), silencio)).toMatchObject({ pagados: 0, observados: 0 });
  });

  it('sends again, in the next round, payments the treasury did not receive', async () => {
    const { entidad, respuesta } = await liquidadoSinTesoro('7070707070', 'TIENDA CAIDA', 300);
    expect(respuesta).toMatchObject({ pagos: 1, total: '3.00', enviados: 0 });
    expect((await pagosDe(entidad))[0]).toMatchObject({ estado: 'ENVIADO', id_solicitud_pago_lote: null });
    await rondaSinLiquidar();
    expect((await pagosDe(entidad))[0]).toMatchObject({ estado: 'OBSERVADO', codigo_respuesta_mefp: '0403' });
  });

  it('sends a payment the treasury did not receive in one batch when two copies run their round at once', async () => {
    const { entidad, respuesta } = await liquidadoSinTesoro('6060606060', 'TIENDA DE DOS COPIAS', 400);
    expect(respuesta).toMatchObject({ enviados: 0 });
    const antes = sim.envios();
    await Promise.all([rondaSinLiquidar(), rondaSinLiquidar()]);
    expect(sim.envios() - antes).toBe(1);
    expect((await pagosDe(entidad))[0]!.id_solicitud_pago_lote).toBeTruthy();
  });
});

describe('concurrent settlements', () => {
  it('two settlements at once pay each sale once', async () => {
    const db = t.database.db;
    const e = await makeEntidad(t, { nit: '5050505050', nombre: 'TIENDA CONCURRIDA' });
    const sucursal = await puntoDeVenta(db, e.id);
    const [cuenta] = await cuentasConSaldo(db, 1000);
    for (const c of [100, 200, 300]) await vender(db, { entidad: e.id, sucursal, cuenta: cuenta!, centavos: c, cuando: new Date(t.clock().getTime() - 2 * DIA) });
    const [a, b] = await Promise.all([liquidar(programa), liquidar(programa)]);
    expect([a.json().pagos, b.json().pagos].sort()).toEqual([0, 1]);
    const propios = await db.select().from(pagos).where(eq(pagos.id_entidad, e.id));
    expect(propios).toHaveLength(1);
    expect(propios[0]!.monto).toBe('6.00');
  });
});

describe('lists and downloads', () => {
  it('lists a provider its own payments and staff every one, filtered by state', async () => {
    const propios = await listar(proveedor);
    expect(propios.count).toBe(1);
    expect(propios.rows[0]).toMatchObject({ id_entidad: demo, nombre_entidad: 'DISTRIBUIDORA ANDINA S.R.L.', estado: 'PAGADO' });
    const obs = await listar(observado.token);
    expect(obs.rows.every((p) => p.id_entidad === observado.id)).toBe(true);
    expect(obs.count).toBe(2);
    const todos = await listar(programa);
    expect(todos.count).toBe((await filasPago()).length);
    expect(todos.rows.map((p) => p.id)).toEqual([...todos.rows.map((p) => p.id)].sort((a, b) => b - a));
    const observados = await listar(supervisor, { estado: 'OBSERVADO' });
    expect(observados.rows.every((p) => p.estado === 'OBSERVADO')).toBe(true);
    expect(observados.count).toBeGreaterThanOrEqual(3);
    expect((await t.gql(programa, PAGOS, { estado: 'OTRO' })).errors?.[0]?.message).toBeTruthy();
    // The cashier (role 8) has no key to the payments.
    const cajero = (await loginAs(t, 8, { id_entidad: demo })).token;
    expect((await t.gql(cajero, PAGOS)).errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
  });

  it("downloads a PAGADO payment's sales as CSV; another provider's is not found and an OBSERVADO one a conflict", async () => {
    const [pDemo] = await t.database.db.select().from(pagos).where(eq(pagos.id_entidad, demo));
    const r = await t.rest('GET', `/api/v1/ventas/pagos/${pDemo!.id}`, proveedor);
    expect(r.statusCode).toBe(200);
    // Named by the provider and the days the payment covers, not by its id (issue 32).
    expect(r.headers['content-disposition']).toBe(`attachment; filename="ventas-pagadas-distribuidora-andina-s-r-l-${pDemo!.periodo_inicial}-al-${pDemo!.periodo_final}.csv"`);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.body.startsWith('\ufefffecha;id_transaccion;punto_venta;metodo;productos;monto\r\n')).toBe(true);
    const lineas = r.body.trim().split('\r\n').slice(1);
    const n = (await t.database.db.select({ id: ventas.id, monto: ventas.monto }).from(ventas).where(eq(ventas.id_pago, pDemo!.id)));
    expect(lineas).toHaveLength(n.length);
    const suma = lineas.reduce((s, l) => s + Math.round(Number(l.split(';').at(-1)!.replace(',', '.')) * 100), 0);
    expect((suma / 100).toFixed(2)).toBe(pDemo!.monto);
    expect(lineas[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};DEMO-\d{4};[^;]+;CODIGO;1\.00 x [^;]+;\d+,\d{2}$/);

    const [pObs] = await t.database.db.select().from(pagos).where(eq(pagos.id_entidad, observado.id));
    expect((await t.rest('GET', `/api/v1/ventas/pagos/${pObs!.id}`, proveedor)).statusCode).toBe(404);
    const conflicto = await t.rest('GET', `/api/v1/ventas/pagos/${pObs!.id}`, observado.token);
    expect(conflicto.statusCode).toBe(409);
    expect(conflicto.json().error).toBe(TEXTOS.pagoNoPagado({ estado: 'OBSERVADO' }));
    expect((await t.rest('GET', '/api/v1/ventas/pagos/999999', proveedor)).statusCode).toBe(404);
    expect((await t.rest('GET', `/api/v1/ventas/pagos/${pDemo!.id}`, programa)).statusCode).toBe(403);
  });

  it('reports the entity payments of a period, summary and detailed', async () => {
    const desde = fechaBolivia(new Date(t.clock().getTime() - 3 * DIA));
    const hasta = fechaBolivia(new Date(t.clock().getTime() + DIA));
    const todos = await filasPago();
    const resumen = await t.rest('GET', `/api/v1/pagos/reporte/${desde}/${hasta}?tipo=resumen`, programa);
    expect(resumen.statusCode).toBe(200);
    expect(resumen.headers['content-disposition']).toBe(`attachment; filename="pagos-entidades-resumen-${desde}-al-${sumarDias(hasta, -1)}.csv"`);
    const [cabecera, ...filas] = resumen.body.replace('\ufeff', '').trim().split('\r\n');
    expect(cabecera).toBe('nit;entidad;pagos;total;pagado;enviado;observado');
    const demoFila = filas.find((f) => f.startsWith('1020304050;'))!;
    const pDemo = todos.find((p) => p.id_entidad === demo)!;
    const coma = (v: string) => v.replace('.', ',');
    expect(demoFila).toBe(`1020304050;DISTRIBUIDORA ANDINA S.R.L.;1;${coma(pDemo.monto)};${coma(pDemo.monto)};0,00;0,00`);
    const obsFila = filas.find((f) => f.startsWith(`${NIT_OBSERVADO};`))!;
    expect(obsFila).toBe(`${NIT_OBSERVADO};ALMACENES SIN CUENTA S.A.;2;6,75;0,00;0,00;6,75`);
    expect(filas).toHaveLength(new Set(todos.map((p) => p.id_entidad)).size);

    const detallado = await t.rest('GET', `/api/v1/pagos/reporte/${desde}/${hasta}?tipo=detallado`, supervisor);
    const [cab, ...lineas] = detallado.body.replace('\ufeff', '').trim().split('\r\n');
    expect(cab).toBe('id_pago;nit;entidad;periodo_inicial;periodo_final;monto;estado;fecha_solicitud;fecha_pago;id_solicitud_pago_lote;id_transaccion;codigo_respuesta_mefp;observacion_mefp');
    expect(lineas).toHaveLength(todos.length);
    expect(lineas.find((l) => l.startsWith(`${pDemo.id};`))).toMatch(new RegExp(`^${pDemo.id};1020304050;DISTRIBUIDORA ANDINA S\\.R\\.L\\.;${pDemo.periodo_inicial};${pDemo.periodo_final};${coma(pDemo.monto)};PAGADO;\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2};LOTE-[^;]+;MEFP-[^;]+;0000;Pago procesado$`));

    // A period before the settlements: only the header.
    const vacio = await t.rest('GET', '/api/v1/pagos/reporte/2020-01-01/2020-02-01?tipo=resumen', programa);
    expect(vacio.body).toBe('\ufeffnit;entidad;pagos;total;pagado;enviado;observado\r\n');
    const invertido = await t.rest('GET', `/api/v1/pagos/reporte/${hasta}/${desde}`, programa);
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().error).toContain(TEXTOS.reporteRangoInvalido);
    expect((await t.rest('GET', `/api/v1/pagos/reporte/${desde}/${hasta}?tipo=otro`, programa)).statusCode).toBe(400);
    expect((await t.rest('GET', `/api/v1/pagos/reporte/${desde}/${hasta}`, proveedor)).statusCode).toBe(403);
  });
});

describe('mails to the provider (issue 35 §3, decision 065)', () => {
  it('a payment sent, paid or observed: exactly one mail each to each user of the provider, none to another', async () => {
    const correo = await withCorreo(t);
    try {
      const db = t.database.db;
      const pagada = await makeEntidad(t, { nit: NIT_AVISADO, nombre: 'MERCADO AVISADO S.R.L.' });
      const observada = await makeEntidad(t, { nit: '3030303030', nombre: 'TIENDA OBSERVADA S.R.L.' });
      const a = (await makeUsuario(t, 4, { id_entidad: pagada.id })).email!;
      const b = (await makeUsuario(t, 4, { id_entidad: observada.id })).email!;
      const [cuenta] = await cuentasConSaldo(db, 1000);
      for (const e of [pagada, observada]) await vender(db, { entidad: e.id, sucursal: await puntoDeVenta(db, e.id), cuenta: cuenta!, centavos: 1250, cuando: new Date(t.clock().getTime() - 2 * DIA) });
      expect((await liquidar(programa)).statusCode).toBe(200);
      const [pa] = await pagosDe(pagada.id);
      const [pb] = await pagosDe(observada.id);
      expect([pa!.estado, pb!.estado]).toEqual(['PAGADO', 'OBSERVADO']);
      // The treasury asked again, and another settlement: nothing is told twice.
      await revisarLotes(db, new TesoroClient(db, 5000), t.clock(), silencio, [pa!.id_solicitud_pago_lote!]);
      await liquidar(programa);
      await rondaCorreos(t);
      await rondaCorreos(t);
      const asuntos = (para: string) => correo.mensajes(para).map((m) => m.asunto).sort();
      expect(asuntos(a)).toEqual([`ProBolivia: pago N.º ${pa!.id} enviado al tesoro`, `ProBolivia: pago N.º ${pa!.id} pagado`]);
      expect(asuntos(b)).toEqual([`ProBolivia: pago N.º ${pb!.id} enviado al tesoro`, `ProBolivia: pago N.º ${pb!.id} observado`]);
      expect(correo.mensajes(b).find((m) => m.asunto.endsWith('observado'))!.texto).toContain('Observación: Cuenta destino inexistente');
      expect(correo.mensajes(a)[0]!.texto).toContain('Bs 12,50');
    } finally {
      await correo.close();
    }
  });
});

describe('the treasury job', () => {
  it('settles the sales up to yesterday in its rounds from LIQUIDACION_HORA in Bolivia, and nothing before the hour', async () => {
    const db = t.database.db;
    const e = await makeEntidad(t, { nit: '6060606060', nombre: 'TIENDA DEL TEMPORIZADOR' });
    const sucursal = await puntoDeVenta(db, e.id);
    const [cuenta] = await cuentasConSaldo(db, 1000);
    await vender(db, { entidad: e.id, sucursal, cuenta: cuenta!, centavos: 150, cuando: new Date(t.clock().getTime() - DIA) });
    const delPago = () => db.select().from(pagos).where(eq(pagos.id_entidad, e.id));
    // 02:59 in Bolivia: not yet the hour.
    t.clock.set(instanteBolivia(`${hoy()}T02:59:00`));
    const trabajo = iniciarTesoro({ db, clock: t.clock, config: { ...t.deps.config, INTEGRATION_TIMEOUT_MS: 5000, TESORO_REVISION_SEGUNDOS: 1, LIQUIDACION_HORA: 3 }, log: silencio });
    try {
      await new Promise((r) => setTimeout(r, 2200));
      expect(await delPago()).toHaveLength(0);
      t.clock.advance(1);
      await expect.poll(async () => (await delPago())[0]?.estado, { timeout: 10_000 }).toBe('OBSERVADO');
      expect((await delPago())[0]).toMatchObject({ monto: '1.50', _user_created: null });
      // Later rounds find nothing more to pay.
      await new Promise((r) => setTimeout(r, 1200));
      expect(await delPago()).toHaveLength(1);
    } finally {
      await trabajo.detener();
    }
  });
});
