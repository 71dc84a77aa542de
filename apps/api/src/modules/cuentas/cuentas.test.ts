import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { beneficiarias, cuentas, movimientos, personas, planillaDetalle, planillas, sucursales } from '../../db/schema/index.js';
import { abonarPlanillas } from './service.js';
import { marcarPagadas } from '../planillas/service.js';

/**
 * The ledger (DOMAIN.md §4; decision 023): a paid payroll credits each line once, whatever retries
 * or races happen, in the transaction that makes it PAGADO; the invariants hold after every test.
 */
let t: TestApp;
let emp: string;
let usuario: number;
let entidad: number;
let sucursal: number;

let doc = 9_600_000;
async function beneficiaria(monto: string) {
  const { db } = t.database;
  const [p] = await db.insert(personas).values({ nro_documento: String(++doc), nombres: 'CUENTA', primer_apellido: 'HUANCA', fecha_nacimiento: '1988-08-08' }).returning({ id: personas.id });
  const [b] = await db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: 1, id_entidad: entidad, id_sucursal: sucursal, monto_bono: monto, estado: 'ACTIVO' }).returning({ id: beneficiarias.id });
  return b!.id;
}

const ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $nombre: String!, $lista: [PlanillaLineaInput!]!) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, nombre: $nombre, lista: $lista) { id } }`;

/** A payroll of these beneficiaries (the API's way), then ENVIADO as a payment code makes it. */
async function enviada(lineas: Array<[number, string]>, total: string, token = emp) {
  const res = await t.gql(token, ADD, { sucursalPago: String(sucursal), montoTotal: total, nombre: 'PLANILLA', lista: lineas.map(([id, monto]) => ({ idBeneficiaria: String(id), monto })) });
  expect(res.errors).toBeUndefined();
  const id = res.data.planillaAdd.id as number;
  await t.database.db.update(planillas).set({ estado: 'ENVIADO' }).where(eq(planillas.id, id));
  return id;
}

const pagar = (ids: number[]) => t.database.db.transaction((tx) => marcarPagadas(tx, ids, usuario, t.clock()));
const saldo = async (id_beneficiaria: number) => (await t.database.db.select({ saldo: cuentas.saldo }).from(cuentas).where(eq(cuentas.id_beneficiaria, id_beneficiaria)))[0]?.saldo ?? null;
const estado = async (id: number) => (await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, id)))[0]!.estado;

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  const sesion = await loginAs(t, 5, { id_entidad: entidad });
  emp = sesion.token;
  usuario = sesion.user.id;
  sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('marcarPagadas', () => {
  it('moves ENVIADO to PAGADO and credits every line to its account, with its origen', async () => {
    const [a, b] = [await beneficiaria('100.10'), await beneficiaria('0.20')];
    const id = await enviada([[a, '100.10'], [b, '0.20']], '100.30');
    expect(await pagar([id])).toBe(2);
    expect(await estado(id)).toBe('PAGADO');
    expect([await saldo(a), await saldo(b)]).toEqual(['100.10', '0.20']);
    const lineas = await t.database.db.select({ id: planillaDetalle.id }).from(planillaDetalle).where(eq(planillaDetalle.id_planilla, id));
    const movs = await t.database.db.select({ tipo: movimientos.tipo, origen: movimientos.origen }).from(movimientos).where(inArray(movimientos.origen, lineas.map((l) => `planilla_detalle:${l.id}`)));
    expect(movs).toHaveLength(2);
    expect(movs.every((m) => m.tipo === 'ABONO')).toBe(true);
  });

  it('called twice credits once: the second call is refused and changes nothing', async () => {
    const a = await beneficiaria('50.00');
    const id = await enviada([[a, '50.00']], '50.00');
    await pagar([id]);
    await expect(pagar([id])).rejects.toMatchObject({ code: 'CONFLICT', message: TEXTOS.planillaSoloEnviadoPagar({ estado: 'PAGADO' }) });
    expect(await saldo(a)).toBe('50.00');
  });

  it('refuses a payroll that is not ENVIADO (CREADO, ANULADO), or one that does not exist, as a whole', async () => {
    const [a, b] = [await beneficiaria('1.00'), await beneficiaria('2.00')];
    const lista = await enviada([[a, '1.00']], '1.00');
    const creada = (await t.gql(emp, ADD, { sucursalPago: String(sucursal), montoTotal: '2.00', nombre: 'P', lista: [{ idBeneficiaria: String(b), monto: '2.00' }] })).data.planillaAdd.id as number;
    await expect(pagar([lista, creada])).rejects.toMatchObject({ code: 'CONFLICT', message: TEXTOS.planillaSoloEnviadoPagar({ estado: 'CREADO' }) });
    await expect(pagar([999_999])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await estado(lista)).toBe('ENVIADO');
    expect([await saldo(a), await saldo(b)]).toEqual([null, null]);
    // Leave it paid, so the invariants see a whole ledger.
    await pagar([lista]);
  });

  it('adds to the same account across months', async () => {
    const a = await beneficiaria('10.00');
    await pagar([await enviada([[a, '10.00']], '10.00')]);
    try {
      t.clock.set(new Date('2026-12-05T12:00:00Z'));
      const otra = await loginAs(t, 5, { id_entidad: entidad });
      await pagar([await enviada([[a, '10.00']], '10.00', otra.token)]);
    } finally {
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
    }
    expect(await saldo(a)).toBe('20.00');
    expect(await t.database.db.select().from(cuentas).where(eq(cuentas.id_beneficiaria, a))).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('two at once on PostgreSQL: one pays, the other is refused, each line credited once', async () => {
    const a = await beneficiaria('33.33');
    const id = await enviada([[a, '33.33']], '33.33');
    const r = await Promise.allSettled([pagar([id]), pagar([id])]);
    expect(r.map((x) => x.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await saldo(a)).toBe('33.33');
  });
});

describe('abonarPlanillas', () => {
  it('credits once however often it is called; 1,500 lines in chunks of a thousand', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 1500; i++) ids.push(await beneficiaria('0.01'));
    const id = await enviada(ids.map((b) => [b, '0.01'] as [number, string]), '15.00');
    await t.database.db.update(planillas).set({ estado: 'PAGADO' }).where(eq(planillas.id, id));
    const primera = await t.database.db.transaction((tx) => abonarPlanillas(tx, [id], usuario, t.clock()));
    const segunda = await t.database.db.transaction((tx) => abonarPlanillas(tx, [id, id], usuario, t.clock()));
    expect([primera, segunda]).toEqual([1500, 0]);
    const [suma] = (await t.database.db.execute<{ s: string }>(sql`select sum(saldo)::text as s from cuentas where id_beneficiaria in (select id_beneficiaria from planilla_detalle where id_planilla = ${id})`)).rows;
    expect(suma!.s).toBe('15.00');
  }, 120_000);
});
