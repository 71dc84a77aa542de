import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CABECERA_FIRMA, centavosADecimal, decimalACentavos, formatoBs } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { TOKEN_PAGOS, apuntarPagos, pedirCodigo, plataforma, registrado, revisar, silencioso, sucursalDe, type Plataforma, codigoDePlanilla } from '../../test/cpts.js';
import { firmar } from '../../integrations/plataformaPagos/firma.js';
import { cptPlanillas, cpts, cuentas, logs, movimientos, planillaDetalle, planillas } from '../../db/schema/index.js';
import { iniciarRevision } from './revision.js';
import { RUTA_PAGOS } from '@pb/demo/integrations/plataformaPagos/pagina.js';

/**
 * The platform's signed notification and the polling of pending codes (decisions 022, 024): a paid
 * code pays its payrolls with every line credited once — whether the notification comes once, fifty
 * times at once, never, or crosses the polling; a bad signature changes nothing; an expired code
 * frees its payrolls for a new one; a crash half-way through the credit leaves nothing, and the next
 * notice applies it all. The ledger's invariants after every test.
 */
let t: TestApp;
let sim: Plataforma;
let emp: string;
let entidad: number;
let sucursal: number;
let notificacionUrl: string;
const lineasLog: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (l) => void lineasLog.push(l) } });
  notificacionUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/pagos/notificacion`;
  entidad = (await makeEntidad(t)).id;
  emp = (await loginAs(t, 5, { id_entidad: entidad })).token;
  sucursal = await sucursalDe(t, entidad, 'CASA MATRIZ');
  sim = await plataforma(t, notificacionUrl);
}, 60_000);
afterEach(async () => {
  await sim.entregasPendientes();
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const codigoPara = (montos: string[]) => codigoDePlanilla(t, emp, entidad, sucursal, montos);

const estadoPlanilla = async (id: number) => (await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, id)))[0]!.estado;
const codigoDb = async (id: number) => (await t.database.db.select().from(cpts).where(eq(cpts.id, id)))[0]!;

/** The ABONOs of a payroll's lines: how many, and their sum in centavos. */
async function abonos(idPlanilla: number) {
  const r = await t.database.db
    .select({ n: sql<number>`count(*)::int`, suma: sql<string | null>`sum(${movimientos.monto})::text` })
    .from(movimientos)
    .innerJoin(planillaDetalle, eq(movimientos.origen, sql`'planilla_detalle:' || ${planillaDetalle.id}`))
    .where(and(eq(planillaDetalle.id_planilla, idPlanilla), eq(movimientos.tipo, 'ABONO')));
  return { n: r[0]!.n, suma: r[0]!.suma === null ? 0 : decimalACentavos(r[0]!.suma) };
}

/** The body the platform would sign for a paid code (what its GET answers, estado PAGADO). */
async function cuerpoPagado(codigo: string) {
  const res = await fetch(`${sim.url}cpt/${codigo}`, { headers: { authorization: `Bearer ${TOKEN_PAGOS}` } });
  const c = (await res.json()) as { codigo: string; estado: string; fecha_pago: string; monto: string };
  return JSON.stringify({ codigo: c.codigo, estado: 'PAGADO', fecha_pago: c.fecha_pago, monto: c.monto });
}

const notificar = (cuerpo: string, firma = firmar(cuerpo, TOKEN_PAGOS)) =>
  t.app.inject({ method: 'POST', url: '/api/v1/pagos/notificacion', headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firma }, payload: cuerpo });

describe('POST /api/v1/pagos/notificacion', () => {
  it('the bank pays: the notification makes the code and its payroll PAGADO, every line credited once, audited', async () => {
    const c = await codigoPara(['100.10', '0.20', '5.00']);
    expect(c.monto).toBe('106.30');
    await sim.pagar(c.codigo);
    await sim.entregasPendientes();
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    const cpt = await codigoDb(c.idCpt);
    expect(cpt).toMatchObject({ estado: 'PAGADO', fecha_pago: expect.any(Date) });
    expect(await abonos(c.planilla)).toEqual({ n: 3, suma: decimalACentavos(c.total) });
    // The payroll list still shows its (now paid) code.
    const fila = (await t.gql(emp, `query { planillas(limit: 100) { rows { id estado cpt } } }`)).data.planillas.rows.find((r: { id: number }) => r.id === c.planilla);
    expect(fila).toEqual({ id: c.planilla, estado: 'PAGADO', cpt: c.codigo });
    const audit = await t.database.db.select().from(logs).where(and(eq(logs.tipo, 'REST'), eq(logs.mensaje, 'POST /api/v1/pagos/notificacion')));
    expect(audit.length).toBeGreaterThanOrEqual(1);
    // A poll afterwards changes nothing.
    t.clock.advance(2);
    await revisar(t);
    expect(await abonos(c.planilla)).toEqual({ n: 3, suma: decimalACentavos(c.total) });
  });

  it('50 duplicate notifications at once (the same signed body): each line credited once, every one answered 200', async () => {
    const c = await codigoPara(['33.33', '66.67']);
    await sim.pagar(c.codigo, 'NINGUNA');
    const cuerpo = await cuerpoPagado(c.codigo);
    const respuestas = await Promise.all(Array.from({ length: 50 }, () => notificar(cuerpo)));
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(respuestas[0]!.json()).toEqual({ ok: true });
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect(await abonos(c.planilla)).toEqual({ n: 2, suma: 10_000 });
  });

  it('the simulator’s DOUBLE delivery credits once', async () => {
    const c = await codigoPara(['12.00']);
    await sim.pagar(c.codigo, 'DOBLE');
    await sim.entregasPendientes();
    expect(await abonos(c.planilla)).toEqual({ n: 1, suma: 1200 });
  });

  it('a bad or missing signature is a 401 and changes nothing', async () => {
    const c = await codigoPara(['7.00']);
    await sim.pagar(c.codigo, 'NINGUNA');
    const cuerpo = await cuerpoPagado(c.codigo);
    const antes = await huellaDeDatos(t);
    for (const firma of [firmar(cuerpo, 'otro-token'), '', 'zz']) {
      const res = await notificar(cuerpo, firma);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: TEXTOS.firmaInvalida });
    }
    // Signed, then changed: the signature no longer matches.
    expect((await notificar(cuerpo.replace(c.monto, '1.00'), firmar(cuerpo, TOKEN_PAGOS))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/pagos/notificacion', headers: { 'content-type': 'application/json' }, payload: cuerpo })).statusCode).toBe(401);
    expect(await huellaDeDatos(t)).toEqual(antes);
    // Leave it paid, so the ledger is whole.
    expect((await notificar(cuerpo)).statusCode).toBe(200);
  });

  it('an unknown code is a 404; another amount is a 409 logged as an error, nothing changed; a signed body of another shape is a 400', async () => {
    const desconocido = JSON.stringify({ codigo: '1234567890', estado: 'PAGADO', fecha_pago: new Date().toISOString(), monto: '10.00' });
    const r404 = await notificar(desconocido);
    expect(r404.statusCode).toBe(404);
    expect(r404.json()).toMatchObject({ error: TEXTOS.cptDesconocido });

    const c = await codigoPara(['20.00']);
    await sim.pagar(c.codigo, 'NINGUNA');
    const otroMonto = (await cuerpoPagado(c.codigo)).replace('"21.00"', '"20.00"');
    const antes = await huellaDeDatos(t);
    lineasLog.length = 0;
    const r409 = await notificar(otroMonto);
    expect(r409.statusCode).toBe(409);
    expect(r409.json()).toMatchObject({ error: TEXTOS.cptMontoNotificadoDistinto, code: 'CONFLICT' });
    expect(await huellaDeDatos(t)).toEqual(antes);
    const error = lineasLog.map((l) => JSON.parse(l) as { level: number; msg: string; codigo?: string }).find((l) => l.codigo === c.codigo);
    expect(error).toMatchObject({ level: 50, notificado: '20.00', esperado: '21.00' });

    const r400 = await notificar(JSON.stringify({ codigo: c.codigo, estado: 'PAGADO', monto: '21.00' }));
    expect(r400.statusCode).toBe(400);
    expect(await huellaDeDatos(t)).toEqual(antes);
    // The right amount then pays it.
    expect((await notificar(await cuerpoPagado(c.codigo))).statusCode).toBe(200);
    expect(await abonos(c.planilla)).toEqual({ n: 1, suma: 2000 });
  });
});

describe('the demo\'s page of the payment simulator (/dev/pagos, issue 32)', () => {
  it('lists the open codes with a Pagar button that pays as the bank does: the notification makes the payroll PAGADO', async () => {
    t.deps.simuladorPagos = sim;
    try {
      const c = await codigoPara(['7.77']);
      const lista = await t.app.inject({ method: 'GET', url: RUTA_PAGOS });
      expect(lista.statusCode).toBe(200);
      expect(lista.body).toContain(`<td>${c.codigo}</td><td>${formatoBs(c.monto)}</td>`);
      expect(lista.body).toContain(`action="${RUTA_PAGOS}/${c.codigo}/pagar"`);
      // As the browser sends the page's form: urlencoded, with no field.
      const comoNavegador = { 'content-type': 'application/x-www-form-urlencoded' };
      const pago = await t.app.inject({ method: 'POST', url: `${RUTA_PAGOS}/${c.codigo}/pagar`, headers: comoNavegador, payload: '' });
      expect(pago.statusCode).toBe(303);
      expect(pago.headers.location).toBe(`${RUTA_PAGOS}?pagado=${c.codigo}`);
      await sim.entregasPendientes();
      expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
      const despues = await t.app.inject({ method: 'GET', url: pago.headers.location as string });
      expect(despues.body).toContain(`Código ${c.codigo} pagado.`);
      expect(despues.body).not.toContain(`<td>${c.codigo}</td>`);
      // Paid once: a second press changes nothing.
      expect((await t.app.inject({ method: 'POST', url: `${RUTA_PAGOS}/${c.codigo}/pagar`, headers: comoNavegador, payload: '' })).statusCode).toBe(409);
    } finally {
      t.deps.simuladorPagos = null;
    }
    expect((await t.app.inject({ method: 'GET', url: RUTA_PAGOS })).statusCode).toBe(404);
  });
});

describe('the polling (revisarCodigos)', () => {
  it('a lost notification: the polling settles the paid code', async () => {
    const c = await codigoPara(['15.50', '4.50']);
    await sim.pagar(c.codigo, 'NINGUNA');
    t.clock.advance(2);
    const r = await revisar(t);
    expect(r.pagados).toBeGreaterThanOrEqual(1);
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PAGADO', fecha_pago: expect.any(Date) });
    expect(await abonos(c.planilla)).toEqual({ n: 2, suma: 2000 });
    const audit = await t.database.db.select({ referencia: logs.referencia }).from(logs).where(and(eq(logs.tipo, 'PLANILLA'), eq(logs.mensaje, 'Código de pago pagado')));
    expect(audit.map((a) => JSON.parse(a.referencia!))).toContainEqual({ id: String(c.idCpt), codigo: c.codigo, estado: 'PAGADO' });
  });

  it('a code still PENDIENTE is left alone and checked again only at its next turn', async () => {
    const c = await codigoPara(['3.00']);
    t.clock.advance(2);
    await revisar(t);
    expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE' });
    const siguiente = (await codigoDb(c.idCpt)).proxima_revision;
    expect(siguiente.getTime()).toBeGreaterThan(t.clock().getTime());
    // Not due: a round now does not look at it.
    await sim.pagar(c.codigo, 'NINGUNA');
    await revisar(t);
    expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE' });
    t.clock.set(siguiente);
    await revisar(t);
    expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PAGADO' });
  });

  it('the polling racing the notification: credited once', async () => {
    const c = await codigoPara(['8.88', '1.12']);
    await sim.pagar(c.codigo, 'NINGUNA');
    const cuerpo = await cuerpoPagado(c.codigo);
    t.clock.advance(2);
    const [n1, , n2] = await Promise.all([notificar(cuerpo), revisar(t), notificar(cuerpo)]);
    expect([n1.statusCode, n2.statusCode]).toEqual([200, 200]);
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect(await abonos(c.planilla)).toEqual({ n: 2, suma: 1000 });
  });

  it('an expired code: VENCIDO, its payroll back to CREADO and out of it; a new code then takes it with a new referencia', async () => {
    const c = await codigoPara(['9.99']);
    await sim.vencer(c.codigo);
    t.clock.advance(2);
    expect((await revisar(t)).vencidos).toBeGreaterThanOrEqual(1);
    expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'VENCIDO', fecha_pago: null });
    expect(await estadoPlanilla(c.planilla)).toBe('CREADO');
    expect(await t.database.db.select({ vigente: cptPlanillas.vigente }).from(cptPlanillas).where(eq(cptPlanillas.id_cpt, c.idCpt))).toEqual([{ vigente: false }]);
    const fila = (await t.gql(emp, `query { planillas(limit: 100) { rows { id estado cpt seleccionar } } }`)).data.planillas.rows.find((r: { id: number }) => r.id === c.planilla);
    expect(fila).toEqual({ id: c.planilla, estado: 'CREADO', cpt: null, seleccionar: true });
    expect((await t.rest('GET', '/api/v1/planillas/cpts', emp)).json().datos.map((d: { idPlanilla: number }) => d.idPlanilla)).toContain(c.planilla);

    const nuevo = await pedirCodigo(t, emp, [{ id: c.planilla, total: c.total }]);
    expect(nuevo.errors).toBeUndefined();
    const n = nuevo.data.planillaCptAdd;
    expect(n.idCpt).not.toBe(c.idCpt);
    expect(n.codigo).not.toBe(c.codigo);
    expect((await codigoDb(n.idCpt)).referencia).not.toBe((await codigoDb(c.idCpt)).referencia);
    expect(await estadoPlanilla(c.planilla)).toBe('ENVIADO');
    // A late notice of the expired code changes nothing.
    expect((await notificar(JSON.stringify({ codigo: c.codigo, estado: 'VENCIDO', fecha_pago: null, monto: c.monto }))).statusCode).toBe(200);
    expect(await estadoPlanilla(c.planilla)).toBe('ENVIADO');
    await sim.pagar(n.codigo);
  });

  it('a code the platform forgot (a restarted simulator): noted at the first miss, VENCIDO when the next check confirms it, long before its vence; a new code can be issued', async () => {
    const c = await codigoPara(['4.44']);
    const { vence } = await codigoDb(c.idCpt);
    const olvidadiza = await plataforma(t, notificacionUrl);
    try {
      t.clock.advance(2);
      registrado.length = 0;
      await revisar(t);
      // Checked again after one interval (PAGOS_REVISION_SEGUNDOS), not the longer wait of an older code.
      expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE', desconocido_at: t.clock(), proxima_revision: new Date(t.clock().getTime() + 60_000) });
      expect(registrado).toContainEqual(expect.objectContaining({ nivel: 'warn', o: expect.objectContaining({ codigo: c.codigo }) }));
      t.clock.advance(2);
      expect(t.clock().getTime()).toBeLessThan(vence!.getTime());
      await revisar(t);
      expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'VENCIDO' });
      expect(await estadoPlanilla(c.planilla)).toBe('CREADO');
      // "Generar código" has the payroll to pay again.
      const nuevo = await pedirCodigo(t, emp, [{ id: c.planilla, total: c.total }]);
      expect(nuevo.errors).toBeUndefined();
      expect(nuevo.data.planillaCptAdd.codigo).not.toBe(c.codigo);
      expect(await estadoPlanilla(c.planilla)).toBe('ENVIADO');
    } finally {
      await olvidadiza.close();
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
      await sim.entregasPendientes();
      await apuntarPagos(t, sim.url);
    }
  });

  it('a code missed once and then found again is not expired: the miss is forgotten', async () => {
    const c = await codigoPara(['5.55']);
    const olvidadiza = await plataforma(t, notificacionUrl);
    try {
      t.clock.advance(2);
      await revisar(t);
      expect((await codigoDb(c.idCpt)).desconocido_at).not.toBeNull();
      await apuntarPagos(t, sim.url);
      t.clock.advance(2);
      await revisar(t);
      expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE', desconocido_at: null });
      t.clock.advance(2);
      await revisar(t);
      expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE' });
      await sim.pagar(c.codigo);
    } finally {
      await olvidadiza.close();
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
      await sim.entregasPendientes();
      await apuntarPagos(t, sim.url);
    }
  });

  it('a crash half-way through the credit leaves nothing of the payment; once fixed, the next poll applies all of it', async () => {
    const montos = Array.from({ length: 1500 }, (_, i) => centavosADecimal(100 + (i % 7)));
    const c = await codigoPara(montos);
    await sim.pagar(c.codigo, 'NINGUNA');
    const cuerpo = await cuerpoPagado(c.codigo);
    const { db } = t.database;
    // A real database fault: the 1,200th movement of any one transaction raises (the first chunk of a thousand has gone in).
    await db.execute(sql`create table falla_contador (n int not null)`);
    await db.execute(sql`insert into falla_contador values (0)`);
    await db.execute(sql.raw(`create function falla_movimientos() returns trigger language plpgsql as $$
      begin
        update falla_contador set n = n + 1;
        if (select n from falla_contador) >= 1200 then raise exception 'falla simulada del disco'; end if;
        return new;
      end $$`));
    await db.execute(sql`create trigger falla_movimientos after insert on movimientos for each row execute function falla_movimientos()`);
    try {
      const saldos = await db.select({ n: sql<number>`count(*)::int` }).from(cuentas);
      const r = await notificar(cuerpo);
      expect(r.statusCode).toBe(500);
      t.clock.advance(2);
      expect((await revisar(t)).errores).toBeGreaterThanOrEqual(1);
      expect(await codigoDb(c.idCpt)).toMatchObject({ estado: 'PENDIENTE', fecha_pago: null });
      expect(await estadoPlanilla(c.planilla)).toBe('ENVIADO');
      expect(await abonos(c.planilla)).toEqual({ n: 0, suma: 0 });
      expect(await db.select({ n: sql<number>`count(*)::int` }).from(cuentas)).toEqual(saldos);
    } finally {
      await db.execute(sql`drop trigger falla_movimientos on movimientos`);
      await db.execute(sql`drop function falla_movimientos()`);
      await db.execute(sql`drop table falla_contador`);
    }
    t.clock.set(new Date((await codigoDb(c.idCpt)).proxima_revision.getTime()));
    await revisar(t);
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect(await abonos(c.planilla)).toEqual({ n: 1500, suma: decimalACentavos(c.total) });
    expect((await notificar(cuerpo)).statusCode).toBe(200);
    expect(await abonos(c.planilla)).toEqual({ n: 1500, suma: decimalACentavos(c.total) });
    t.clock.set(new Date('2026-11-22T12:00:00Z'));
  }, 120_000);

  it('a 5,000-line payroll paid through its code: every line credited, the totals exact', async () => {
    const montos = Array.from({ length: 5000 }, (_, i) => centavosADecimal(1 + ((i * 37) % 9973)));
    const c = await codigoPara(montos);
    const total = montos.reduce((s, m) => s + decimalACentavos(m), 0);
    expect(decimalACentavos(c.monto)).toBe(total + 100);
    await sim.pagar(c.codigo);
    await sim.entregasPendientes();
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect(await abonos(c.planilla)).toEqual({ n: 5000, suma: total });
    const ids = (await t.database.db.select({ id: planillaDetalle.id_beneficiaria }).from(planillaDetalle).where(eq(planillaDetalle.id_planilla, c.planilla))).map((r) => r.id);
    const saldos = await t.database.db.select({ suma: sql<string>`sum(${cuentas.saldo})::text` }).from(cuentas).where(inArray(cuentas.id_beneficiaria, ids));
    expect(decimalACentavos(saldos[0]!.suma)).toBe(total);
  }, 300_000);

  it('the server’s timer polls every PAGOS_REVISION_SEGUNDOS and stops when told', async () => {
    const c = await codigoPara(['2.22']);
    await sim.pagar(c.codigo, 'NINGUNA');
    t.clock.advance(2);
    const revision = iniciarRevision({ db: t.database.db, clock: t.clock, config: { ...t.deps.config, PAGOS_REVISION_SEGUNDOS: 1 }, log: silencioso });
    try {
      await vi.waitFor(async () => expect(await estadoPlanilla(c.planilla)).toBe('PAGADO'), { timeout: 20_000, interval: 100 });
    } finally {
      await revision.detener();
    }
    expect(await abonos(c.planilla)).toEqual({ n: 1, suma: 222 });
    // Switched off: nothing starts.
    await iniciarRevision({ db: t.database.db, clock: t.clock, config: { ...t.deps.config, PAGOS_REVISION_SEGUNDOS: 0 }, log: silencioso }).detener();
  }, 30_000);
});
