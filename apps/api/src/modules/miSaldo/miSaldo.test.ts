import { eq } from 'drizzle-orm';
import { MENSAJES } from '@pb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiarias, codigosVerificacion, personas, sucursales } from '../../db/schema/index.js';
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
  sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'OFICINA', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
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
const verificar = (documento: string, codigo: string) => t.rest('POST', '/api/v1/mi-saldo/verificar', null, { documento, codigo });

describe('asking a code', () => {
  it('answers the same status and body for her, an unknown document and a wrong birth date; only she gets an SMS', async () => {
    const b = await beneficiaria();
    const [ella, desconocido, otraFecha] = await Promise.all([pedir(b.documento, b.fechaNacimiento), pedir('99999999901', b.fechaNacimiento), pedir(b.documento, '04/02/1990')]);
    for (const r of [ella, desconocido, otraFecha]) {
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ message: MENSAJES.miSaldoCodigoSolicitado });
    }
    expect(await sms.codigo(b.movil)).toMatch(/^\d{6}$/);
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

  it('refuses a document past its allowance with 429 and a Spanish message', async () => {
    const b = await beneficiaria();
    const respuestas = [];
    for (let i = 0; i < 4; i++) respuestas.push(await pedir(b.documento, '01/01/2000'));
    expect(respuestas.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(respuestas[3]!.statusCode).toBe(429);
    expect(respuestas[3]!.json()).toEqual({ error: MENSAJES.demasiadosIntentos, code: 'RATE_LIMITED' });
  });
});

describe('using the code', () => {
  it('a right code gives a grant that reads her balances; the code is single use', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = (await sms.codigo(b.movil))!;
    const r = await verificar(b.documento, codigo);
    expect(r.statusCode).toBe(200);
    const { token } = r.json() as { token: string };
    const saldo = await ver(token);
    expect(saldo.statusCode).toBe(200);
    expect(Array.isArray(saldo.json().saldos)).toBe(true);
    expect((await verificar(b.documento, codigo)).json()).toEqual({ code: -1, message: MENSAJES.codigoSinEnviar });
  });

  it('three wrong tries spend the code; an expired code is refused', async () => {
    const b = await beneficiaria();
    await pedir(b.documento, b.fechaNacimiento);
    const codigo = (await sms.codigo(b.movil))!;
    const malo = codigo === '000000' ? '111111' : '000000';
    await verificar(b.documento, malo);
    await verificar(b.documento, malo);
    expect((await verificar(b.documento, malo)).json()).toEqual({ code: -1, message: MENSAJES.codigoAgotado });
    expect((await verificar(b.documento, codigo)).json()).toEqual({ code: -1, message: MENSAJES.codigoSinEnviar });

    await pedir(b.documento, b.fechaNacimiento);
    const otro = (await sms.codigo(b.movil))!;
    t.clock.advance(11);
    expect((await verificar(b.documento, otro)).json()).toEqual({ code: -1, message: MENSAJES.codigoVencido });
  });

  it('without a grant, or with a made-up one, the view answers 401', async () => {
    expect((await ver()).statusCode).toBe(401);
    expect((await ver('x'.repeat(43))).statusCode).toBe(401);
  });
});
