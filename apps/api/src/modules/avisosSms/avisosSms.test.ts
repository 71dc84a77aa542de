import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { sumarDias, fechaBolivia } from '@pb/contract';
import { MENSAJES, texto } from '@pb/contract/mensajes';
import { avisosSms, beneficiarias, entregas, parametros, personas, planillaDetalle, planillas, serviciosIop, smsNumeros, subsidios, sucursales, usuarios } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { withSms } from '../../test/sms.js';
import { silencioso } from '../../test/cpts.js';
import { invariantes } from '../../test/invariantes.js';
import { marcarPagadas } from '../planillas/service.js';
import { cambiarEstados } from '../beneficiarias/estados.js';
import { rondaAvisosSms, type DepsAvisosSms } from './tareaPeriodica.js';

/**
 * The beneficiaries' SMS notices (issue 55 §3, decision 082) over the real database and the SMS
 * gateway's simulator: a payroll paid tells each of its beneficiaries once (amount and saldo), a block
 * tells her once, a delivery of her calendar that opens today tells her once; an opted-out number and
 * one past its daily cap get nothing; a reply BAJA through the gateway turns her notices off.
 */
let t: TestApp;
let sms: Awaited<ReturnType<typeof withSms>>;
let entidad: number;
let sucursal: number;
let admin: number;
let movil = 71000100;

beforeAll(async () => {
  t = await createTestApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sms = await withSms(t, { respuestasUrl: `${base}/api/v1/sms/respuestas` });
  entidad = (await makeEntidad(t)).id;
  sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'OFICINA', id_entidad: entidad, tipo: 'SUCURSAL', dpa: '020101' }).returning({ id: sucursales.id }))[0]!.id;
  admin = (await t.database.db.select({ id: usuarios.id }).from(usuarios).limit(1))[0]!.id;
}, 60_000);
afterAll(async () => {
  await sms.close();
  await t.close();
});

const deps = (extra: Partial<DepsAvisosSms> = {}): DepsAvisosSms => ({ db: t.database.db, clock: t.clock, config: t.deps.config, log: silencioso, ...extra });
const ronda = () => rondaAvisosSms(deps());
const recibidos = async (numero: string) => ((await (await fetch(`${sms.url}mensajes/${numero}`, { headers: { authorization: `Bearer ${sms.token}` } })).json()) as { mensajes: Array<{ texto: string }> }).mensajes.map((m) => m.texto);
const filas = (clave: string) => t.database.db.select().from(avisosSms).where(like(avisosSms.clave, clave)).orderBy(asc(avisosSms.id));

/** Bonus beneficiaries with these amounts; each with a mobile unless `sinMovil`, her name `nombres`. */
async function trabajadoras(montos: string[], { sinMovil = false, nombres = 'ANA MARÍA' } = {}) {
  const ids = await makeBeneficiariasBono(t, entidad, sucursal, montos);
  const out: Array<{ id: number; persona: number; movil: string | null }> = [];
  for (const id of ids) {
    const [b] = await t.database.db.select({ persona: beneficiarias.id_persona }).from(beneficiarias).where(eq(beneficiarias.id, id));
    const numero = sinMovil ? null : String(++movil);
    await t.database.db.update(personas).set({ movil: numero, nombres }).where(eq(personas.id, b!.persona));
    out.push({ id, persona: b!.persona, movil: numero });
  }
  return out;
}

/** A payroll of these lines (beneficiary, amount), ENVIADO, then paid the ledger's way. */
async function pagar(lineas: Array<{ id: number; monto: string }>) {
  const { db } = t.database;
  const total = lineas.reduce((s, l) => s + Number(l.monto), 0).toFixed(2);
  const [p] = await db.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: 'PLANILLA', periodo: '2031-02-01', monto_total: total, estado: 'ENVIADO' }).returning({ id: planillas.id });
  await db.insert(planillaDetalle).values(lineas.map((l) => ({ id_planilla: p!.id, id_beneficiaria: l.id, id_subsidio: 1, monto: l.monto, periodo: '2031-02-01' })));
  await db.transaction((tx) => marcarPagadas(tx, [p!.id], admin, t.clock()));
  return p!.id;
}

describe('a payroll paid', () => {
  it('tells each beneficiary with a mobile once, with the amount and her saldo, however many rounds', async () => {
    const [ana, sinMovil] = [...(await trabajadoras(['150.50'])), ...(await trabajadoras(['80.00'], { sinMovil: true }))];
    const planilla = await pagar([
      { id: ana!.id, monto: '150.50' },
      { id: sinMovil!.id, monto: '80.00' },
    ]);
    expect(await filas(`abono:planilla:${planilla}:%`)).toHaveLength(1);
    await ronda();
    await ronda();
    expect(await recibidos(ana!.movil!)).toEqual([`ProBolivia: Ana, se acreditó Bs 150,50 a su ${await nombreBono()}. Saldo: Bs 150,50. Para no recibir avisos responda BAJA.`]);
    const [fila] = await filas(`abono:planilla:${planilla}:%`);
    expect(fila).toMatchObject({ estado: 'ENVIADO', numero: ana!.movil, intentos: 1 });
    // Only her first name is kept with the notice.
    expect(fila!.datos).toEqual({ nombre: 'ANA', subsidio: await nombreBono(), monto: '150.50', saldo: '150.50' });
    expect(await invariantes(t.database.db)).toEqual([]);
  });

  it('is written in English when that is her language, with the amounts the English way', async () => {
    const [b] = await trabajadoras(['1234.50']);
    await t.database.db.insert(smsNumeros).values({ numero: b!.movil!, idioma: 'en' });
    await pagar([{ id: b!.id, monto: '1234.50' }]);
    await ronda();
    expect((await recibidos(b!.movil!))[0]).toMatch(/^ProBolivia: Ana, Bs 1,234\.50 was credited to your .+\. Balance: Bs 1,234\.50\. Reply BAJA to stop these messages\.$/);
  });

  it('tells nothing to a number that opted out, and a payment is never held up by a gateway that is down', async () => {
    const [fuera, caida] = await trabajadoras(['10.00', '20.00']);
    await t.database.db.insert(smsNumeros).values({ numero: fuera!.movil!, baja_at: t.clock(), baja_via: 'MI_SALDO' });
    const [servicio] = await t.database.db.select({ url: serviciosIop.url }).from(serviciosIop).where(eq(serviciosIop.codigo, 'SMS'));
    await t.database.db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/sms/' }).where(eq(serviciosIop.codigo, 'SMS'));
    const planilla = await pagar([
      { id: fuera!.id, monto: '10.00' },
      { id: caida!.id, monto: '20.00' },
    ]);
    try {
      expect((await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, planilla)))[0]!.estado).toBe('PAGADO');
      const r = await ronda();
      expect(r).toMatchObject({ enviados: 0, reintentos: 1 });
      expect((await filas(`abono:planilla:${planilla}:%`)).map((f) => [f.numero, f.estado])).toEqual([[caida!.movil, 'PENDIENTE']]);
    } finally {
      await t.database.db.update(serviciosIop).set({ url: servicio!.url }).where(eq(serviciosIop.codigo, 'SMS'));
    }
    // Back after its wait (a minute after the first failure): sent once.
    t.clock.advance(2);
    await ronda();
    expect(await recibidos(caida!.movil!)).toHaveLength(1);
    expect(await recibidos(fuera!.movil!)).toEqual([]);
  });
});

const nombreBono = async () => (await t.database.db.select({ nombre: subsidios.nombre }).from(subsidios).where(eq(subsidios.id, 1)))[0]!.nombre;

describe('a block', () => {
  it('tells her once why, even when it moves two rows of hers, and says nothing of other changes', async () => {
    const [b] = await trabajadoras(['5.00']);
    // Her bonus row at a second employer.
    const otraEntidad = (await makeEntidad(t)).id;
    const [otra] = await makeBeneficiariasBono(t, otraEntidad, sucursal, ['6.00']);
    await t.database.db.update(beneficiarias).set({ id_persona: b!.persona }).where(eq(beneficiarias.id, otra!));
    await t.database.db.transaction((tx) => cambiarEstados(tx, { personas: [b!.persona] }, 'ACTIVO', 'BLOQUEADO_INTENTOS', '3 códigos incorrectos', { quien: null, cuando: t.clock() }));
    await t.database.db.transaction((tx) => cambiarEstados(tx, { personas: [b!.persona] }, 'BLOQUEADO_INTENTOS', 'ACTIVO', 'desbloqueo', { quien: admin, cuando: t.clock() }));
    await ronda();
    expect(await recibidos(b!.movil!)).toEqual(['ProBolivia: Ana, su cuenta se bloqueó tras 3 códigos o tarjetas incorrectos seguidos. Acuda a un punto de atención para desbloquearla.']);
  });
});

describe('the daily cap', () => {
  it('sends a number at most SMS_AVISOS_POR_DIA notices in 24 hours; the rest are OMITIDO with the reason', async () => {
    const [b] = await trabajadoras(['5.00']);
    await t.database.db.update(parametros).set({ valor: '2' }).where(eq(parametros.nombre, 'SMS_AVISOS_POR_DIA'));
    try {
      for (let i = 0; i < 3; i++) {
        await t.database.db.transaction((tx) => cambiarEstados(tx, { personas: [b!.persona] }, 'ACTIVO', 'SUSPENDIDO', 'duplicado', { quien: admin, cuando: t.clock() }));
        await t.database.db.transaction((tx) => cambiarEstados(tx, { personas: [b!.persona] }, 'SUSPENDIDO', 'ACTIVO', 'revisado', { quien: admin, cuando: t.clock() }));
        t.clock.advance(1);
      }
      await ronda();
      const todas = await t.database.db.select({ estado: avisosSms.estado, motivo: avisosSms.motivo }).from(avisosSms).where(eq(avisosSms.numero, b!.movil!)).orderBy(asc(avisosSms.id));
      expect(todas).toEqual([
        { estado: 'ENVIADO', motivo: null },
        { estado: 'ENVIADO', motivo: null },
        { estado: 'OMITIDO', motivo: 'CUPO' },
      ]);
      expect(await recibidos(b!.movil!)).toHaveLength(2);
    } finally {
      await t.database.db.update(parametros).set({ valor: '5' }).where(eq(parametros.nombre, 'SMS_AVISOS_POR_DIA'));
    }
  });
});

describe('a delivery that opens today', () => {
  it('is told once, whatever the rounds; one enabled today came with its credit and is not told again', async () => {
    const [b] = await trabajadoras(['5.00']);
    const hoy = fechaBolivia(t.clock());
    const ayer = new Date(t.clock().getTime() - 86_400_000);
    const base = { id_beneficiaria: b!.id, id_subsidio: 1, monto: '50.00', fecha_limite: sumarDias(hoy, 30), estado: 'HABILITADO' };
    const [abre] = await t.database.db.insert(entregas).values({ ...base, nro_asignacion: 2, origen: `prueba:${b!.id}:2`, habilitada_desde: hoy, _created_at: ayer }).returning({ id: entregas.id });
    await t.database.db.insert(entregas).values({ ...base, nro_asignacion: 1, origen: `prueba:${b!.id}:1`, habilitada_desde: hoy, _created_at: t.clock() });
    await t.database.db.insert(entregas).values({ ...base, nro_asignacion: 3, origen: `prueba:${b!.id}:3`, habilitada_desde: sumarDias(hoy, 30), _created_at: ayer });
    await ronda();
    await ronda();
    expect(await filas('entrega:%').then((f) => f.filter((x) => x.numero === b!.movil).map((x) => x.clave))).toEqual([`entrega:${abre!.id}`]);
    const [m] = await recibidos(b!.movil!);
    expect(m).toContain(`ProBolivia: Ana, desde hoy puede recoger la entrega 2 de `);
    expect(m!.length).toBeLessThanOrEqual(160);
  });
});

describe('a reply through the gateway', () => {
  it('BAJA turns her notices off with one confirmation; ALTA on again; any other text changes nothing', async () => {
    const [b] = await trabajadoras(['5.00']);
    expect(await sms.responder(b!.movil!, 'hola')).toBe(200);
    expect(await t.database.db.select().from(smsNumeros).where(eq(smsNumeros.numero, b!.movil!))).toEqual([]);
    expect(await sms.responder(b!.movil!, ' baja ')).toBe(200);
    expect((await t.database.db.select().from(smsNumeros).where(eq(smsNumeros.numero, b!.movil!)))[0]).toMatchObject({ baja_via: 'RESPUESTA' });
    await pagar([{ id: b!.id, monto: '5.00' }]);
    await ronda();
    expect(await recibidos(b!.movil!)).toEqual(['ProBolivia: ya no recibirá avisos por SMS. Responda ALTA para volver a recibirlos.']);
    expect(await sms.responder(b!.movil!, 'Alta')).toBe(200);
    await ronda();
    expect((await recibidos(b!.movil!))[0]).toBe('ProBolivia: volverá a recibir avisos por SMS. Responda BAJA para dejar de recibirlos.');
    expect((await t.database.db.select().from(smsNumeros).where(eq(smsNumeros.numero, b!.movil!)))[0]!.baja_at).toBeNull();
  });

  it('without the gateway token is a 401 that changes nothing; a body that is not a reply is a 400', async () => {
    const [b] = await trabajadoras(['5.00']);
    const cuerpo = { id: 'X-1', numero: b!.movil, texto: 'BAJA' };
    for (const authorization of [undefined, 'Bearer otro-token', sms.token]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/sms/respuestas', headers: authorization ? { authorization } : {}, payload: cuerpo });
      expect(r.statusCode).toBe(401);
      expect(r.json().error).toBe(texto(MENSAJES.smsRespuestaNoAutorizada));
    }
    const mal = await t.app.inject({ method: 'POST', url: '/api/v1/sms/respuestas', headers: { authorization: `Bearer ${sms.token}` }, payload: { id: 'X-2', numero: 'abc', texto: 'BAJA' } });
    expect(mal.statusCode).toBe(400);
    expect(await t.database.db.select().from(smsNumeros).where(and(eq(smsNumeros.numero, b!.movil!)))).toEqual([]);
  });
});
