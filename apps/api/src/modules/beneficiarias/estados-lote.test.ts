import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { beneficiariaEstados, beneficiarias, sucursales } from '../../db/schema/index.js';
import { cambiarEstados, registrarAltas } from './estados.js';

/** The bulk transition and the first states (estados.ts): a history row for each row changed, none for the others. */

let t: TestApp;
let entidad: number;
let sucursal: number;
const cuando = new Date('2026-11-21T13:00:00Z');
const MOTIVO = 'Cambio de número de celular';

const estados = async (ids: number[]) => (await t.database.db.select({ id: beneficiarias.id, estado: beneficiarias.estado, quien: beneficiarias._user_updated }).from(beneficiarias).where(inArray(beneficiarias.id, ids)).orderBy(asc(beneficiarias.id)));
const historia = (ids: number[]) =>
  t.database.db
    .select({ id: beneficiariaEstados.id_beneficiaria, de: beneficiariaEstados.estado_anterior, a: beneficiariaEstados.estado_nuevo, motivo: beneficiariaEstados.motivo, quien: beneficiariaEstados._user_created, cuando: beneficiariaEstados._created_at })
    .from(beneficiariaEstados)
    .where(inArray(beneficiariaEstados.id_beneficiaria, ids))
    .orderBy(asc(beneficiariaEstados.id));

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  const [s] = await t.database.db.insert(sucursales).values({ id_entidad: entidad, nombre: 'PLANTA' }).returning({ id: sucursales.id });
  sucursal = s!.id;
});
afterAll(() => t.close());

describe('cambiarEstados', () => {
  it('moves the rows in the from-state, each with one history row; a row in another state is left alone and gets none', async () => {
    const ids = await makeBeneficiariasBono(t, entidad, sucursal, ['10.00', '20.00', '30.00', '40.00']);
    await t.database.db.update(beneficiarias).set({ estado: 'INACTIVO' }).where(eq(beneficiarias.id, ids[2]!));
    const movidas = await cambiarEstados(t.database.db, { ids }, 'ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', MOTIVO, { quien: null, cuando });
    expect(movidas).toEqual([ids[0], ids[1], ids[3]]);
    expect((await estados(ids)).map((b) => b.estado)).toEqual(['BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_CAMBIO_CELULAR', 'INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR']);
    expect(await historia(ids)).toEqual(movidas.map((id) => ({ id, de: 'ACTIVO', a: 'BLOQUEADO_CAMBIO_CELULAR', motivo: MOTIVO, quien: null, cuando })));
    // Again: nothing is in the from-state any more, so nothing moves and no row is written.
    expect(await cambiarEstados(t.database.db, { ids }, 'ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', MOTIVO, { quien: null, cuando })).toEqual([]);
    expect(await historia(ids)).toHaveLength(3);
  });

  it("selects by person: every one of the persons' rows in the from-state, of any subsidy", async () => {
    const ids = await makeBeneficiariasBono(t, entidad, sucursal, ['10.00', '20.00', '30.00']);
    const personas = (await t.database.db.select({ id: beneficiarias.id_persona }).from(beneficiarias).where(inArray(beneficiarias.id, ids.slice(0, 2)))).map((p) => p.id);
    const movidas = await cambiarEstados(t.database.db, { personas }, 'ACTIVO', 'SUSPENDIDO', 'Suspensión', { quien: null, cuando });
    expect(movidas).toEqual(ids.slice(0, 2));
    expect((await estados(ids)).map((b) => b.estado)).toEqual(['SUSPENDIDO', 'SUSPENDIDO', 'ACTIVO']);
    expect((await historia(ids)).map((h) => h.id)).toEqual(ids.slice(0, 2));
  });

  it('refuses a transition DOMAIN.md §3 does not allow, and writes nothing', async () => {
    const ids = await makeBeneficiariasBono(t, entidad, sucursal, ['10.00']);
    await expect(cambiarEstados(t.database.db, { ids }, 'ACTIVO', 'PARA_ACTIVACION', 'x', { quien: null, cuando })).rejects.toThrow(/ACTIVO → PARA_ACTIVACION/);
    expect((await estados(ids))[0]!.estado).toBe('ACTIVO');
    expect(await historia(ids)).toEqual([]);
    expect(await cambiarEstados(t.database.db, { ids: [] }, 'ACTIVO', 'INACTIVO', 'x', { quien: null, cuando })).toEqual([]);
  });
});

describe('registrarAltas', () => {
  it('writes the first history row (— → its state) of each new beneficiary; a state no beneficiary starts in is refused', async () => {
    const ids = await makeBeneficiariasBono(t, entidad, sucursal, ['10.00', '20.00']);
    await registrarAltas(t.database.db, [{ id: ids[0]!, estado: 'CREADO' }, { id: ids[1]!, estado: 'ACTIVO' }], 'Registro', { quien: null, cuando });
    expect(await historia(ids)).toEqual([
      { id: ids[0], de: null, a: 'CREADO', motivo: 'Registro', quien: null, cuando },
      { id: ids[1], de: null, a: 'ACTIVO', motivo: 'Registro', quien: null, cuando },
    ]);
    await expect(registrarAltas(t.database.db, [{ id: ids[0]!, estado: 'BLOQUEADO_INTENTOS' }], 'Registro', { quien: null, cuando })).rejects.toThrow(/BLOQUEADO_INTENTOS/);
    expect(await historia(ids)).toHaveLength(2);
  });
});
