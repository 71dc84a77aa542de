import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { codigosVerificacion, personas } from '../../db/schema/index.js';
import { CODIGO, comprobarCodigo, crearCodigo, cupoCodigos } from './service.js';

/** Verification codes (DOMAIN.md §5): 6 digits, 10 minutes, 3 tries, the newest one counts, only a hash kept. */
let t: TestApp;
let persona: number;
let doc = 9_700_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function nuevaPersona() {
  const [p] = await t.database.db.insert(personas).values({ nro_documento: String(++doc), nombres: 'CODIGO', primer_apellido: 'MAMANI' }).returning({ id: personas.id });
  return p!.id;
}
const CUPO = cupoCodigos({ CODIGOS_SMS_POR_HORA: 5, CODIGOS_SMS_POR_DIA: 10 });
const crear = (proposito: 'CELULAR' | 'ENTREGA' = 'CELULAR', numero = '71234567', idPersona = persona) =>
  t.database.db.transaction((tx) => crearCodigo(tx, { idPersona, numero, proposito }, 1, t.clock(), CUPO));
const REFUSAL = { code: 'RATE_LIMITED', message: TEXTOS.codigosDemasiados({ hora: 5, dia: 10 }) };
let numero = 72_000_000;
const nuevoNumero = () => String(++numero);
const comprobar = (codigo: string, proposito: 'CELULAR' | 'ENTREGA' = 'CELULAR') => t.database.db.transaction((tx) => comprobarCodigo(tx, { idPersona: persona, proposito, codigo }, 1, t.clock()));
const otro = (codigo: string) => String((Number(codigo) + 1) % 10 ** CODIGO.digitos).padStart(CODIGO.digitos, '0');

describe('verification codes', () => {
  it('a right code is used once and answers the number it was sent to; the database keeps no code', async () => {
    persona = await nuevaPersona();
    const { codigo, id } = await crear();
    expect(codigo).toMatch(/^\d{6}$/);
    const [fila] = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id, id));
    expect(JSON.stringify(fila)).not.toContain(codigo);
    expect(await comprobar(codigo)).toEqual({ ok: true, numero: '71234567', id: expect.any(Number) });
    expect(await comprobar(codigo)).toMatchObject({ ok: false, motivo: 'SIN_CODIGO', mensaje: MENSAJES.codigoSinEnviar });
  });

  it('three wrong tries spend the code, even the right one after them', async () => {
    persona = await nuevaPersona();
    const { codigo } = await crear();
    expect(await comprobar(otro(codigo))).toMatchObject({ ok: false, motivo: 'INCORRECTO', mensaje: MENSAJES.codigoIncorrecto({ restantes: 2 }) });
    expect(await comprobar(otro(codigo))).toMatchObject({ ok: false, motivo: 'INCORRECTO', mensaje: MENSAJES.codigoIncorrecto({ restantes: 1 }) });
    expect(await comprobar(otro(codigo))).toMatchObject({ ok: false, motivo: 'AGOTADO', mensaje: MENSAJES.codigoAgotado });
    expect(await comprobar(codigo)).toMatchObject({ ok: false, motivo: 'SIN_CODIGO' });
  });

  it('expires after 10 minutes', async () => {
    persona = await nuevaPersona();
    const { codigo } = await crear();
    t.clock.advance(CODIGO.minutos);
    expect(await comprobar(codigo)).toMatchObject({ ok: false, motivo: 'VENCIDO', mensaje: MENSAJES.codigoVencido });
  });

  it('a new code replaces the pending one of the same purpose, not of the other', async () => {
    persona = await nuevaPersona();
    const primero = await crear();
    const entrega = await crear('ENTREGA');
    const segundo = await crear();
    if (primero.codigo !== segundo.codigo) expect(await comprobar(primero.codigo)).toMatchObject({ ok: false, motivo: 'INCORRECTO' });
    expect(await comprobar(segundo.codigo)).toMatchObject({ ok: true });
    expect(await comprobar(entrega.codigo, 'ENTREGA')).toMatchObject({ ok: true });
  });
});

describe('the allowance of codes per person and per number (decision 068)', () => {
  it('the sixth code of an hour is refused and changes nothing: her pending code still works; an hour later, another', async () => {
    persona = await nuevaPersona();
    const movil = nuevoNumero();
    let ultimo = '';
    for (let i = 0; i < 5; i++) ultimo = (await crear('CELULAR', movil)).codigo;
    await expect(crear('CELULAR', movil)).rejects.toMatchObject(REFUSAL);
    // Another purpose counts on its own.
    await expect(crear('ENTREGA', movil)).resolves.toMatchObject({ codigo: expect.any(String) });
    expect(await comprobar(ultimo)).toMatchObject({ ok: true });
    t.clock.advance(61);
    await expect(crear('CELULAR', movil)).resolves.toMatchObject({ codigo: expect.any(String) });
  });

  it('one mobile over two persons counts once: the flood cannot move from one document to another', async () => {
    const movil = nuevoNumero();
    const a = await nuevaPersona();
    const b = await nuevaPersona();
    for (let i = 0; i < 3; i++) await crear('CELULAR', movil, a);
    for (let i = 0; i < 2; i++) await crear('CELULAR', movil, b);
    await expect(crear('CELULAR', movil, b)).rejects.toMatchObject(REFUSAL);
    // Her own allowance on another number is still open.
    await expect(crear('CELULAR', nuevoNumero(), b)).resolves.toMatchObject({ codigo: expect.any(String) });
  });

  it('ten a day: past them, refused until 24 hours after the first', async () => {
    persona = await nuevaPersona();
    const movil = nuevoNumero();
    for (let i = 0; i < 5; i++) await crear('CELULAR', movil);
    t.clock.advance(61);
    for (let i = 0; i < 5; i++) await crear('CELULAR', movil);
    t.clock.advance(61);
    await expect(crear('CELULAR', movil)).rejects.toMatchObject(REFUSAL);
    t.clock.advance(24 * 60 - 122 + 1);
    await expect(crear('CELULAR', movil)).resolves.toMatchObject({ codigo: expect.any(String) });
  });

  it('two codes asked at once for the last place: one is made, the other refused', async () => {
    persona = await nuevaPersona();
    const movil = nuevoNumero();
    for (let i = 0; i < 4; i++) await crear('CELULAR', movil);
    const [x, y] = await Promise.allSettled([crear('CELULAR', movil), crear('CELULAR', movil)]);
    expect([x.status, y.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect(((x.status === 'rejected' ? x : y) as PromiseRejectedResult).reason).toMatchObject(REFUSAL);
    const n = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from codigos_verificacion where numero_celular = ${movil}`)).rows[0]!.n;
    expect(Number(n)).toBe(5);
  });
});
