import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CABECERA_FIRMA, fechaBolivia, DIA_MS, relojBolivia } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { TOKEN_PAGOS, plataforma, revisar, silencioso, sucursalDe, type Plataforma, codigoDePlanilla } from '../../test/cpts.js';
import { firmar } from '../../integrations/plataformaPagos/firma.js';
import { conciliaciones, cpts, movimientos, planillaDetalle, planillas } from '../../db/schema/index.js';
import { rondaConciliacion } from './tareaPeriodica.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';
import { serviciosIop } from '../../db/schema/index.js';

/**
 * The daily reconciliation (issue 35 §1, decision 064) against the payment platform's simulator:
 * each kind of difference made through the simulator (a lost notification, an extra payment of the
 * same or another amount, a notification the bank never paid), found once by the job however many
 * copies run it, found again by nobody, resolved once; the ledger's invariants after every test.
 * The simulator pays at the real time, so the test's clock is a day later: "today" for the platform
 * is yesterday for the app.
 */
let t: TestApp;
let sim: Plataforma;
let tesoro: Awaited<ReturnType<typeof startTesoroSimulator>>;
let emp: string;
let admin: string;
let consulta: string;
let superadmin: string;
let entidad: number;
let sucursal: number;
const hoy = fechaBolivia(new Date());
const codigos: Record<'perdido' | 'doble' | 'otroMonto' | 'sinPago', { idCpt: number; codigo: string; monto: string; planilla: number }> = {} as never;

const LISTA = `query ($fecha: String!, $estado: String) { conciliacionDiferencias(fecha: $fecha, estado: $estado, limit: 100) { count rows { id fecha tipo referencia montoNuestro montoExterno fechaPagoExterno detalle detalleClave detalleParametros estado resueltaPor motivo fechaResolucion acreditable } } }`;
const EJECUTAR = `mutation ($fecha: String!) { conciliacionEjecutar(fecha: $fecha) { fecha hecha nuevas abiertas } }`;
const RESOLVER = `mutation ($id: ID!, $motivo: String!, $acreditar: Boolean) { conciliacionResolver(id: $id, motivo: $motivo, acreditar: $acreditar) { cambio mensaje diferencia { id estado resueltaPor motivo fechaResolucion } } }`;

async function lista(token = admin, estado?: string) {
  const res = await t.gql(token, LISTA, { fecha: hoy, estado });
  expect(res.errors).toBeUndefined();
  return res.data.conciliacionDiferencias as { count: number; rows: Array<{ id: number; tipo: string; referencia: string; estado: string; montoNuestro: string | null; montoExterno: string | null; resueltaPor: string | null; motivo: string | null; acreditable: boolean }> };
}
const fila = async (tipo: string, codigo: string) => (await lista()).rows.find((r) => r.tipo === tipo && r.referencia === codigo)!;

const codigoPara = (montos: string[]) => codigoDePlanilla(t, emp, entidad, sucursal, montos);
const extra = async (cuerpo: object) => {
  const res = await fetch(`${sim.url}conciliacion/extra`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cuerpo) });
  expect(res.status).toBe(200);
};
const abonos = async (idPlanilla: number) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(movimientos).innerJoin(planillaDetalle, eq(movimientos.origen, sql`'planilla_detalle:' || ${planillaDetalle.id}`)).where(and(eq(planillaDetalle.id_planilla, idPlanilla), eq(movimientos.tipo, 'ABONO'))))[0]!.n;
const estadoPlanilla = async (id: number) => (await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, id)))[0]!.estado;
const estadoCodigo = async (id: number) => (await t.database.db.select({ estado: cpts.estado }).from(cpts).where(eq(cpts.id, id)))[0]!.estado;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  // Tomorrow for the app: the platform's today is a past day.
  t.clock.set(new Date(Date.now() + DIA_MS));
  const notificacionUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/pagos/notificacion`;
  entidad = (await makeEntidad(t)).id;
  emp = (await loginAs(t, 5, { id_entidad: entidad })).token;
  admin = (await loginAs(t, 2)).token;
  consulta = (await loginAs(t, 10)).token;
  superadmin = (await loginAs(t, 1)).token;
  sucursal = await sucursalDe(t, entidad, 'CASA MATRIZ');
  sim = await plataforma(t, notificacionUrl);
  // The treasury answers too (no payments to providers here: tesoro.test.ts has them).
  tesoro = await startTesoroSimulator({ token: 'token-tesoro-conciliacion' });
  await t.database.db.update(serviciosIop).set({ url: tesoro.url, token: 'token-tesoro-conciliacion' }).where(eq(serviciosIop.codigo, 'TESORO'));

  // Paid at the bank, its notification lost: PAGADO_NO_ACREDITADO.
  codigos.perdido = await codigoPara(['100.00', '50.50']);
  await sim.pagar(codigos.perdido.codigo, 'NINGUNA');
  // Paid and credited, and the bank reports it paid once more: PAGADO_DOS_VECES.
  codigos.doble = await codigoPara(['20.00']);
  await sim.pagar(codigos.doble.codigo);
  await extra({ codigo: codigos.doble.codigo });
  // Not paid for its amount: the bank reports a payment of 5 Bs: MONTO_DISTINTO (nothing credited).
  codigos.otroMonto = await codigoPara(['30.00']);
  await extra({ codigo: codigos.otroMonto.codigo, monto: '5.00' });
  // Credited on a notification (signed, as the platform's) the bank never paid: ACREDITADO_NO_PAGADO.
  codigos.sinPago = await codigoPara(['40.00']);
  const cuerpo = JSON.stringify({ codigo: codigos.sinPago.codigo, estado: 'PAGADO', fecha_pago: new Date().toISOString(), monto: codigos.sinPago.monto });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/pagos/notificacion', headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, TOKEN_PAGOS) }, payload: cuerpo });
  expect(res.statusCode).toBe(200);
  await sim.entregasPendientes();
  expect(await estadoCodigo(codigos.perdido.idCpt)).toBe('PENDIENTE');
  expect(await estadoCodigo(codigos.doble.idCpt)).toBe('PAGADO');
  expect(await estadoCodigo(codigos.sinPago.idCpt)).toBe('PAGADO');
}, 60_000);
afterEach(async () => {
  await sim.entregasPendientes();
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim.close();
  await tesoro.close();
  await t.close();
});

describe('the daily job', () => {
  it('two copies at once reconcile yesterday exactly once, finding each kind of difference once', async () => {
    const deps = { db: t.database.db, clock: t.clock, config: t.deps.config, log: silencioso };
    const [a, b] = await Promise.all([rondaConciliacion(deps), rondaConciliacion(deps)]);
    expect([a.hecha, b.hecha].sort()).toEqual([false, true]);
    expect((a.hecha ? a : b).nuevas).toBe(4);
    const dia = await t.database.db.select().from(conciliaciones).where(eq(conciliaciones.fecha, hoy));
    expect(dia).toHaveLength(1);
    expect(dia[0]).toMatchObject({ ejecuciones: 1, pagos_plataforma: 4, codigos_acreditados: 2 });
    // A later round finds the day done.
    expect(await rondaConciliacion(deps)).toMatchObject({ hecha: false, nuevas: 0 });

    const l = await lista();
    expect(l.count).toBe(4);
    expect(l.rows.map((r) => [r.tipo, r.referencia, r.estado]).sort()).toEqual(
      [
        ['PAGADO_NO_ACREDITADO', codigos.perdido.codigo, 'ABIERTA'],
        ['PAGADO_DOS_VECES', codigos.doble.codigo, 'ABIERTA'],
        ['MONTO_DISTINTO', codigos.otroMonto.codigo, 'ABIERTA'],
        ['ACREDITADO_NO_PAGADO', codigos.sinPago.codigo, 'ABIERTA'],
      ].sort(),
    );
    expect(await fila('PAGADO_DOS_VECES', codigos.doble.codigo)).toMatchObject({ montoNuestro: '21.00', montoExterno: '42.00' });
    // The detail in Spanish, and by its key and values for the screen's other languages.
    expect(await fila('MONTO_DISTINTO', codigos.otroMonto.codigo)).toMatchObject({
      montoNuestro: '31.00',
      montoExterno: '5.00',
      detalle: TEXTOS.conciliacionMontoDistinto({ pagado: 'Bs 5,00', monto: 'Bs 31,00' }),
      detalleClave: 'conciliacionMontoDistinto',
      detalleParametros: { pagado: 'Bs 5,00', monto: 'Bs 31,00' },
    });
    expect(await fila('PAGADO_NO_ACREDITADO', codigos.perdido.codigo)).toMatchObject({ montoNuestro: '151.50', montoExterno: '151.50' });
    expect(await fila('ACREDITADO_NO_PAGADO', codigos.sinPago.codigo)).toMatchObject({ montoNuestro: '41.00', montoExterno: null });
  });
});

describe('staff', () => {
  it('a run of the day again finds nothing new; today and a bad day are refused', async () => {
    const res = await t.gql(admin, EJECUTAR, { fecha: hoy });
    expect(res.errors).toBeUndefined();
    expect(res.data.conciliacionEjecutar).toEqual({ fecha: hoy, hecha: true, nuevas: 0, abiertas: 4 });
    expect((await lista()).count).toBe(4);
    expect((await t.database.db.select().from(conciliaciones).where(eq(conciliaciones.fecha, hoy)))[0]!.ejecuciones).toBe(2);
    // Not again within 5 minutes of a person's run (issue 51 §16): refused, saying from when; nothing run.
    const desde = relojBolivia(new Date(t.clock().getTime() + 5 * 60_000)).slice(11, 16);
    const otra = await t.gql(admin, EJECUTAR, { fecha: hoy });
    expect(otra.errors?.[0]).toMatchObject({ message: TEXTOS.conciliacionEnEspera({ minutos: 5, hora: desde }), extensions: { code: 'RATE_LIMITED' } });
    expect((await t.database.db.select().from(conciliaciones).where(eq(conciliaciones.fecha, hoy)))[0]!.ejecuciones).toBe(2);
    const manana = fechaBolivia(t.clock());
    expect((await t.gql(admin, EJECUTAR, { fecha: manana })).errors?.[0]?.message).toBe(TEXTOS.conciliacionDiaFuturo);
    expect((await t.gql(admin, EJECUTAR, { fecha: '2026-02-30' })).errors?.[0]?.message).toBe(`fecha: ${TEXTOS.fechaInvalida}`);
  });

  it('roles 1 and 10 read; only role 2 runs and resolves; the employer does not read', async () => {
    expect((await lista(consulta)).count).toBe(4);
    expect((await lista(superadmin)).count).toBe(4);
    expect((await t.gql(consulta, EJECUTAR, { fecha: hoy })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    expect((await t.gql(superadmin, RESOLVER, { id: '1', motivo: 'x' })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    expect((await t.gql(emp, LISTA, { fecha: hoy })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
    expect((await t.gql(consulta, `query { conciliacionAbiertas }`)).data.conciliacionAbiertas).toBe(4);
  });

  it('"Resolver" a code paid and not credited credits it through the settling path, once: two at once and a third change nothing more', async () => {
    const d = await fila('PAGADO_NO_ACREDITADO', codigos.perdido.codigo);
    expect(d.acreditable).toBe(true);
    expect((await fila('PAGADO_DOS_VECES', codigos.doble.codigo)).acreditable).toBe(false);
    expect(await abonos(codigos.perdido.planilla)).toBe(0);
    const [r1, r2] = await Promise.all([t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'Notificación perdida; pago confirmado en el extracto del banco', acreditar: true }), t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'otra vez', acreditar: true })]);
    expect(r1.errors).toBeUndefined();
    expect(r2.errors).toBeUndefined();
    const cambios = [r1.data.conciliacionResolver, r2.data.conciliacionResolver];
    expect(cambios.filter((c) => c.cambio)).toHaveLength(1);
    expect(cambios.find((c) => c.cambio)!.mensaje).toBe(TEXTOS.conciliacionAcreditada);
    expect((await fila('PAGADO_NO_ACREDITADO', codigos.perdido.codigo)).acreditable).toBe(false);
    expect(cambios.find((c) => !c.cambio)!.mensaje).toBe(TEXTOS.conciliacionYaResuelta);
    expect(await estadoCodigo(codigos.perdido.idCpt)).toBe('PAGADO');
    expect(await estadoPlanilla(codigos.perdido.planilla)).toBe('PAGADO');
    expect(await abonos(codigos.perdido.planilla)).toBe(2);

    const tercera = await t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'tercera' });
    expect(tercera.data.conciliacionResolver).toMatchObject({ cambio: false, diferencia: { estado: 'RESUELTA', resueltaPor: expect.any(String), fechaResolucion: expect.any(String) } });
    expect(tercera.data.conciliacionResolver.diferencia.motivo).not.toBe('tercera');
    expect(await abonos(codigos.perdido.planilla)).toBe(2);
    // A run after it finds the difference already there: not found again, still RESUELTA.
    t.clock.advance(6);
    expect((await t.gql(admin, EJECUTAR, { fecha: hoy })).data.conciliacionEjecutar).toMatchObject({ nuevas: 0, abiertas: 3 });
    expect(await fila('PAGADO_NO_ACREDITADO', codigos.perdido.codigo)).toMatchObject({ estado: 'RESUELTA' });
  });

  it('"Resolver" another kind records who and why and moves no money; no reason or an unknown id is refused', async () => {
    const d = await fila('PAGADO_DOS_VECES', codigos.doble.codigo);
    const antes = await abonos(codigos.doble.planilla);
    expect((await t.gql(admin, RESOLVER, { id: String(d.id), motivo: '  ' })).errors?.[0]?.message).toBe(`motivo: ${TEXTOS.required}`);
    expect((await t.gql(admin, RESOLVER, { id: '999999', motivo: 'x' })).errors?.[0]?.message).toBe(TEXTOS.conciliacionDiferenciaNoExiste);
    const r = await t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'Devolución del segundo pago pedida al banco' });
    expect(r.data.conciliacionResolver).toMatchObject({ cambio: true, diferencia: { estado: 'RESUELTA', motivo: 'Devolución del segundo pago pedida al banco' } });
    expect(await abonos(codigos.doble.planilla)).toBe(antes);
    expect((await lista(admin, 'ABIERTA')).count).toBe(2);
    expect((await lista(admin, 'RESUELTA')).count).toBe(2);
  });
});

describe('the CSV and the PDF of the day', () => {
  const bajar = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('the CSV lists every difference of the day with its state and resolution; the PDF is a PDF; roles without the module get a 403', async () => {
    const csv = await bajar(consulta, `/api/v1/conciliacion/${hoy}/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="conciliacion-${hoy}.csv"`);
    const lineas = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lineas).toHaveLength(5);
    expect(lineas[0]).toContain('Código');
    expect(lineas.find((l) => l.includes(codigos.perdido.codigo))).toContain('Pagado y no acreditado');
    expect(lineas.find((l) => l.includes(codigos.perdido.codigo))).toContain('RESUELTA');
    // Amounts and times as every CSV writes them: decimal comma, Bolivia's DD/MM/AAAA HH:mm (issue 51 §13).
    const perdido = lineas.find((l) => l.includes(codigos.perdido.codigo))!;
    expect(perdido).toContain(';151,50;151,50;');
    expect(perdido).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
    expect(perdido).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(lineas.find((l) => l.includes(codigos.otroMonto.codigo))).toContain('ABIERTA');

    const pdf = await bajar(admin, `/api/v1/conciliacion/${hoy}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await bajar(emp, `/api/v1/conciliacion/${hoy}/csv`)).statusCode).toBe(403);
    expect((await bajar(admin, `/api/v1/conciliacion/2026-13-01/pdf`)).statusCode).toBe(400);
    // A day never reconciled: an empty CSV (its header) and a PDF that says so.
    expect((await bajar(admin, `/api/v1/conciliacion/2020-01-01/csv`)).body.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toHaveLength(1);
    expect((await bajar(admin, `/api/v1/conciliacion/2020-01-01/pdf`)).statusCode).toBe(200);
  });
});

describe('a code paid at the bank after it expired here (issue 51 §4)', () => {
  it('is not acreditable: a dialog that promised a credit is refused and nothing changes; resolved as it is, it credits nothing and says so', async () => {
    const c = await codigoPara(['12.00']);
    // It expires at the platform; our polling finds it so.
    await sim.vencer(c.codigo);
    t.clock.advance(2);
    await revisar(t);
    expect(await estadoCodigo(c.idCpt)).toBe('VENCIDO');
    expect(await estadoPlanilla(c.planilla)).toBe('CREADO');
    await extra({ codigo: c.codigo });
    t.clock.advance(6);
    expect((await t.gql(admin, EJECUTAR, { fecha: hoy })).data.conciliacionEjecutar).toMatchObject({ nuevas: 1 });
    const d = await fila('PAGADO_NO_ACREDITADO', c.codigo);
    expect(d).toMatchObject({ estado: 'ABIERTA', acreditable: false, montoNuestro: '13.00' });

    const prometida = await t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'Pagado en el banco', acreditar: true });
    expect(prometida.errors?.[0]?.message).toBe(TEXTOS.conciliacionNoAcreditable);
    expect(await fila('PAGADO_NO_ACREDITADO', c.codigo)).toMatchObject({ estado: 'ABIERTA' });

    const r = await t.gql(admin, RESOLVER, { id: String(d.id), motivo: 'El banco devolvió el pago al empleador' });
    expect(r.errors).toBeUndefined();
    expect(r.data.conciliacionResolver).toMatchObject({ cambio: true, mensaje: TEXTOS.conciliacionResueltaSinAbono, diferencia: { estado: 'RESUELTA' } });
    expect(await estadoCodigo(c.idCpt)).toBe('VENCIDO');
    expect(await estadoPlanilla(c.planilla)).toBe('CREADO');
    expect(await abonos(c.planilla)).toBe(0);
  });
});
