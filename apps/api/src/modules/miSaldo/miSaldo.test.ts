import { and, eq } from 'drizzle-orm';
import { restError } from '../../core/errors.js';
import { type MiSaldoVista } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso, texto } from '@pb/contract/mensajes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiarias, codigosVerificacion, logs, personas, planillaDetalle, planillas, smsNumeros, subsidios, sucursales, usuarios } from '../../db/schema/index.js';
import { marcarPagadas } from '../planillas/service.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { withSms } from '../../test/sms.js';

/** A beneficiary's own balance page (issue 35 §2, decision 063) over the real routes, SMS through the simulator. */
let t: TestApp;
let sms: Awaited<ReturnType<typeof withSms>>;
let entidad: number;
let sucursal: number;
let movil = 70000100;

beforeAll(async () => {
  t = await createTestApp();
  sms = await withSms(t);
  entidad = (await makeEntidad(t)).id;
  sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'OFICINA', id_entidad: entidad, tipo: 'SUCURSAL', dpa: '020101' }).returning({ id: sucursales.id }))[0]!.id;
});
afterAll(async () => {
  await sms.close();
  await t.close();
});

/** An ACTIVO beneficiary with a verified mobile: her document, birth date and mobile. */
async function beneficiaria() {
  const [id] = await makeBeneficiariasBono(t, entidad, sucursal, ['150.00']);
  const [b] = await t.database.db.select({ persona: beneficiarias.id_persona }).from(beneficiarias).where(eq(beneficiarias.id, id!));
  const numero = String(++movil);
  const [p] = await t.database.db.update(personas).set({ movil: numero }).where(eq(personas.id, b!.persona)).returning({ documento: personas.nro_documento, id: personas.id });
  return { documento: p!.documento, idPersona: p!.id, fechaNacimiento: '03/02/1990', movil: numero };
}

const pedir = (documento: string, fechaNacimiento: string, app: TestApp = t) => app.rest('POST', '/api/v1/mi-saldo/codigo', null, { documento, fechaNacimiento });
const ver = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/mi-saldo', headers: token ? { 'x-acceso-saldo': token } : {} });
const verificar = (b: { documento: string; fechaNacimiento: string }, codigo: string) => t.rest('POST', '/api/v1/mi-saldo/verificar', null, { documento: b.documento, fechaNacimiento: b.fechaNacimiento, codigo });

/** The SMS goes after step 1 answers: the newest code the gateway got for this mobile once it differs from `antes`. */
async function codigoNuevo(movil: string, antes: string | null = null): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const c = await sms.codigo(movil);
    if (c !== null && c !== antes) return c;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`ningún código nuevo para ${movil}`);
}

describe('asking a code', () => {
  it('answers the same status and body for her, an unknown document and a wrong birth date; only she gets an SMS', async () => {
    const b = await beneficiaria();
    const [ella, desconocido, otraFecha] = await Promise.all([pedir(b.documento, b.fechaNacimiento), pedir('99999999901', b.fechaNacimiento), pedir(b.documento, '04/02/1990')]);
    for (const r of [ella, desconocido, otraFecha]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ ...aviso(MENSAJES.miSaldoCodigoSolicitado({ minutos: 10 }), 'message') });
    }
    expect(await codigoNuevo(b.movil)).toMatch(/^\d{6}$/);
    const codigos = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, b.idPersona));
    expect(codigos.map((c) => c.proposito)).toEqual(['SALDO']);
  });

  it('refuses an address past its allowance (LOGIN_RATE_LIMIT a minute) with 429', async () => {
    const estricta = await createTestApp({ LOGIN_RATE_LIMIT: '2' });
    try {
      const codigos = [];
      for (let i = 0; i < 3; i++) codigos.push((await pedir(String(88000000 + i), '01/01/2000', estricta)).statusCode);
      expect(codigos).toEqual([200, 200, 429]);
    } finally {
      await estricta.close();
    }
  });

  it('refuses a malformed document or birth date with a Spanish message, and sends nothing', async () => {
    const antes = (await t.database.db.select().from(codigosVerificacion)).length;
    for (const [documento, fecha] of [['12a4', '03/02/1990'], ['1234567', '31/02/1990'], ['1234567', '03/02/2999']]) {
      const r = await pedir(documento!, fecha!);
      expect(r.statusCode, `${documento} ${fecha}: ${r.body}`).toBe(400);
      expect(r.json().error).toMatch(/inválido/);
    }
    expect((await t.rest('POST', '/api/v1/mi-saldo/verificar', null, { documento: '1234567', fechaNacimiento: '03/02/1990', codigo: ' ' })).statusCode).toBe(400);
    expect(await t.database.db.select().from(codigosVerificacion)).toHaveLength(antes);
  });

  it('refuses a document past its allowance with 429 and a Spanish message', async () => {
    const b = await beneficiaria();
    const respuestas = [];
    for (let i = 0; i < 4; i++) respuestas.push(await pedir(b.documento, '01/01/2000'));
    expect(respuestas.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(respuestas[3]!.statusCode).toBe(429);
    expect(respuestas[3]!.json()).toEqual(restError(MENSAJES.demasiadosIntentos, 'RATE_LIMITED'));
  });

  it('five codes an hour per document (decision 068): past them, she and a stranger get the same 429, and no SMS reaches her', async () => {
    const b = await beneficiaria();
    const extrano = '99999999902';
    let antes: string | null = null;
    for (let i = 0; i < 5; i++) {
      expect((await pedir(b.documento, b.fechaNacimiento)).statusCode).toBe(200);
      expect((await pedir(extrano, b.fechaNacimiento)).statusCode).toBe(200);
      antes = await codigoNuevo(b.movil, antes);
      t.clock.advance(1);
    }
    const [ella, el] = [await pedir(b.documento, b.fechaNacimiento), await pedir(extrano, b.fechaNacimiento)];
    for (const r of [ella, el]) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual(restError(MENSAJES.codigosDemasiados({ hora: 5, dia: 10 }), 'RATE_LIMITED'));
    }
    // Her fifth code is still the one that opens her page.
    expect((await verificar(b, antes!)).statusCode).toBe(200);
    const suyos = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, b.idPersona));
    expect(suyos).toHaveLength(5);
  });
});

const RECHAZO = { code: -1, ...aviso(MENSAJES.miSaldoCodigoRechazado({ minutos: 10, intentos: 3 }), 'message') };

describe('using the code', () => {
  it('tells nobody who is a beneficiary: a wrong code for her, a stranger and a wrong birth date get one answer; the audit keeps the reason', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = await codigoNuevo(b.movil);
    const malo = codigo === '000000' ? '111111' : '000000';
    const suyo = await verificar(b, malo);
    const extrana = await verificar({ documento: '99999991', fechaNacimiento: '01/01/1990' }, malo);
    const otraFecha = await verificar({ documento: b.documento, fechaNacimiento: '05/05/1985' }, malo);
    for (const r of [suyo, extrana, otraFecha]) {
      expect(r.statusCode).toBe(suyo.statusCode);
      expect(r.json()).toEqual(RECHAZO);
    }
    const auditados = await t.database.db.select({ mensaje: logs.mensaje }).from(logs).where(and(eq(logs.tipo, 'MI_SALDO'), eq(logs.referencia, `documento ${b.documento}`)));
    expect(auditados.map((l) => l.mensaje)).toEqual(expect.arrayContaining([`Mi saldo: código rechazado (${TEXTOS.codigoIncorrecto({ restantes: 2 })})`, `Mi saldo: código rechazado (${TEXTOS.codigoSinEnviar})`]));
    // A wrong try does not spend her code: the right one still opens her page.
    expect((await verificar(b, codigo)).statusCode).toBe(200);
  });

  it('a right code gives a grant that reads her balances; the code is single use', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = await codigoNuevo(b.movil);
    const r = await verificar(b, codigo);
    expect(r.statusCode).toBe(200);
    const { token } = r.json() as { token: string };
    const saldo = await ver(token);
    expect(saldo.statusCode).toBe(200);
    expect(Array.isArray(saldo.json().saldos)).toBe(true);
    expect((await verificar(b, codigo)).json()).toEqual(RECHAZO);
  });

  it('three wrong tries spend the code; an expired code is refused', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = await codigoNuevo(b.movil);
    const malo = codigo === '000000' ? '111111' : '000000';
    await verificar(b, malo);
    await verificar(b, malo);
    expect((await verificar(b, malo)).json()).toEqual(RECHAZO);
    expect((await verificar(b, codigo)).json()).toEqual(RECHAZO);

    await pedir(b.documento, b.fechaNacimiento);
    const otro = await codigoNuevo(b.movil, codigo);
    t.clock.advance(11);
    expect((await verificar(b, otro)).json()).toEqual(RECHAZO);
  });

  it('without a grant, or with a made-up one, the view answers 401', async () => {
    expect((await ver()).statusCode).toBe(401);
    expect((await ver('x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('her page', () => {
  /** A prenatal subsidy row of hers paid through a payroll the real way: a credit and a delivery calendar. */
  async function conSubsidioPagado(b: { idPersona: number }) {
    const { db } = t.database;
    const [sub] = await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL'));
    const [fila] = await db
      .insert(beneficiarias)
      .values({ id_persona: b.idPersona, id_persona_titular: b.idPersona, id_subsidio: sub!.id, id_entidad: entidad, id_sucursal: sucursal, estado: 'ACTIVO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4 })
      .returning({ id: beneficiarias.id });
    const [p] = await db
      .insert(planillas)
      .values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: 'PLANILLA MI SALDO', periodo: '2031-01-01', monto_total: '250.00', estado: 'ENVIADO' })
      .returning({ id: planillas.id });
    await db.insert(planillaDetalle).values({ id_planilla: p!.id, id_beneficiaria: fila!.id, id_subsidio: sub!.id, nro_asignacion: 1, monto: '250.00', periodo: '2031-01-01' });
    const admin = (await db.select({ id: usuarios.id }).from(usuarios).limit(1))[0]!.id;
    await db.transaction((tx) => marcarPagadas(tx, [p!.id], admin, t.clock()));
  }

  async function entrar(b: { documento: string; fechaNacimiento: string; movil: string }) {
    await pedir(b.documento, b.fechaNacimiento);
    const r = await verificar(b, await codigoNuevo(b.movil));
    return (r.json() as { token: string }).token;
  }

  it('shows her first name, her masked mobile, each balance, the payroll credit, the calendar and her regional office; nothing of another person', async () => {
    const b = await beneficiaria();
    await conSubsidioPagado(b);
    const otra = await beneficiaria();
    const vista = (await ver(await entrar(b))).json() as MiSaldoVista;
    expect(vista.nombre).not.toBe('');
    expect(vista.celular).toBe(`••••••${b.movil.slice(-2)}`);
    expect(vista.saldos).toContainEqual({ subsidio: 'SUBSIDIO PRENATAL', saldo: '250.00' });
    expect(vista.movimientos).toEqual([expect.objectContaining({ subsidio: 'SUBSIDIO PRENATAL', detalle: 'Planilla PLANILLA MI SALDO (asignación 1)', monto: '+250.00' })]);
    expect(vista.calendario).toEqual([expect.objectContaining({ subsidio: 'SUBSIDIO PRENATAL', asignacion: 1, estado: 'HABILITADO', monto: '250.00' })]);
    expect(vista.oficina).toEqual(expect.objectContaining({ nombre: 'REGIONAL LA PAZ' }));
    const deOtra = (await ver(await entrar(otra))).json() as MiSaldoVista;
    expect(deOtra.movimientos).toEqual([]);
    expect(deOtra.saldos.some((s) => s.subsidio === 'SUBSIDIO PRENATAL')).toBe(false);
  });

  it('downloads her statement PDF with the grant, audited; without one, 401', async () => {
    const b = await beneficiaria();
    await conSubsidioPagado(b);
    const token = await entrar(b);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/v1/mi-saldo/extracto', headers: { 'x-acceso-saldo': token, accept: 'application/pdf' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/mi-saldo/extracto' })).statusCode).toBe(401);
    const auditados = await t.database.db.select({ mensaje: logs.mensaje }).from(logs).where(and(eq(logs.tipo, 'MI_SALDO'), eq(logs.referencia, `documento ${b.documento}`)));
    expect(auditados.map((l) => l.mensaje)).toEqual(expect.arrayContaining(['Mi saldo: código enviado por SMS', 'Mi saldo: código usado, acceso abierto', 'Mi saldo: extracto descargado']));
  });

  it('a right code with another birth date opens nothing', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = await codigoNuevo(b.movil);
    expect((await verificar({ documento: b.documento, fechaNacimiento: '05/05/1985' }, codigo)).json()).toEqual(RECHAZO);
    expect((await verificar(b, codigo)).statusCode).toBe(200);
  });

  it('turns her SMS notices off and on for her own mobile only, in her page\'s language; bad input and no grant change nothing', async () => {
    const b = await beneficiaria();
    const otra = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const token = ((await t.rest('POST', '/api/v1/mi-saldo/verificar', null, { documento: b.documento, fechaNacimiento: b.fechaNacimiento, codigo: await codigoNuevo(b.movil), idioma: 'ay' })).json() as { token: string }).token;
    const numero = async (movil: string) => (await t.database.db.select().from(smsNumeros).where(eq(smsNumeros.numero, movil)))[0];
    expect(await numero(b.movil)).toMatchObject({ idioma: 'ay', baja_at: null });
    expect(((await ver(token)).json() as MiSaldoVista).avisosSms).toBe(true);
    const poner = (activo: unknown, idioma: unknown, grant: string | null = token) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/mi-saldo/avisos', headers: grant ? { 'x-acceso-saldo': grant } : {}, payload: { activo, idioma } });
    const fuera = await poner(false, 'es');
    expect(fuera.statusCode).toBe(200);
    expect(fuera.json()).toEqual({ avisosSms: false, ...aviso(MENSAJES.miSaldoAvisosDesactivados, 'message') });
    expect(await numero(b.movil)).toMatchObject({ idioma: 'es', baja_via: 'MI_SALDO' });
    expect(((await ver(token)).json() as MiSaldoVista).avisosSms).toBe(false);
    for (const r of [await poner('no', 'es'), await poner(true, 'fr')]) expect(r.statusCode).toBe(400);
    expect((await poner(true, 'es', null)).statusCode).toBe(401);
    expect((await poner(true, 'es', 'x'.repeat(43))).statusCode).toBe(401);
    expect((await numero(b.movil))!.baja_at).not.toBeNull();
    expect(await numero(otra.movil)).toBeUndefined();
    expect((await poner(true, 'en')).json()).toMatchObject({ avisosSms: true, clave: 'miSaldoAvisosActivados' });
    expect(await numero(b.movil)).toMatchObject({ idioma: 'en', baja_at: null, baja_via: null });
    const auditados = await t.database.db.select({ mensaje: logs.mensaje }).from(logs).where(and(eq(logs.tipo, 'MI_SALDO'), eq(logs.referencia, `persona ${b.idPersona}`)));
    expect(auditados.map((l) => l.mensaje)).toEqual(['Mi saldo: avisos por SMS desactivados', 'Mi saldo: avisos por SMS activados']);
    // Her mobile removed since she opened her page: nothing to switch, a 409 that changes nothing.
    await t.database.db.update(personas).set({ movil: null }).where(eq(personas.id, b.idPersona));
    const sin = await poner(false, 'es');
    expect(sin.statusCode).toBe(409);
    expect(sin.json().error).toBe(texto(MENSAJES.miSaldoSinCelular));
    expect(await numero(b.movil)).toMatchObject({ baja_at: null });
  });

  it('a grant ends after 15 minutes', async () => {
    const b = await beneficiaria();
    const token = await entrar(b);
    expect((await ver(token)).statusCode).toBe(200);
    t.clock.advance(16);
    expect((await ver(token)).statusCode).toBe(401);
  });
});
