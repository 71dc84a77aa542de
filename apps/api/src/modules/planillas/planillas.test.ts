import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { centavosADecimal, formatoBs } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { beneficiarias, planillaDetalle, planillas, subsidioMontos, subsidios, sucursales } from '../../db/schema/index.js';

/**
 * Payrolls (spec part 2 §2.1, §2.2, §7; DOMAIN.md §3, §4; decision 023): creation with the lines
 * the server computes, every refusal changing nothing, the month's uniqueness, cancellation, the
 * lines, record scope, and the ledger's invariants after every test.
 */
let t: TestApp;
let empA: string;
let empB: string;
let staff: string;
let proveedor: string;
let entA: number;
let entB: number;
let sucA: number;
let sucInactiva: number;
let sucB: number;
let prueba: number;

const beneficiariasDe = (entidad: number, sucursal: number, montos: Array<string | null>, extra: Partial<typeof beneficiarias.$inferInsert> = {}) => makeBeneficiariasBono(t, entidad, sucursal, montos, extra);
const una = async (entidad: number, sucursal: number, monto: string | null, extra: Partial<typeof beneficiarias.$inferInsert> = {}) => (await beneficiariasDe(entidad, sucursal, [monto], extra))[0]!;

const sucursal = async (id_entidad: number, nombre: string, estado = 'ACTIVO') =>
  (await t.database.db.insert(sucursales).values({ nombre, id_entidad, tipo: 'SUCURSAL', estado }).returning({ id: sucursales.id }))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  entA = (await makeEntidad(t)).id;
  entB = (await makeEntidad(t)).id;
  empA = (await loginAs(t, 5, { id_entidad: entA })).token;
  empB = (await loginAs(t, 6, { id_entidad: entB })).token;
  staff = (await loginAs(t, 10)).token;
  proveedor = (await loginAs(t, 4)).token;
  sucA = await sucursal(entA, 'CASA MATRIZ A');
  sucInactiva = await sucursal(entA, 'SUCURSAL CERRADA', 'INACTIVO');
  sucB = await sucursal(entB, 'CASA MATRIZ B');
  const [s] = await db.insert(subsidios).values({ nombre: 'SUBSIDIO PLANILLAS', tipo: 'SUBSIDIO', nro_total_entregas: 6, vigencia_dias: 30, estado: 'ACTIVO' }).returning({ id: subsidios.id });
  prueba = s!.id;
  await db.insert(subsidioMontos).values([
    { id_subsidio: prueba, gestion: 2025, monto: '100.00' },
    { id_subsidio: prueba, gestion: 2026, monto: '150.50' },
  ]);
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

const ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $tipo: String, $nombre: String!, $lista: [PlanillaLineaInput!]!) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, tipo: $tipo, nombre: $nombre, lista: $lista) { id } }`;
const ANULAR = `mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { id estado mensaje } }`;
const LISTA = `query ($estado: String, $order: String) { planillas(estado: $estado, order: $order, limit: 100) { count rows { id id_entidad nombre tipo periodo monto_total estado _created_at id_sucursal_pago sucursal_entidad_suc_nombre entidad_nombre cpt id_cpt c31 seleccionar } } }`;
const LINEAS = `query ($id: ID!, $limit: Int, $page: Int) { planillaBeneficiarias(idPlanilla: $id, limit: $limit, page: $page) { count rows { idBeneficiaria benNombre titularNombre nro_documento subsidio monto nroAsignacion } } }`;
const PENDIENTES = `{ beneficiariasNoEnPlanillasPorEntidad(limit: 100) { count rows { id_beneficiaria } } }`;
const PENDIENTES3 = `query ($id: ID) { beneficiariasNoEnPlanillasPorEntidad3(limit: 100, id_subsidio: $id) { count rows { id_beneficiaria nro_asignacion monto } } }`;

const agregar = (token: string, lista: Array<{ idBeneficiaria: number; monto: string }>, montoTotal: string, extra: Record<string, unknown> = {}) =>
  t.gql(token, ADD, { sucursalPago: sucA, montoTotal, nombre: 'PLANILLA ESFUERZO POR BOLIVIA', lista: lista.map((l) => ({ ...l, idBeneficiaria: String(l.idBeneficiaria) })), ...extra });

/** A call that must be refused with `mensaje` and change nothing. */
async function rechazada(llamada: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, any> }> }>, mensaje: string, codigo = 'VALIDATION') {
  const antes = await huellaDeDatos(t);
  const res = await llamada();
  expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe(codigo);
  expect(res.errors?.[0]?.message).toContain(mensaje);
  expect(await huellaDeDatos(t)).toEqual(antes);
}

const pendientes = async (token: string) => ((await t.gql(token, PENDIENTES)).data.beneficiariasNoEnPlanillasPorEntidad.rows as Array<{ id_beneficiaria: number }>).map((r) => r.id_beneficiaria);
const planilla = async (id: number) => (await t.database.db.select().from(planillas).where(eq(planillas.id, id)))[0]!;

describe('planillaAdd', () => {
  it('creates a CREADO payroll whose total is the sum of its lines in centavos (0.10 + 0.20 = 0.30 exactly)', async () => {
    const [a, b] = await beneficiariasDe(entA, sucA, ['0.10', '0.20']);
    const res = await agregar(empA, [{ idBeneficiaria: a!, monto: '0.10' }, { idBeneficiaria: b!, monto: '0.2' }], '0.30');
    expect(res.errors).toBeUndefined();
    const id = res.data.planillaAdd.id as number;
    expect(await planilla(id)).toMatchObject({ id_entidad: entA, id_sucursal_pago: sucA, nombre: 'PLANILLA ESFUERZO POR BOLIVIA', tipo: 'MENSUAL', periodo: '2026-11-01', monto_total: '0.30', estado: 'CREADO' });
    const lineas = await t.gql(empA, LINEAS, { id: String(id) });
    expect(lineas.errors).toBeUndefined();
    expect(lineas.data.planillaBeneficiarias.count).toBe(2);
    expect(lineas.data.planillaBeneficiarias.rows).toEqual([
      { idBeneficiaria: a, benNombre: 'BENEFICIARIA PRUEBA', titularNombre: 'BENEFICIARIA PRUEBA', nro_documento: expect.any(String), subsidio: 'BONO ESFUERZO POR BOLIVIA', monto: '0.10', nroAsignacion: null },
      { idBeneficiaria: b, benNombre: 'BENEFICIARIA PRUEBA', titularNombre: 'BENEFICIARIA PRUEBA', nro_documento: expect.any(String), subsidio: 'BONO ESFUERZO POR BOLIVIA', monto: '0.20', nroAsignacion: null },
    ]);
    // In this month's payroll: no longer pending.
    const ids = await pendientes(empA);
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(b);
    const lista = await t.gql(empA, LISTA, { estado: 'CREADO' });
    expect(lista.data.planillas.rows.find((r: { id: number }) => r.id === id)).toEqual({
      id,
      id_entidad: entA,
      nombre: 'PLANILLA ESFUERZO POR BOLIVIA',
      tipo: 'MENSUAL',
      periodo: '2026-11-01',
      monto_total: '0.30',
      estado: 'CREADO',
      _created_at: '2026-11-22T12:00:00.000Z',
      id_sucursal_pago: sucA,
      sucursal_entidad_suc_nombre: 'CASA MATRIZ A',
      entidad_nombre: expect.any(String),
      cpt: null,
      id_cpt: null,
      c31: null,
      seleccionar: true,
    });
  });

  it('pays a subsidy beneficiary its subsidy’s amount and next assignment; variant 3 then moves on, and drops it once its range is paid', async () => {
    const s = await una(entA, sucA, null, { id_subsidio: prueba, nro_asignacion_inicio: 5, nro_asignacion_fin: 6 });
    const r0 = await t.gql(empA, PENDIENTES3, { id: String(prueba) });
    expect(r0.errors).toBeUndefined();
    const antes = r0.data.beneficiariasNoEnPlanillasPorEntidad3.rows;
    expect(antes).toEqual([{ id_beneficiaria: s, nro_asignacion: 5, monto: '150.50' }]);
    const res = await agregar(empA, [{ idBeneficiaria: s, monto: '150.50' }], '150.5');
    expect(res.errors).toBeUndefined();
    const [linea] = await t.database.db.select().from(planillaDetalle).where(eq(planillaDetalle.id_planilla, res.data.planillaAdd.id));
    expect(linea).toMatchObject({ id_beneficiaria: s, id_subsidio: prueba, monto: '150.50', nro_asignacion: 5, periodo: '2026-11-01', vigente: true });
    expect((await t.gql(empA, PENDIENTES3, { id: String(prueba) })).data.beneficiariasNoEnPlanillasPorEntidad3.rows).toEqual([]);
    try {
      // Next month (in Bolivia: 1 December 04:00 UTC) the next assignment is due.
      t.clock.set(new Date('2026-12-01T04:00:00Z'));
      // A session idle for weeks is closed: a new one for each month.
      let emp = (await loginAs(t, 5, { id_entidad: entA })).token;
      expect((await t.gql(emp, PENDIENTES3, { id: String(prueba) })).data.beneficiariasNoEnPlanillasPorEntidad3.rows).toEqual([{ id_beneficiaria: s, nro_asignacion: 6, monto: '150.50' }]);
      const dic = await agregar(emp, [{ idBeneficiaria: s, monto: '150.50' }], '150.50');
      expect(dic.errors).toBeUndefined();
      expect(await planilla(dic.data.planillaAdd.id)).toMatchObject({ periodo: '2026-12-01', monto_total: '150.50' });
      t.clock.set(new Date('2027-01-10T12:00:00Z'));
      emp = (await loginAs(t, 5, { id_entidad: entA })).token;
      // Range 5..6 paid: gone from the list, and refused in a payroll.
      expect((await t.gql(emp, PENDIENTES3, { id: String(prueba) })).data.beneficiariasNoEnPlanillasPorEntidad3.rows).toEqual([]);
      await rechazada(() => agregar(emp, [{ idBeneficiaria: s, monto: '150.50' }], '150.50'), TEXTOS.planillaBeneficiariaSinMonto({ fila: 1 }));
    } finally {
      t.clock.set(new Date('2026-11-22T12:00:00Z'));
    }
  });

  it('refuses, changing nothing: an empty list, a zero total, a total that differs, a line that differs', async () => {
    const [a, b] = await beneficiariasDe(entA, sucA, ['10.00', '20.00']);
    await rechazada(() => agregar(empA, [], '0'), TEXTOS.planillaSinBeneficiarias);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }], '0.00'), TEXTOS.montoTotalCero);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '0' }], '0'), TEXTOS.montoTotalCero);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }, { idBeneficiaria: b!, monto: '20.00' }], '30.01'), TEXTOS.montoTotalDistinto({ total: formatoBs('30.00') }));
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }, { idBeneficiaria: b!, monto: '25.00' }], '35.00'), TEXTOS.planillaMontoDistinto({ fila: 2, monto: formatoBs('20.00') }));
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }, { idBeneficiaria: a!, monto: '10.00' }], '20.00'), TEXTOS.planillaBeneficiariaRepetida({ fila: 2 }));
  });

  it("refuses another entity's beneficiary, a beneficiary already in this month's payroll, a branch not its own or not active, one without an amount", async () => {
    const [a, ya] = await beneficiariasDe(entA, sucA, ['10.00', '5.00']);
    const ajena = await una(entB, sucB, '10.00');
    const sinMonto = await una(entA, sucA, null);
    expect((await agregar(empA, [{ idBeneficiaria: ya!, monto: '5.00' }], '5.00')).errors).toBeUndefined();
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }, { idBeneficiaria: ajena, monto: '10.00' }], '20.00'), TEXTOS.planillaBeneficiariaAjena({ fila: 2 }));
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }, { idBeneficiaria: ya!, monto: '5.00' }], '15.00'), TEXTOS.planillaBeneficiariaYaIncluida({ fila: 2 }));
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }], '10.00', { sucursalPago: String(sucB) }), TEXTOS.sucursalPagoInvalida);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a!, monto: '10.00' }], '10.00', { sucursalPago: String(sucInactiva) }), TEXTOS.sucursalPagoInvalida);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: sinMonto, monto: '10.00' }], '10.00'), TEXTOS.planillaBeneficiariaSinMonto({ fila: 1 }));
  });

  it('refuses bad input with the field named', async () => {
    const a = await una(entA, sucA, '10.00');
    const l = [{ idBeneficiaria: a, monto: '10.00' }];
    await rechazada(() => agregar(empA, l, '10.00', { nombre: '  ' }), `Nombre: ${TEXTOS.required}`);
    await rechazada(() => agregar(empA, l, '10.00', { nombre: 'X'.repeat(151) }), TEXTOS.maxLength({ max: 150 }));
    await rechazada(() => agregar(empA, l, '10.00', { tipo: 'SEMANAL' }), TEXTOS.invalid);
    await rechazada(() => agregar(empA, [{ idBeneficiaria: a, monto: '10 Bs' }], '10.00'), TEXTOS.soloNumerosPunto);
    await rechazada(() => agregar(empA, l, '10.001'), TEXTOS.montoCifras);
  });

  it('two payrolls at once for the same beneficiary: exactly one wins', async () => {
    const a = await una(entA, sucA, '7.77');
    const res = await Promise.all([agregar(empA, [{ idBeneficiaria: a, monto: '7.77' }], '7.77'), agregar(empA, [{ idBeneficiaria: a, monto: '7.77' }], '7.77')]);
    const ganadoras = res.filter((r) => !r.errors);
    expect(ganadoras).toHaveLength(1);
    const perdedora = res.find((r) => r.errors)!;
    expect([TEXTOS.planillaBeneficiariaYaIncluida({ fila: 1 }), TEXTOS.planillaCarrera]).toContain(perdedora.errors![0]!.message);
    const lineas = await t.database.db.select().from(planillaDetalle).where(and(eq(planillaDetalle.id_beneficiaria, a), eq(planillaDetalle.vigente, true)));
    expect(lineas).toHaveLength(1);
  });

  it('writes a 5,000-line payroll in one call', async () => {
    const montos = Array.from({ length: 5000 }, (_, i) => centavosADecimal(1 + ((i * 7919) % 100_000)));
    const ids = await beneficiariasDe(entA, sucA, montos);
    const total = montos.reduce((s, m) => s + Math.round(Number(m) * 100), 0);
    const res = await agregar(empA, ids.map((idBeneficiaria, i) => ({ idBeneficiaria, monto: montos[i]! })), centavosADecimal(total));
    expect(res.errors).toBeUndefined();
    expect(await planilla(res.data.planillaAdd.id)).toMatchObject({ monto_total: centavosADecimal(total) });
    const pagina = await t.gql(empA, LINEAS, { id: String(res.data.planillaAdd.id), limit: 100, page: 50 });
    expect(pagina.data.planillaBeneficiarias.count).toBe(5000);
    expect(pagina.data.planillaBeneficiarias.rows).toHaveLength(100);
    expect(pagina.data.planillaBeneficiarias.rows[99].idBeneficiaria).toBe(ids[4999]);
    // Past the last line: the count still, no rows; another entity's payroll is not found on any page.
    const despues = await t.gql(empA, LINEAS, { id: String(res.data.planillaAdd.id), limit: 100, page: 51 });
    expect(despues.data.planillaBeneficiarias).toEqual({ count: 5000, rows: [] });
    await rechazada(() => t.gql(empB, LINEAS, { id: String(res.data.planillaAdd.id), limit: 100, page: 51 }), TEXTOS.noEncontrado, 'NOT_FOUND');
  }, 120_000);
});

describe('anularPlanilla', () => {
  it('cancels a CREADO payroll and frees its beneficiaries for another payroll', async () => {
    const a = await una(entA, sucA, '12.34');
    const id = (await agregar(empA, [{ idBeneficiaria: a, monto: '12.34' }], '12.34')).data.planillaAdd.id as number;
    expect(await pendientes(empA)).not.toContain(a);
    const res = await t.gql(empA, ANULAR, { id: String(id) });
    expect(res.errors).toBeUndefined();
    expect(res.data.anularPlanilla).toEqual({ id, estado: 'ANULADO', mensaje: 'Planilla anulada exitosamente' });
    expect(await planilla(id)).toMatchObject({ estado: 'ANULADO', monto_total: '12.34' });
    expect(await pendientes(empA)).toContain(a);
    const otra = await agregar(empA, [{ idBeneficiaria: a, monto: '12.34' }], '12.34');
    expect(otra.errors).toBeUndefined();
    const anuladas = await t.gql(empA, LISTA, { estado: 'ANULADO' });
    expect(anuladas.data.planillas.rows.map((r: { id: number; seleccionar: boolean }) => [r.id, r.seleccionar])).toEqual([[id, false]]);
  });

  it('is refused from every other state', async () => {
    for (const estado of ['ANULADO', 'ENVIADO', 'PAGADO'] as const) {
      const a = await una(entA, sucA, '1.00');
      const id = (await agregar(empA, [{ idBeneficiaria: a, monto: '1.00' }], '1.00')).data.planillaAdd.id as number;
      if (estado === 'ANULADO') expect((await t.gql(empA, ANULAR, { id: String(id) })).errors).toBeUndefined();
      // ENVIADO and PAGADO come with the payment code; PAGADO with its credits, so the ledger stays whole.
      else if (estado === 'ENVIADO') await t.database.db.update(planillas).set({ estado }).where(eq(planillas.id, id));
      else {
        await t.database.db.update(planillas).set({ estado: 'ENVIADO' }).where(eq(planillas.id, id));
        const { marcarPagadas } = await import('./service.js');
        await t.database.db.transaction((tx) => marcarPagadas(tx, [id], 1, t.clock()));
      }
      await rechazada(() => t.gql(empA, ANULAR, { id: String(id) }), TEXTOS.planillaSoloCreadoAnular({ estado }), 'CONFLICT');
    }
  });
});

describe('record scope and permissions', () => {
  it("employer B cannot list, see the lines of, or cancel A's payroll: not found; staff see every entity's", async () => {
    const a = await una(entA, sucA, '3.00');
    const id = (await agregar(empA, [{ idBeneficiaria: a, monto: '3.00' }], '3.00')).data.planillaAdd.id as number;
    const deB = await t.gql(empB, LISTA, { estado: 'TODOS' });
    expect(deB.errors).toBeUndefined();
    expect(deB.data.planillas.rows.every((r: { id_entidad: number }) => r.id_entidad === entB)).toBe(true);
    await rechazada(() => t.gql(empB, LINEAS, { id: String(id) }), TEXTOS.noEncontrado, 'NOT_FOUND');
    await rechazada(() => t.gql(empB, ANULAR, { id: String(id) }), TEXTOS.noEncontrado, 'NOT_FOUND');
    const todas = await t.gql(staff, LISTA, { estado: 'TODOS' });
    expect(todas.data.planillas.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.gql(staff, LINEAS, { id: String(id) })).data.planillaBeneficiarias.count).toBe(1);
  });

  it('a role without the keys is refused', async () => {
    const a = await una(entA, sucA, '4.00');
    const id = (await agregar(empA, [{ idBeneficiaria: a, monto: '4.00' }], '4.00')).data.planillaAdd.id as number;
    await rechazada(() => t.gql(staff, ANULAR, { id: String(id) }), '', 'NOT_AUTHORIZED');
    await rechazada(() => t.gql(proveedor, LISTA, {}), '', 'NOT_AUTHORIZED');
    await rechazada(() => agregar(staff, [{ idBeneficiaria: a, monto: '4.00' }], '4.00'), '', 'NOT_AUTHORIZED');
  });

  it('the history filters by state in SQL, TODOS being all, newest first', async () => {
    const todas = (await t.gql(empA, LISTA, { estado: 'TODOS' })).data.planillas;
    const ids = todas.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    const creadas = (await t.gql(empA, LISTA, { estado: 'CREADO' })).data.planillas;
    expect(creadas.rows.every((r: { estado: string }) => r.estado === 'CREADO')).toBe(true);
    expect(creadas.count).toBeLessThan(todas.count);
    expect((await t.gql(empA, LISTA, { estado: 'OTRO' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('GET /api/v1/entidades/:idEntidad/sucursales', () => {
  it("answers the entity's active branches to pay from; another entity's is not found; staff name any", async () => {
    const propia = await t.rest('GET', `/api/v1/entidades/${entA}/sucursales`, empA);
    expect(propia.statusCode).toBe(200);
    const { count, rows } = propia.json() as { count: number; rows: Array<{ id: number; nombre: string }> };
    expect(rows.map((r) => r.id)).toContain(sucA);
    expect(rows.map((r) => r.id)).not.toContain(sucInactiva);
    expect(count).toBe(rows.length);

    const ajena = await t.rest('GET', `/api/v1/entidades/${entB}/sucursales`, empA);
    expect(ajena.statusCode).toBe(404);

    const admin = (await loginAs(t, 2)).token;
    const deStaff = await t.rest('GET', `/api/v1/entidades/${entB}/sucursales`, admin);
    expect((deStaff.json() as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([sucB]);
  });
});
