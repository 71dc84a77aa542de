import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad, makeUsuario } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { withCorreo } from '../../test/correo.js';
import { filasDe, rondaCorreos } from '../../test/notificaciones.js';
import { apuntarPagos, pedirCodigo, planillaDe, plataforma, revisar, sucursalDe, type Plataforma, codigoDePlanilla } from '../../test/cpts.js';
import { cpts, planillas } from '../../db/schema/index.js';

/**
 * The mails of an employer's payment codes (issue 35 §3, decision 065): issued (code, amount,
 * expiry), expiring within 24 hours (found by the job, once), expired, its payrolls paid — exactly
 * one mail each to each user of the entity; a failing mail server never blocks or undoes the payment,
 * and the mail goes once when it is back.
 */
let t: TestApp;
let sim: Plataforma;
let correo: Awaited<ReturnType<typeof withCorreo>>;
let emp: string;
let para: string;
let colega: string;
let entidad: number;
let sucursal: number;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const notificacionUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/v1/pagos/notificacion`;
  entidad = (await makeEntidad(t)).id;
  const u = await loginAs(t, 5, { id_entidad: entidad });
  emp = u.token;
  para = u.user.email!;
  colega = (await makeUsuario(t, 5, { id_entidad: entidad })).email!;
  // Another entity's user is never told.
  await makeUsuario(t, 5);
  sucursal = await sucursalDe(t, entidad, 'CASA MATRIZ');
  sim = await plataforma(t, notificacionUrl);
  correo = await withCorreo(t);
}, 60_000);
afterEach(async () => {
  await sim.entregasPendientes();
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim.close();
  await correo.close();
  await t.close();
});

const codigoPara = (montos: string[]) => codigoDePlanilla(t, emp, entidad, sucursal, montos);
const sobre = (direccion: string, codigo: string, texto: string) => correo.mensajes(direccion).filter((m) => m.asunto.includes(codigo) && m.asunto.includes(texto));
const estadoPlanilla = async (id: number) => (await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, id)))[0]!.estado;

describe('payment code mails', () => {
  it('issued: one mail to each user of the entity with the code, the amount and the expiry, however many rounds', async () => {
    const c = await codigoPara(['100.10', '5.00']);
    await rondaCorreos(t);
    await rondaCorreos(t);
    for (const d of [para, colega]) {
      const m = sobre(d, c.codigo, 'emitido');
      expect(m).toHaveLength(1);
      expect(m[0]!.texto).toContain(`Se emitió el código de pago ${c.codigo} por Bs 106,10.`);
      expect(m[0]!.texto).toMatch(/vencimiento: \d{4}-\d\d-\d\d \d\d:\d\d \(hora de Bolivia\)/);
    }
    // A repeat of the same request answers the same code and enqueues nothing more.
    expect((await filasDe(t, `cpt:${c.idCpt}:EMITIDO`)).length).toBe(2);
  });

  it('paid: one mail naming its payrolls, even if the notification comes twice and the polling crosses it', async () => {
    const c = await codigoPara(['20.00']);
    await sim.pagar(c.codigo, 'DOBLE');
    await sim.entregasPendientes();
    t.clock.advance(2);
    await revisar(t);
    await rondaCorreos(t);
    await rondaCorreos(t);
    const m = sobre(para, c.codigo, 'planilla pagada');
    expect(m).toHaveLength(1);
    expect(m[0]!.texto).toContain(`N.º ${c.planilla} — PLANILLA ESFUERZO POR BOLIVIA`);
    expect(m[0]!.texto).toContain('Bs 21,00');
    expect(sobre(colega, c.codigo, 'planilla pagada')).toHaveLength(1);
  });

  it('expired: one mail saying its payrolls are CREADO again', async () => {
    const c = await codigoPara(['9.99']);
    await sim.vencer(c.codigo);
    t.clock.advance(2);
    await revisar(t);
    t.clock.advance(2);
    await revisar(t);
    await rondaCorreos(t);
    await rondaCorreos(t);
    const m = sobre(para, c.codigo, 'venció');
    expect(m).toHaveLength(1);
    expect(m[0]!.texto).toContain('volvieron a estado CREADO');
  });

  it('expiring within 24 hours: found by the job, one mail per code however many rounds; not before, not for a paid code', async () => {
    const c = await codigoPara(['7.00']);
    const pagado = await codigoPara(['8.00']);
    await sim.pagar(pagado.codigo);
    await sim.entregasPendientes();
    const vence = new Date(c.vence).getTime();
    await rondaCorreos(t, { clock: () => new Date(vence - 25 * 3_600_000) });
    expect(sobre(para, c.codigo, 'vence en menos de 24 horas')).toHaveLength(0);
    const r = await rondaCorreos(t, { clock: () => new Date(vence - 23 * 3_600_000) });
    expect(r.porVencer).toBeGreaterThanOrEqual(2);
    await rondaCorreos(t, { clock: () => new Date(vence - 22 * 3_600_000) });
    expect(sobre(para, c.codigo, 'vence en menos de 24 horas')).toHaveLength(1);
    expect(sobre(colega, c.codigo, 'vence en menos de 24 horas')).toHaveLength(1);
    expect(sobre(para, pagado.codigo, 'vence en menos de 24 horas')).toHaveLength(0);
  });

  it('a failing mail server: the code is issued and paid all the same; its mails wait and go once when the server is back', async () => {
    const caido = { config: t.deps.config, simuladorCorreo: { host: '127.0.0.1', port: 9 } };
    const c = await codigoPara(['12.00']);
    await sim.pagar(c.codigo);
    await sim.entregasPendientes();
    expect(await estadoPlanilla(c.planilla)).toBe('PAGADO');
    expect((await t.database.db.select({ estado: cpts.estado }).from(cpts).where(eq(cpts.id, c.idCpt)))[0]!.estado).toBe('PAGADO');
    const r = await rondaCorreos(t, { correo: caido });
    expect(r.reintentos).toBeGreaterThanOrEqual(4);
    expect(sobre(para, c.codigo, '')).toHaveLength(0);
    expect((await filasDe(t, `cpt:${c.idCpt}:PAGADO`)).map((f) => f.estado)).toEqual(['PENDIENTE', 'PENDIENTE']);
    // Still not due a second later; due after its minute, and sent once.
    await rondaCorreos(t);
    expect(sobre(para, c.codigo, '')).toHaveLength(0);
    t.clock.advance(1);
    await rondaCorreos(t);
    await rondaCorreos(t);
    expect(sobre(para, c.codigo, 'emitido')).toHaveLength(1);
    expect(sobre(para, c.codigo, 'planilla pagada')).toHaveLength(1);
  });

  it('the platform down when the code is asked for: the mail of the code goes when the polling issues it, once', async () => {
    const url = sim.url;
    await apuntarPagos(t, 'http://127.0.0.1:9/pagos/v1/');
    const p = await planillaDe(t, emp, entidad, sucursal, ['3.00']);
    const res = await pedirCodigo(t, emp, [p]);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    await apuntarPagos(t, url);
    const [fila] = await t.database.db.select().from(cpts).orderBy(cpts.id).limit(1).offset((await t.database.db.$count(cpts)) - 1);
    expect(fila!.codigo).toBeNull();
    await rondaCorreos(t);
    expect(await filasDe(t, `cpt:${fila!.id}:EMITIDO`)).toEqual([]);
    t.clock.advance(2);
    expect((await revisar(t)).emitidos).toBe(1);
    await rondaCorreos(t);
    const [emitido] = await t.database.db.select().from(cpts).where(eq(cpts.id, fila!.id));
    expect(sobre(para, emitido!.codigo!, 'emitido')).toHaveLength(1);
  });
});
