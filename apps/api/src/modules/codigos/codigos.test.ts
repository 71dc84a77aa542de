import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MENSAJES } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { codigosVerificacion, personas } from '../../db/schema/index.js';
import { CODIGO, comprobarCodigo, crearCodigo } from './service.js';

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
const crear = (proposito: 'CELULAR' | 'ENTREGA' = 'CELULAR') => t.database.db.transaction((tx) => crearCodigo(tx, { idPersona: persona, numero: '71234567', proposito }, 1, t.clock()));
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
    expect(await comprobar(otro(codigo))).toMatchObject({ ok: false, motivo: 'INCORRECTO', mensaje: MENSAJES.codigoIncorrecto(2) });
    expect(await comprobar(otro(codigo))).toMatchObject({ ok: false, motivo: 'INCORRECTO', mensaje: MENSAJES.codigoIncorrecto(1) });
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
