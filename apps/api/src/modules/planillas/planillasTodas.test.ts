import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { centavosADecimal, formatoBs } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { beneficiarias, personas, planillaDetalle, planillas, sucursales } from '../../db/schema/index.js';

/**
 * `planillaAdd(todas, excluir)`: the server builds a payroll of every pending bonus beneficiary the
 * entity would pay this month but the excluded ones, and the pending list answers its whole sum
 * (`monto_total`, `pagables`) so the dialog knows the total without reading the list. Each test has
 * an entity of its own: `todas` takes everything an entity has pending.
 */
let t: TestApp;
let staff: string;

const bonos = (entidad: number, sucursal: number, montos: Array<string | null>) => makeBeneficiariasBono(t, entidad, sucursal, montos);

/** A new entity with one active paying branch and an employer logged in. */
async function empleador() {
  const entidad = (await makeEntidad(t)).id;
  const [s] = await t.database.db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: entidad, tipo: 'SUCURSAL', estado: 'ACTIVO' }).returning({ id: sucursales.id });
  const token = (await loginAs(t, 5, { id_entidad: entidad })).token;
  return { entidad, sucursal: s!.id, token };
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t, 10)).token;
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

const ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $nombre: String!, $lista: [PlanillaLineaInput!], $todas: Boolean, $excluir: [ID!]) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, nombre: $nombre, lista: $lista, todas: $todas, excluir: $excluir) { id } }`;
const SUMA = `query ($doc: String, $suc: ID) { beneficiariasNoEnPlanillasPorEntidad(limit: 1, s_beneficiaria_persona_nro_documento: $doc, id_sucursal: $suc) { count monto_total pagables rows { id } } }`;
const SUMA2 = `query ($suc: ID!) { beneficiariasNoEnPlanillasPorEntidad2(limit: 1, id_sucursal: $suc) { count monto_total pagables } }`;

const todas = (e: { sucursal: number; token: string }, montoTotal: string, excluir: number[] = [], extra: Record<string, unknown> = {}) =>
  t.gql(e.token, ADD, { sucursalPago: String(e.sucursal), montoTotal, nombre: 'PLANILLA ESFUERZO POR BOLIVIA', todas: true, excluir: excluir.map(String), ...extra });

const suma = async (token: string, filtro: { doc?: string; suc?: number } = {}) => {
  const r = await t.gql(token, SUMA, { doc: filtro.doc, suc: filtro.suc === undefined ? undefined : String(filtro.suc) });
  expect(r.errors).toBeUndefined();
  const { count, monto_total, pagables } = r.data.beneficiariasNoEnPlanillasPorEntidad;
  return { count, monto_total, pagables };
};

/** A payroll's lines as (beneficiary, amount), in beneficiary order. */
const lineasDe = async (id: number) =>
  (await t.database.db.select({ id: planillaDetalle.id_beneficiaria, monto: planillaDetalle.monto, nro: planillaDetalle.nro_asignacion }).from(planillaDetalle).where(eq(planillaDetalle.id_planilla, id)).orderBy(planillaDetalle.id_beneficiaria)).map((l) => [
    l.id,
    l.monto,
    l.nro,
  ]);
const planilla = async (id: number) => (await t.database.db.select().from(planillas).where(eq(planillas.id, id)))[0]!;

async function rechazada(llamada: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, any> }> }>, mensaje: string, codigo = 'VALIDATION') {
  const antes = await huellaDeDatos(t);
  const res = await llamada();
  expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe(codigo);
  expect(res.errors?.[0]?.message).toContain(mensaje);
  expect(await huellaDeDatos(t)).toEqual(antes);
}

describe('the pending list’s sum', () => {
  it('answers the whole filtered list’s count, bonus sum and payable rows, not the page’s; a branch’s in variant 2', async () => {
    const e = await empleador();
    const [otra] = await t.database.db.insert(sucursales).values({ nombre: 'SUCURSAL 2', id_entidad: e.entidad, tipo: 'SUCURSAL', estado: 'ACTIVO' }).returning({ id: sucursales.id });
    expect(await suma(e.token)).toEqual({ count: 0, monto_total: '0.00', pagables: 0 });
    const [primeraId] = await bonos(e.entidad, e.sucursal, ['0.10', '0.20', null, '0.00', '1234.56']);
    const [fila] = await t.database.db.select({ primero: personas.nro_documento }).from(beneficiarias).innerJoin(personas, eq(personas.id, beneficiarias.id_persona)).where(eq(beneficiarias.id, primeraId!));
    const primero = fila!.primero;
    await bonos(e.entidad, otra!.id, ['5.05', null]);
    const ajena = await empleador();
    await bonos(ajena.entidad, ajena.sucursal, ['99.99']);
    expect(await suma(e.token)).toEqual({ count: 7, monto_total: '1239.91', pagables: 4 });
    expect(await suma(e.token, { suc: otra!.id })).toEqual({ count: 2, monto_total: '5.05', pagables: 1 });
    const v2 = await t.gql(e.token, SUMA2, { suc: String(e.sucursal) });
    expect(v2.data.beneficiariasNoEnPlanillasPorEntidad2).toEqual({ count: 5, monto_total: '1234.86', pagables: 3 });
    // The document filter: the first person's number, and one that matches nobody.
    expect(await suma(e.token, { doc: primero })).toEqual({ count: 1, monto_total: '0.10', pagables: 1 });
    expect(await suma(e.token, { doc: '000000000' })).toEqual({ count: 0, monto_total: '0.00', pagables: 0 });
    expect(await suma(ajena.token)).toEqual({ count: 1, monto_total: '99.99', pagables: 1 });
  });
});

describe('planillaAdd with todas', () => {
  it('holds every pending bonus the server would pay: not those without a bonus, nor those already in this month’s payroll, nor another entity’s', async () => {
    const e = await empleador();
    const [a, b, sinBono, cero, ya] = await bonos(e.entidad, e.sucursal, ['10.00', '0.05', null, '0.00', '3.00']);
    const ajena = await empleador();
    await bonos(ajena.entidad, ajena.sucursal, ['50.00']);
    expect((await t.gql(e.token, ADD, { sucursalPago: String(e.sucursal), montoTotal: '3.00', nombre: 'UNA', lista: [{ idBeneficiaria: String(ya), monto: '3.00' }] })).errors).toBeUndefined();
    expect(await suma(e.token)).toEqual({ count: 4, monto_total: '10.05', pagables: 2 });
    const res = await todas(e, '10.05');
    expect(res.errors).toBeUndefined();
    const id = res.data.planillaAdd.id as number;
    expect(await planilla(id)).toMatchObject({ id_entidad: e.entidad, id_sucursal_pago: e.sucursal, monto_total: '10.05', estado: 'CREADO', periodo: '2026-11-01' });
    expect(await lineasDe(id)).toEqual([
      [a, '10.00', null],
      [b, '0.05', null],
    ]);
    // Only the rows without a bonus stay pending; nothing is left to pay.
    expect(await suma(e.token)).toEqual({ count: 2, monto_total: '0.00', pagables: 0 });
    await rechazada(() => todas(e, '0.00'), TEXTOS.planillaSinBeneficiarias);
    const pendientes = await t.database.db.select({ id: beneficiarias.id }).from(beneficiarias).where(eq(beneficiarias.id_entidad, e.entidad));
    expect(pendientes.map((r) => r.id).sort((x, y) => x - y)).toEqual([a, b, sinBono, cero, ya].sort((x, y) => x! - y!));
  });

  it('leaves the excluded ones out; another entity’s ids in excluir are simply ignored', async () => {
    const e = await empleador();
    const [a, b, c] = await bonos(e.entidad, e.sucursal, ['1.11', '2.22', '3.33']);
    const ajena = await empleador();
    const [deOtra] = await bonos(ajena.entidad, ajena.sucursal, ['7.00']);
    const res = await todas(e, '4.44', [b!, deOtra!, 999_999_999]);
    expect(res.errors).toBeUndefined();
    expect(await lineasDe(res.data.planillaAdd.id)).toEqual([
      [a, '1.11', null],
      [c, '3.33', null],
    ]);
    expect(await planilla(res.data.planillaAdd.id)).toMatchObject({ monto_total: '4.44' });
    // The excluded one is still pending; the other entity's is untouched.
    expect(await suma(e.token)).toEqual({ count: 1, monto_total: '2.22', pagables: 1 });
    expect(await suma(ajena.token)).toEqual({ count: 1, monto_total: '7.00', pagables: 1 });
    // Everyone excluded: nothing to pay.
    await rechazada(() => todas(e, '2.22', [b!]), TEXTOS.planillaSinBeneficiarias);
  });

  it('refuses, writing nothing: a stale total (the list changed meanwhile), a zero total, lista with todas, excluir without todas, a branch not its own', async () => {
    const e = await empleador();
    const [a] = await bonos(e.entidad, e.sucursal, ['10.00', '20.00']);
    // The client added up 30.00; a new worker's bonus arrived since.
    await bonos(e.entidad, e.sucursal, ['0.01']);
    await rechazada(() => todas(e, '30.00'), TEXTOS.montoTotalDistinto({ total: formatoBs('30.01') }));
    await rechazada(() => todas(e, '0'), TEXTOS.montoTotalCero);
    await rechazada(() => todas(e, '10.00', [], { lista: [{ idBeneficiaria: String(a), monto: '10.00' }] }), TEXTOS.invalid);
    await rechazada(() => t.gql(e.token, ADD, { sucursalPago: String(e.sucursal), montoTotal: '10.00', nombre: 'X', lista: [{ idBeneficiaria: String(a), monto: '10.00' }], excluir: [String(a)] }), TEXTOS.invalid);
    const ajena = await empleador();
    await rechazada(() => todas(e, '30.01', [], { sucursalPago: String(ajena.sucursal) }), TEXTOS.sucursalPagoInvalida);
    await rechazada(() => todas(e, '30.01', ['x' as unknown as number]), TEXTOS.invalid);
    // Staff hold no `planillas:create`.
    await rechazada(() => t.gql(staff, ADD, { sucursalPago: String(e.sucursal), montoTotal: '30.01', nombre: 'X', todas: true, id_entidad: String(e.entidad) }), '', 'NOT_AUTHORIZED');
    expect((await todas(e, '30.01')).errors).toBeUndefined();
  });

  it('still takes a list as before, lista absent meaning none', async () => {
    const e = await empleador();
    const [a] = await bonos(e.entidad, e.sucursal, ['4.00']);
    await rechazada(() => t.gql(e.token, ADD, { sucursalPago: String(e.sucursal), montoTotal: '4.00', nombre: 'X' }), TEXTOS.planillaSinBeneficiarias);
    const res = await t.gql(e.token, ADD, { sucursalPago: String(e.sucursal), montoTotal: '4.00', nombre: 'X', lista: [{ idBeneficiaria: String(a), monto: '4.00' }], todas: false, excluir: [] });
    expect(res.errors).toBeUndefined();
    expect(await lineasDe(res.data.planillaAdd.id)).toEqual([[a, '4.00', null]]);
  });

  it('builds a 20,000-line payroll of an entity in one call, less the excluded ones', async () => {
    const e = await empleador();
    const montos = Array.from({ length: 20_000 }, (_, i) => centavosADecimal(1 + ((i * 7919) % 100_000)));
    const ids = await bonos(e.entidad, e.sucursal, montos);
    const fuera = [0, 9_999, 19_999];
    const total = montos.reduce((s, m, i) => (fuera.includes(i) ? s : s + Math.round(Number(m) * 100)), 0);
    const todo = montos.reduce((s, m) => s + Math.round(Number(m) * 100), 0);
    expect(await suma(e.token)).toEqual({ count: 20_000, monto_total: centavosADecimal(todo), pagables: 20_000 });
    const res = await todas(
      e,
      centavosADecimal(total),
      fuera.map((i) => ids[i]!),
    );
    expect(res.errors).toBeUndefined();
    const id = res.data.planillaAdd.id as number;
    expect(await planilla(id)).toMatchObject({ monto_total: centavosADecimal(total) });
    const lineas = await t.database.db.select({ id: planillaDetalle.id_beneficiaria }).from(planillaDetalle).where(and(eq(planillaDetalle.id_planilla, id), eq(planillaDetalle.vigente, true)));
    expect(lineas).toHaveLength(19_997);
    const dentro = new Set(lineas.map((l) => l.id));
    expect(fuera.some((i) => dentro.has(ids[i]!))).toBe(false);
    expect(await suma(e.token)).toEqual({ count: 3, monto_total: centavosADecimal(todo - total), pagables: 3 });
  }, 300_000);
});
