import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { AppError, translateConflict } from '../../core/errors.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { beneficiarias, logs, sucursales, tarjetas } from '../../db/schema/index.js';

let t: TestApp;
let operador: string;
let programa: string;
let empleador: string;
let ids: number[];
let personaDe: Map<number, number>;
beforeAll(async () => {
  t = await createTestApp();
  operador = (await loginAs(t, 3)).token;
  programa = (await loginAs(t, 2)).token;
  const entidad = (await makeEntidad(t)).id;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
  const [s] = await t.database.db.insert(sucursales).values({ id_entidad: entidad, nombre: 'PLANTA' }).returning({ id: sucursales.id });
  ids = await makeBeneficiariasBono(t, entidad, s!.id, [null, null, null, null, null, null]);
  const filas = await t.database.db.select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona }).from(beneficiarias).where(inArray(beneficiarias.id, ids));
  personaDe = new Map(filas.map((f) => [f.id, f.id_persona]));
});
afterAll(() => t.close());

const ADD = `mutation($uuid: String!, $lote: String!) { tarjetaAdd(uuid: $uuid, lote: $lote) { id lote uuid estado } }`;
const POR_LOTE = `query($lote: String!) { tarjetaPorLote(lote: $lote) { count } }`;
const POR_UUID = `query($uuid: String!) { tarjetaUuid(uuid: $uuid) { id uuid lote estado } }`;
const LISTA = `query($estado: String, $lote: String, $uuid: String, $limit: Int) { tarjetas(estado: $estado, lote: $lote, uuid: $uuid, limit: $limit) { count rows { id uuid lote estado _created_at } } }`;

let n = 0;
/** A fresh 7-byte NFC UID in hex. */
const uid = () => `04${(0xa10000 + ++n).toString(16).toUpperCase()}${Date.now().toString(16).slice(-6).toUpperCase()}`;
async function alta(uuid: string, lote = 'LOTE-A') {
  const res = await t.gql(operador, ADD, { uuid, lote });
  expect(res.errors).toBeUndefined();
  return res.data.tarjetaAdd as { id: number; uuid: string; lote: string; estado: string };
}
const registrar = (body: Record<string, unknown>, token = operador) => t.rest('POST', '/api/v1/beneficiarias/registrarTarjeta', token, body);
const darBaja = (body: Record<string, unknown>, token = operador) => t.rest('PATCH', '/api/v1/beneficiarias/darBajaTarjeta', token, body);
const estadoDe = async (uuid: string) => (await t.database.db.select().from(tarjetas).where(eq(tarjetas.uuid, uuid)))[0]!;

describe('tarjetaAdd (card registration, spec part 2 §2.14)', () => {
  it('registers a read card REGISTRADO in its batch, its UUID trimmed and upper-case', async () => {
    const raw = ` 04a1b2c3d4e5f6 `;
    const c = await alta(raw, ' LOTE-2026-01 ');
    expect(c).toMatchObject({ uuid: '04A1B2C3D4E5F6', lote: 'LOTE-2026-01', estado: 'REGISTRADO' });
    expect(c.id).toBeGreaterThan(0);
  });

  it('a card read twice is "Tarjeta repetida" (409) and changes nothing', async () => {
    const u = uid();
    await alta(u, 'LOTE-REP');
    const res = await t.gql(operador, ADD, { uuid: u.toLowerCase(), lote: 'OTRO' });
    expect(res.errors?.[0]?.message).toBe('Tarjeta repetida');
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await estadoDe(u)).lote).toBe('LOTE-REP');
  });

  it('refuses a missing batch, a batch over 50 and a UUID that is not hex', async () => {
    expect((await t.gql(operador, ADD, { uuid: uid(), lote: '  ' })).errors?.[0]?.message).toContain(TEXTOS.loteRequerido);
    expect((await t.gql(operador, ADD, { uuid: uid(), lote: 'L'.repeat(51) })).errors?.[0]?.message).toContain(TEXTOS.maxLength({ max: 50 }));
    expect((await t.gql(operador, ADD, { uuid: 'NO-ES-HEX', lote: 'L' })).errors?.[0]?.message).toContain(TEXTOS.uuidTarjetaInvalido);
  });

  it('is written to the audit log', async () => {
    const u = uid();
    await alta(u, 'LOTE-AUD');
    const filas = await t.database.db.select().from(logs).where(eq(logs.mensaje, 'tarjetaAdd'));
    expect(filas.length).toBeGreaterThan(0);
  });

  it('an employer (role 5) may not register cards', async () => {
    const res = await t.gql(empleador, ADD, { uuid: uid(), lote: 'X' });
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
  });
});

describe('tarjetaPorLote, tarjetaUuid and the card list', () => {
  it('counts the cards of a batch, after each new one', async () => {
    const lote = `LOTE-CUENTA-${Date.now()}`;
    expect((await t.gql(operador, POR_LOTE, { lote })).data.tarjetaPorLote.count).toBe(0);
    for (let i = 1; i <= 3; i++) {
      await alta(uid(), lote);
      expect((await t.gql(operador, POR_LOTE, { lote })).data.tarjetaPorLote.count).toBe(i);
    }
    expect((await t.gql(operador, POR_LOTE, { lote: '' })).errors?.[0]?.message).toContain(TEXTOS.loteRequerido);
  });

  it('finds a card by UUID in any case, null when unknown', async () => {
    const u = uid();
    const c = await alta(u, 'LOTE-UUID');
    expect((await t.gql(operador, POR_UUID, { uuid: u.toLowerCase() })).data.tarjetaUuid).toEqual({ id: c.id, uuid: u, lote: 'LOTE-UUID', estado: 'REGISTRADO' });
    expect((await t.gql(operador, POR_UUID, { uuid: 'ABCDEF0000' })).data.tarjetaUuid).toBeNull();
  });

  it('lists cards filtered by estado (TODOS is no filter), batch and UUID', async () => {
    const lote = `LOTE-LISTA-${Date.now()}`;
    const [a, b] = [uid(), uid()];
    await alta(a, lote);
    await alta(b, lote);
    const ben = ids[5]!;
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: b, idPersona: personaDe.get(ben) })).statusCode).toBe(200);
    const lista = async (estado: string) => (await t.gql(operador, LISTA, { estado, lote })).data.tarjetas;
    expect((await lista('TODOS')).count).toBe(2);
    expect((await lista('REGISTRADO')).rows.map((r: { uuid: string }) => r.uuid)).toEqual([a]);
    expect((await lista('ASIGNADO')).rows.map((r: { uuid: string }) => r.uuid)).toEqual([b]);
    expect((await lista('ANULADO')).count).toBe(0);
    expect((await t.gql(operador, LISTA, { uuid: a.toLowerCase() })).data.tarjetas.rows).toEqual([expect.objectContaining({ uuid: a, estado: 'REGISTRADO', _created_at: expect.any(String) })]);
    expect((await t.gql(operador, LISTA, { estado: 'PERDIDA' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('lectorTarjetas answers the seeded parameter to any signed-in user', async () => {
    expect((await t.gql(empleador, `{ lectorTarjetas }`)).data.lectorTarjetas).toBe('http://127.0.0.1:3210');
  });

  it('LECTOR_TARJETAS_URL at start overrides the parameter', async () => {
    const otro = await createTestApp({ LECTOR_TARJETAS_URL: 'http://127.0.0.1:4999' });
    try {
      const { token } = await loginAs(otro, 3);
      expect((await otro.gql(token, `{ lectorTarjetas }`)).data.lectorTarjetas).toBe('http://127.0.0.1:4999');
    } finally {
      await otro.close();
    }
  });
});

describe('registrarTarjeta and darBajaTarjeta (the counter, spec part 2 §2.16, §7)', () => {
  it('assigns a REGISTRADO card and answers the spec message; the beneficiary then has it', async () => {
    const u = uid();
    await alta(u);
    const ben = ids[0]!;
    const res = await registrar({ idBeneficiaria: ben, uuidTarjeta: u.toLowerCase(), idPersona: personaDe.get(ben), usuarioAuditoria: 'ignorado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensaje: 'Se registro tarjeta a beneficiaria.', clave: expect.any(String), parametros: {} });
    expect(await estadoDe(u)).toMatchObject({ estado: 'ASIGNADO', id_beneficiaria: ben, fecha_asignacion: expect.any(Date) });
    const audit = await t.database.db.select().from(logs).where(eq(logs.mensaje, 'POST /api/v1/beneficiarias/registrarTarjeta'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses: unknown card 404, wrong person 400, a card not REGISTRADO 409 with its estado, a second card 409', async () => {
    const ben = ids[1]!;
    const persona = personaDe.get(ben)!;
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: 'ABCDEF01', idPersona: persona })).statusCode).toBe(404);
    const u = uid();
    await alta(u);
    const mal = await registrar({ idBeneficiaria: ben, uuidTarjeta: u, idPersona: persona + 100000 });
    expect(mal.statusCode).toBe(400);
    expect(mal.json().error).toBe(TEXTOS.personaNoEsBeneficiaria);
    expect((await registrar({ idBeneficiaria: 99999999, uuidTarjeta: u, idPersona: persona })).statusCode).toBe(404);
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: u, idPersona: persona })).statusCode).toBe(200);
    // The same card again, to another beneficiary: it is ASIGNADO.
    const otra = ids[2]!;
    const again = await registrar({ idBeneficiaria: otra, uuidTarjeta: u, idPersona: personaDe.get(otra) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('el estado de esta tarjeta es: ASIGNADO. Pruebe otra tarjeta.');
    // A second card for a beneficiary who has one.
    const v = uid();
    await alta(v);
    const segunda = await registrar({ idBeneficiaria: ben, uuidTarjeta: v, idPersona: persona });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().error).toBe(TEXTOS.beneficiariaYaTieneTarjeta);
    expect((await estadoDe(v)).estado).toBe('REGISTRADO');
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: '', idPersona: persona })).statusCode).toBe(400);
  });

  it('an employer (role 5) is refused and nothing changes', async () => {
    const ben = ids[3]!;
    const u = uid();
    await alta(u);
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: u, idPersona: personaDe.get(ben) }, empleador)).statusCode).toBe(403);
    expect((await estadoDe(u)).estado).toBe('REGISTRADO');
  });

  it('two parallel registrations of one card to two beneficiaries: exactly one wins', async () => {
    const u = uid();
    await alta(u);
    const [b1, b2] = [ids[3]!, ids[4]!];
    const respuestas = await Promise.all([
      registrar({ idBeneficiaria: b1, uuidTarjeta: u, idPersona: personaDe.get(b1) }),
      registrar({ idBeneficiaria: b2, uuidTarjeta: u, idPersona: personaDe.get(b2) }, programa),
    ]);
    const estados = respuestas.map((r) => r.statusCode).sort();
    expect(estados).toEqual([200, 409]);
    expect(respuestas.find((r) => r.statusCode === 409)!.json().error).toBe('el estado de esta tarjeta es: ASIGNADO. Pruebe otra tarjeta.');
    const fila = await estadoDe(u);
    const ganadora = respuestas[0]!.statusCode === 200 ? b1 : b2;
    expect(fila).toMatchObject({ estado: 'ASIGNADO', id_beneficiaria: ganadora });
    expect(await t.database.db.select().from(tarjetas).where(inArray(tarjetas.id_beneficiaria, [b1, b2]))).toHaveLength(1);
  });

  it('darBajaTarjeta annuls the assigned card; it can never be assigned again', async () => {
    const ben = ids[0]!;
    const [asignada] = await t.database.db.select().from(tarjetas).where(eq(tarjetas.id_beneficiaria, ben));
    const wrong = await darBaja({ idBeneficiaria: ben, uuidTarjeta: 'ABCD' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error).toBe(TEXTOS.tarjetaNoEsDeBeneficiaria);
    expect((await darBaja({ idBeneficiaria: ben, idPersona: personaDe.get(ben)! + 100000 })).statusCode).toBe(400);
    const res = await darBaja({ idBeneficiaria: ben, uuidTarjeta: asignada!.uuid, idPersona: personaDe.get(ben), usuarioAuditoria: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.tarjetaDadaDeBaja) });
    expect(await estadoDe(asignada!.uuid)).toMatchObject({ estado: 'ANULADO', id_beneficiaria: ben, fecha_baja: expect.any(Date) });
    const sin = await darBaja({ idBeneficiaria: ben });
    expect(sin.statusCode).toBe(409);
    expect(sin.json().error).toBe(TEXTOS.beneficiariaSinTarjeta);
    const otra = ids[2]!;
    const reuso = await registrar({ idBeneficiaria: otra, uuidTarjeta: asignada!.uuid, idPersona: personaDe.get(otra) });
    expect(reuso.statusCode).toBe(409);
    expect(reuso.json().error).toBe('el estado de esta tarjeta es: ANULADO. Pruebe otra tarjeta.');
    // After the annulment she may get a new card.
    const nueva = uid();
    await alta(nueva);
    expect((await registrar({ idBeneficiaria: ben, uuidTarjeta: nueva, idPersona: personaDe.get(ben) })).statusCode).toBe(200);
  });

  it('the database’s own refusal (a card given to a second beneficiary) is a Spanish 409', async () => {
    const ben = ids[1]!;
    const [suya] = await t.database.db.select().from(tarjetas).where(eq(tarjetas.id_beneficiaria, ben));
    const err = await t.database.db
      .update(tarjetas)
      .set({ id_beneficiaria: ids[2]! })
      .where(eq(tarjetas.id, suya!.id))
      .then(() => null, (e: unknown) => e);
    let traducido: unknown;
    try {
      translateConflict(err, { tarjetas_una_beneficiaria_ck: { mensaje: MENSAJES.tarjetaDeOtraBeneficiaria } });
    } catch (e) {
      traducido = e;
    }
    expect(traducido).toBeInstanceOf(AppError);
    expect(traducido).toMatchObject({ code: 'CONFLICT', message: TEXTOS.tarjetaDeOtraBeneficiaria });
  });
});
