import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { type EstadoBeneficiaria } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { withSms } from '../../test/sms.js';
import { beneficiariaEstados, beneficiarias, codigosVerificacion, personas, serviciosIop, sucursales } from '../../db/schema/index.js';

/**
 * The beneficiary's phone at the counter: codes go through the SMS gateway's simulator over real HTTP
 * and the test reads them from it, as the beneficiary reads her phone.
 */
let t: TestApp;
let sms: Awaited<ReturnType<typeof withSms>>;
let operador: string;
let empleador: string;
let entidad: number;
let sucursal: number;

beforeAll(async () => {
  t = await createTestApp();
  sms = await withSms(t);
  entidad = (await makeEntidad(t)).id;
  const [s] = await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: entidad, tipo: 'SUCURSAL' }).returning();
  sucursal = s!.id;
  operador = (await loginAs(t, 3)).token;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
});
afterAll(async () => {
  await sms.close();
  await t.close();
});

let seq = 0;
const base = 1_000_000 + Math.floor(Math.random() * 8_000_000);
const nuevoMovil = () => `6${base + ++seq}`;

/** A person with a subsidy beneficiary (subsidy 2) in the given state. */
async function beneficiaria(estado: EstadoBeneficiaria = 'CREADO', movil: string | null = nuevoMovil()) {
  const [persona] = await t.database.db
    .insert(personas)
    .values({ nro_documento: `${7_000_000 + ++seq}`, nombres: `BENEFICIARIA ${seq}`, primer_apellido: 'CONDORI', fecha_nacimiento: '1995-03-01', pais_nacimiento: 'BOLIVIA', movil })
    .returning();
  const [ben] = await t.database.db.insert(beneficiarias).values({ id_persona: persona!.id, id_persona_titular: persona!.id, id_subsidio: 2, id_entidad: entidad, id_sucursal: sucursal, estado }).returning();
  return { persona: persona!, ben: ben! };
}

const ENVIAR = 'mutation ($idPersona: ID!, $numeroCelular: String!) { enviarCodigo(idPersona: $idPersona, numeroCelular: $numeroCelular) { code message } }';
const VERIFICAR = 'mutation ($idPersona: ID!, $codigo: String!) { verificarCodigo(idPersona: $idPersona, codigo: $codigo) { code message } }';
const ENTREGA = 'mutation ($idBeneficiaria: ID!) { enviarCodigoEntrega(idBeneficiaria: $idBeneficiaria) { code message } }';

const enviar = async (idPersona: number, numeroCelular: string, token = operador) => {
  const r = await t.gql(token, ENVIAR, { idPersona, numeroCelular });
  return r.errors ? r : r.data.enviarCodigo;
};
const verificar = async (idPersona: number, codigo: string) => (await t.gql(operador, VERIFICAR, { idPersona, codigo })).data.verificarCodigo;
const estadoDe = async (id: number) => (await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, id)))[0]!.estado;
const movilDe = async (id: number) => (await t.database.db.select({ movil: personas.movil }).from(personas).where(eq(personas.id, id)))[0]!.movil;
const ultimoCodigo = async (idPersona: number) =>
  (await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, idPersona)).orderBy(desc(codigosVerificacion.id)).limit(1))[0]!;
/** A wrong code for this right one. */
const otro = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

const ENVIADO = { code: 1, message: TEXTOS.codigoEnviado };

describe('changing the phone with a code by SMS', () => {
  it('sent, read on the phone, verified: the new number is hers and she is ACTIVO', async () => {
    const { persona, ben } = await beneficiaria('CREADO');
    const numero = nuevoMovil();
    expect(await enviar(persona.id, numero)).toEqual(ENVIADO);
    const [mensaje] = ((await (await fetch(`${sms.url}mensajes/${numero}`, { headers: { authorization: `Bearer ${sms.token}` } })).json()) as { mensajes: Array<{ id: string; texto: string }> }).mensajes;
    expect(mensaje!.texto).toMatch(/^ProBolivia: su código de verificación es \d{6}\. Vence en 10 minutos\.$/);
    // Sending is the first step of her activation; the message id is kept with the code.
    expect(await estadoDe(ben.id)).toBe('PARA_ACTIVACION');
    expect(await ultimoCodigo(persona.id)).toMatchObject({ numero_celular: numero, proposito: 'CELULAR', estado: 'PENDIENTE', id_mensaje: mensaje!.id });
    expect(await movilDe(persona.id)).toBe(persona.movil);

    expect(await verificar(persona.id, (await sms.codigo(numero))!)).toEqual({ code: 1, message: TEXTOS.celularActualizado });
    expect(await movilDe(persona.id)).toBe(numero);
    expect(await estadoDe(ben.id)).toBe('ACTIVO');
    const cambios = await t.database.db.select().from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, ben.id)).orderBy(beneficiariaEstados.id);
    expect(cambios.map((c) => [c.estado_anterior, c.estado_nuevo])).toEqual([
      ['CREADO', 'PARA_ACTIVACION'],
      ['PARA_ACTIVACION', 'ACTIVO'],
    ]);
    expect((await ultimoCodigo(persona.id)).estado).toBe('VERIFICADO');
  });

  it('a beneficiary blocked by a phone change is ACTIVO again once the new phone is verified; an ACTIVO one stays ACTIVO', async () => {
    const { persona, ben } = await beneficiaria('BLOQUEADO_CAMBIO_CELULAR');
    const [otraBen] = await t.database.db.insert(beneficiarias).values({ id_persona: persona.id, id_persona_titular: persona.id, id_subsidio: 3, id_entidad: entidad, id_sucursal: sucursal, estado: 'ACTIVO' }).returning();
    const numero = nuevoMovil();
    expect(await enviar(persona.id, numero)).toEqual(ENVIADO);
    expect(await verificar(persona.id, (await sms.codigo(numero))!)).toEqual({ code: 1, message: TEXTOS.celularActualizado });
    expect(await estadoDe(ben.id)).toBe('ACTIVO');
    expect(await estadoDe(otraBen!.id)).toBe('ACTIVO');
  });

  it('a wrong code is refused with the tries left, and the try counts', async () => {
    const { persona, ben } = await beneficiaria('CREADO');
    const numero = nuevoMovil();
    await enviar(persona.id, numero);
    const codigo = (await sms.codigo(numero))!;
    expect(await verificar(persona.id, otro(codigo))).toEqual({ code: -1, message: TEXTOS.codigoIncorrecto({ restantes: 2 }) });
    expect(await ultimoCodigo(persona.id)).toMatchObject({ intentos: 1, estado: 'PENDIENTE' });
    expect(await movilDe(persona.id)).toBe(persona.movil);
    expect(await estadoDe(ben.id)).toBe('PARA_ACTIVACION');
    // The right one still works after a wrong one.
    expect(await verificar(persona.id, codigo)).toEqual({ code: 1, message: TEXTOS.celularActualizado });
  });

  it('a code past its 10 minutes is refused', async () => {
    const { persona } = await beneficiaria('CREADO');
    const numero = nuevoMovil();
    await enviar(persona.id, numero);
    const codigo = (await sms.codigo(numero))!;
    t.clock.advance(11);
    expect(await verificar(persona.id, codigo)).toEqual({ code: -1, message: TEXTOS.codigoVencido });
    expect(await movilDe(persona.id)).toBe(persona.movil);
  });

  it('the third wrong try spends the code: not even the right one works then', async () => {
    const { persona } = await beneficiaria('CREADO');
    const numero = nuevoMovil();
    await enviar(persona.id, numero);
    const codigo = (await sms.codigo(numero))!;
    expect(await verificar(persona.id, otro(codigo))).toEqual({ code: -1, message: TEXTOS.codigoIncorrecto({ restantes: 2 }) });
    expect(await verificar(persona.id, otro(codigo))).toEqual({ code: -1, message: TEXTOS.codigoIncorrecto({ restantes: 1 }) });
    expect(await verificar(persona.id, otro(codigo))).toEqual({ code: -1, message: TEXTOS.codigoAgotado });
    expect(await verificar(persona.id, codigo)).toEqual({ code: -1, message: TEXTOS.codigoSinEnviar });
    expect(await movilDe(persona.id)).toBe(persona.movil);
  });

  it('a beneficiary registered with her mobile (CREADO) verifies that same number and becomes ACTIVO', async () => {
    const { persona, ben } = await beneficiaria('CREADO');
    expect(await enviar(persona.id, persona.movil!)).toEqual({ code: 1, message: TEXTOS.codigoEnviado });
    expect(await estadoDe(ben.id)).toBe('PARA_ACTIVACION');
    expect(await verificar(persona.id, (await sms.codigo(persona.movil!))!)).toEqual({ code: 1, message: TEXTOS.celularActualizado });
    expect(await estadoDe(ben.id)).toBe('ACTIVO');
    expect(await movilDe(persona.id)).toBe(persona.movil);
    // Now nothing waits for it: the same number again changes nothing.
    expect(await enviar(persona.id, persona.movil!)).toEqual({ code: -1, message: TEXTOS.celularSinCambio });
  });

  it("another person's number, or the one she has when nothing waits for it, is refused before anything is sent", async () => {
    const { persona, ben } = await beneficiaria('ACTIVO');
    const ajena = await beneficiaria('ACTIVO');
    expect(await enviar(persona.id, ajena.persona.movil!)).toEqual({ code: -1, message: TEXTOS.celularRegistrado });
    expect(await enviar(persona.id, persona.movil!)).toEqual({ code: -1, message: TEXTOS.celularSinCambio });
    expect(await sms.codigo(ajena.persona.movil!)).toBeNull();
    expect(await estadoDe(ben.id)).toBe('ACTIVO');
    expect(await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, persona.id))).toEqual([]);
  });

  it('a number that is not a Bolivian mobile, or an empty code, is a validation error', async () => {
    const { persona } = await beneficiaria('CREADO');
    const r = await t.gql(operador, ENVIAR, { idPersona: persona.id, numeroCelular: '5123456' });
    expect(r.errors?.[0]?.message).toContain(TEXTOS.celularOchoDigitos);
    const v = await t.gql(operador, VERIFICAR, { idPersona: persona.id, codigo: ' ' });
    expect(v.errors?.[0]?.message).toContain(TEXTOS.codigoRequerido);
  });

  it('the gateway down: -1, nothing sent and nothing changed', async () => {
    const { persona, ben } = await beneficiaria('CREADO');
    await t.database.db.update(serviciosIop).set({ url: 'http://127.0.0.1:9/sms/v1/' }).where(eq(serviciosIop.codigo, 'SMS'));
    try {
      expect(await enviar(persona.id, nuevoMovil())).toEqual({ code: -1, message: TEXTOS.codigoNoEnviado });
    } finally {
      await t.database.db.update(serviciosIop).set({ url: sms.url }).where(eq(serviciosIop.codigo, 'SMS'));
    }
    expect(await estadoDe(ben.id)).toBe('CREADO');
    expect(await movilDe(persona.id)).toBe(persona.movil);
    const pendientes = await t.database.db.select().from(codigosVerificacion).where(and(eq(codigosVerificacion.id_persona, persona.id), eq(codigosVerificacion.estado, 'PENDIENTE')));
    expect(pendientes).toEqual([]);
  });

  it('only the counter staff may send codes', async () => {
    const { persona } = await beneficiaria('CREADO');
    const r = await t.gql(empleador, ENVIAR, { idPersona: persona.id, numeroCelular: nuevoMovil() });
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const nadie = await t.gql(operador, ENVIAR, { idPersona: 99_999_999, numeroCelular: nuevoMovil() });
    expect(nadie.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('a code to identify her at a delivery', () => {
  it('goes to her registered mobile, with the purpose ENTREGA', async () => {
    const { persona, ben } = await beneficiaria('ACTIVO');
    expect((await t.gql(operador, ENTREGA, { idBeneficiaria: ben.id })).data.enviarCodigoEntrega).toEqual(ENVIADO);
    const [mensaje] = ((await (await fetch(`${sms.url}mensajes/${persona.movil}`, { headers: { authorization: `Bearer ${sms.token}` } })).json()) as { mensajes: Array<{ texto: string }> }).mensajes;
    expect(mensaje!.texto).toMatch(/^ProBolivia: su código para recibir su paquete es \d{6}\. Vence en 10 minutos\.$/);
    expect(await ultimoCodigo(persona.id)).toMatchObject({ numero_celular: persona.movil, proposito: 'ENTREGA', estado: 'PENDIENTE' });
    expect(await estadoDe(ben.id)).toBe('ACTIVO');
  });

  it('without a registered mobile: -1 with the reason', async () => {
    const { ben } = await beneficiaria('ACTIVO', null);
    expect((await t.gql(operador, ENTREGA, { idBeneficiaria: ben.id })).data.enviarCodigoEntrega).toEqual({ code: -1, message: TEXTOS.sinCelularRegistrado });
  });
});

describe('PATCH /api/v1/dispositivos', () => {
  it("resets the mobile device account: an ACTIVO beneficiary of any subsidy is inactivated (no purchases)", async () => {
    const { ben } = await beneficiaria('ACTIVO');
    const res = await t.rest('PATCH', '/api/v1/dispositivos', operador, { idBeneficiaria: ben.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensaje: 'Dispositivo móvil inactivado correctamente', clave: expect.any(String), parametros: {} });
    expect(await estadoDe(ben.id)).toBe('INACTIVO');
    const [cambio] = await t.database.db.select().from(beneficiariaEstados).where(eq(beneficiariaEstados.id_beneficiaria, ben.id));
    expect(cambio).toMatchObject({ estado_anterior: 'ACTIVO', estado_nuevo: 'INACTIVO', motivo: 'Reinicio de la huella del dispositivo' });
  });

  it('refuses a state the reset does not apply to, an unknown beneficiary, a bad body and another role', async () => {
    const { ben } = await beneficiaria('CREADO');
    const conflicto = await t.rest('PATCH', '/api/v1/dispositivos', operador, { idBeneficiaria: ben.id });
    expect(conflicto.statusCode).toBe(409);
    expect(conflicto.json().error).toBe(TEXTOS.beneficiariaTransicionInvalida({ estado: 'CREADO' }));
    expect(await estadoDe(ben.id)).toBe('CREADO');
    expect((await t.rest('PATCH', '/api/v1/dispositivos', operador, { idBeneficiaria: 99_999_999 })).statusCode).toBe(404);
    expect((await t.rest('PATCH', '/api/v1/dispositivos', operador, {})).statusCode).toBe(400);
    expect((await t.rest('PATCH', '/api/v1/dispositivos', empleador, { idBeneficiaria: ben.id })).statusCode).toBe(403);
  });
});
