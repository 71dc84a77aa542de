import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NOMBRE_PLANILLA_DEFECTO } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../test/factories.js';
import { huellaDeDatos } from '../test/huella.js';
import { invariantes } from '../test/invariantes.js';
import { beneficiarias, personas, planillaDetalle, planillas, subsidios, sucursales, trabajadores } from '../db/schema/index.js';

/**
 * The spec's calls issue 30 found missing (decision 042): each answers under the spec's name with the
 * rules, key and record scope of the screen or call that already does the work.
 */
let t: TestApp;
/** Entity A: two branches of workers and a point of sale; entity B: one branch. */
let a: number;
let b: number;
let s1: number;
let s2: number;
let sb: number;
let empleadorA: string;
let empleadorB: string;
let operador: string;
let proveedor: string;
let consulta: string;

async function sucursal(entidad: number, nombre: string, tipo = 'SUCURSAL', estado = 'ACTIVO') {
  const [s] = await t.database.db.insert(sucursales).values({ nombre, id_entidad: entidad, tipo, estado }).returning({ id: sucursales.id });
  return s!.id;
}

/** Workers of a branch, each a bonus beneficiary of its entity (as the OVT sync leaves them). */
async function trabajadoresDe(entidad: number, idSucursal: number, docs: string[]) {
  const { db } = t.database;
  const ps = await db
    .insert(personas)
    .values(docs.map((doc) => ({ nro_documento: doc, nombres: `TRABAJADOR ${doc}`, primer_apellido: 'QUISPE', fecha_nacimiento: '1990-01-05' })))
    .returning({ id: personas.id });
  await db.insert(trabajadores).values(ps.map((p) => ({ id_persona: p.id, id_entidad: entidad, id_sucursal: idSucursal })));
  await db.insert(beneficiarias).values(ps.map((p) => ({ id_persona: p.id, id_persona_titular: p.id, id_subsidio: 1, id_entidad: entidad, id_sucursal: idSucursal, estado: 'ACTIVO' })));
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await makeEntidad(t)).id;
  b = (await makeEntidad(t)).id;
  s1 = await sucursal(a, 'SUCURSAL NORTE');
  s2 = await sucursal(a, 'CASA MATRIZ', 'SUCURSAL', 'INACTIVO');
  await sucursal(a, 'PUNTO DE VENTA', 'PUNTO_VENTA');
  sb = await sucursal(b, 'AJENA');
  await trabajadoresDe(a, s1, ['7100001', '7100002', '7100003']);
  await trabajadoresDe(a, s2, ['7100004']);
  await trabajadoresDe(b, sb, ['7200001']);
  empleadorA = (await loginAs(t, 5, { id_entidad: a })).token;
  empleadorB = (await loginAs(t, 5, { id_entidad: b })).token;
  operador = (await loginAs(t, 3)).token;
  proveedor = (await loginAs(t, 4)).token;
  consulta = (await loginAs(t, 10)).token;
}, 60_000);
afterAll(() => t.close());

describe('GET v1/beneficiarios/sucursales', () => {
  it('part 1 §7 GET v1/beneficiarios/sucursales: branches (nombre, id_sucursal), a plain list of the caller’s entity', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiarios/sucursales', empleadorA);
    expect(res.statusCode, res.body).toBe(200);
    // Every branch of its workers, by name, any state; its points of sale are not workers' branches.
    expect(res.json()).toEqual([
      { nombre: 'CASA MATRIZ', id_sucursal: s2 },
      { nombre: 'SUCURSAL NORTE', id_sucursal: s1 },
    ]);
  });

  it('part 2 §7 GET v1/beneficiarios/sucursales: another entity is not found; staff name the entity; a role without the key is refused', async () => {
    expect((await t.rest('GET', `/api/v1/beneficiarios/sucursales?idEntidad=${a}`, empleadorA)).json()).toHaveLength(2);
    expect((await t.rest('GET', `/api/v1/beneficiarios/sucursales?idEntidad=${b}`, empleadorA)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/beneficiarios/sucursales', empleadorB)).json()).toEqual([{ nombre: 'AJENA', id_sucursal: sb }]);
    expect((await t.rest('GET', '/api/v1/beneficiarios/sucursales', operador)).json()).toEqual([]);
    expect((await t.rest('GET', `/api/v1/beneficiarios/sucursales?idEntidad=${b}`, operador)).json()).toEqual([{ nombre: 'AJENA', id_sucursal: sb }]);
    expect((await t.rest('GET', '/api/v1/beneficiarios/sucursales?idEntidad=x', operador)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/beneficiarios/sucursales', proveedor)).statusCode).toBe(403);
    expect((await t.rest('GET', '/api/v1/beneficiarios/sucursales', null)).statusCode).toBe(401);
  });
});

describe('GET v1/sucursales/{id}/beneficiarios', () => {
  it('part 2 §7 GET v1/sucursales/{id}/beneficiarios: count, rows of the branch’s workers, as the workers list answers them', async () => {
    const res = await t.rest('GET', `/api/v1/sucursales/${s1}/beneficiarios`, empleadorA);
    expect(res.statusCode, res.body).toBe(200);
    const { count, rows } = res.json();
    expect(count).toBe(3);
    expect(rows.map((r: { beneficiaria_datos_persona_nro_documento: string }) => r.beneficiaria_datos_persona_nro_documento)).toEqual(['7100003', '7100002', '7100001']);
    expect(rows[0]).toMatchObject({ id_entidad: a, id_sucursal: s1, beneficiaria_datos_estado: 'ACTIVO', beneficiaria_datos_persona_nombres: 'TRABAJADOR 7100003', beneficiaria_suc_nombre: 'SUCURSAL NORTE', monto_bono: null });
    expect(rows[0].id).toBe(rows[0].id_beneficiaria);
    // Paged, sorted and filtered as the other lists.
    const pagina = (await t.rest('GET', `/api/v1/sucursales/${s1}/beneficiarios?limit=2&page=2&order=beneficiaria_datos_persona_nro_documento`, empleadorA)).json();
    expect(pagina.count).toBe(3);
    expect(pagina.rows.map((r: { beneficiaria_datos_persona_nro_documento: string }) => r.beneficiaria_datos_persona_nro_documento)).toEqual(['7100003']);
    const filtrada = (await t.rest('GET', `/api/v1/sucursales/${s1}/beneficiarios?nro_documento=7100002`, empleadorA)).json();
    expect(filtrada).toMatchObject({ count: 1, rows: [{ beneficiaria_datos_persona_nro_documento: '7100002' }] });
    expect((await t.rest('GET', `/api/v1/sucursales/${s2}/beneficiarios`, empleadorA)).json().count).toBe(1);
  });

  it('part 2 §7 GET v1/sucursales/{id}/beneficiarios: another entity’s branch is not found; staff reach any; a role without the key is refused', async () => {
    expect((await t.rest('GET', `/api/v1/sucursales/${sb}/beneficiarios`, empleadorA)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/sucursales/999999/beneficiarios', empleadorA)).statusCode).toBe(404);
    expect((await t.rest('GET', `/api/v1/sucursales/${sb}/beneficiarios`, operador)).json()).toMatchObject({ count: 1, rows: [{ beneficiaria_datos_persona_nro_documento: '7200001' }] });
    expect((await t.rest('GET', `/api/v1/sucursales/${s1}/beneficiarios?limit=500`, empleadorA)).statusCode).toBe(400);
    expect((await t.rest('GET', `/api/v1/sucursales/${s1}/beneficiarios`, proveedor)).statusCode).toBe(403);
  });
});

describe('POST v1/planillas/csv', () => {
  it('part 2 §7 POST v1/planillas/csv: planillas, idEntidad; response mensaje, as update_personas with crearPlanilla', async () => {
    const res = await t.rest('POST', '/api/v1/planillas/csv', empleadorA, {
      idEntidad: a,
      planillas: [
        { nro_documento: '7100001', monto_detalle: '1000.10' },
        { nro_documento: '7100002', monto_detalle: '2000' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.montosActualizados({ n: 2 })), planillas: [expect.any(Number)] });
    const [planilla] = await t.database.db.select().from(planillas).where(eq(planillas.id, res.json().planillas[0]));
    expect(planilla).toMatchObject({ id_entidad: a, id_sucursal_pago: s1, nombre: NOMBRE_PLANILLA_DEFECTO, estado: 'CREADO', monto_total: '450.02' });
    expect(await invariantes(t.database.db)).toEqual([]);
  });

  it('part 2 §7 POST v1/planillas/csv: another entity is not found, a wrong row writes nothing, a role without the key is refused', async () => {
    const antes = await huellaDeDatos(t);
    const fila = { nro_documento: '7100003', monto_detalle: '10' };
    expect((await t.rest('POST', '/api/v1/planillas/csv', empleadorB, { idEntidad: a, planillas: [fila] })).statusCode).toBe(404);
    const ajena = await t.rest('POST', '/api/v1/planillas/csv', empleadorA, { planillas: [fila, { nro_documento: '7200001', monto_detalle: '10' }] });
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json()).toMatchObject({ error: TEXTOS.planillaConErrores, datos: [{ nro_registro: 2, errores: { nro_documento: TEXTOS.csvDocumentoDesconocido } }] });
    expect((await t.rest('POST', '/api/v1/planillas/csv', empleadorA, { idEntidad: a, planillas: [] })).statusCode).toBe(400);
    expect((await t.rest('POST', '/api/v1/planillas/csv', proveedor, { idEntidad: a, planillas: [fila] })).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('POST v1/planillas/todosFaltantes', () => {
  /** A new entity with one active paying branch, its pending bonuses, and its employer. */
  async function conPendientes(montos: Array<string | null>) {
    const entidad = (await makeEntidad(t)).id;
    const idSucursal = await sucursal(entidad, 'CASA MATRIZ');
    const ids = await makeBeneficiariasBono(t, entidad, idSucursal, montos);
    return { entidad, sucursal: idSucursal, ids, token: (await loginAs(t, 5, { id_entidad: entidad })).token };
  }

  it('part 2 §7 POST v1/planillas/todosFaltantes: response mensaje; one payroll of every pending worker, as planillaAdd(todas)', async () => {
    const e = await conPendientes(['10.00', '20.50', null, '0.00']);
    const res = await t.rest('POST', '/api/v1/planillas/todosFaltantes', e.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.planillaTodosFaltantes({ n: 2 })), id: expect.any(Number) });
    const [planilla] = await t.database.db.select().from(planillas).where(eq(planillas.id, res.json().id));
    expect(planilla).toMatchObject({ id_entidad: e.entidad, id_sucursal_pago: e.sucursal, nombre: NOMBRE_PLANILLA_DEFECTO, tipo: 'MENSUAL', estado: 'CREADO', monto_total: '30.50' });
    const lineas = await t.database.db.select({ id: planillaDetalle.id_beneficiaria }).from(planillaDetalle).where(eq(planillaDetalle.id_planilla, planilla!.id)).orderBy(planillaDetalle.id_beneficiaria);
    expect(lineas.map((l) => l.id)).toEqual(e.ids.slice(0, 2));
    // Nothing pending any more: the dialog's refusal, nothing written.
    const antes = await huellaDeDatos(t);
    const otra = await t.rest('POST', '/api/v1/planillas/todosFaltantes', e.token, {});
    expect(otra.statusCode).toBe(400);
    expect(otra.json().error).toBe(TEXTOS.planillaSinBeneficiarias);
    expect(await huellaDeDatos(t)).toEqual(antes);
    expect(await invariantes(t.database.db)).toEqual([]);
  });

  it('part 2 §7 POST v1/planillas/todosFaltantes: the branch and name given; another entity’s branch or entity refused; a role without the key is refused', async () => {
    const e = await conPendientes(['5.00']);
    const antes = await huellaDeDatos(t);
    const ajena = await t.rest('POST', '/api/v1/planillas/todosFaltantes', e.token, { sucursalPago: sb });
    expect(ajena.statusCode).toBe(400);
    expect(ajena.json().error).toBe(TEXTOS.sucursalPagoInvalida);
    expect((await t.rest('POST', '/api/v1/planillas/todosFaltantes', e.token, { idEntidad: b })).statusCode).toBe(404);
    expect((await t.rest('POST', '/api/v1/planillas/todosFaltantes', consulta, { idEntidad: e.entidad })).statusCode).toBe(403);
    expect((await t.rest('POST', '/api/v1/planillas/todosFaltantes', operador, { idEntidad: e.entidad })).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
    const res = await t.rest('POST', '/api/v1/planillas/todosFaltantes', e.token, { sucursalPago: e.sucursal, nombre: 'Planilla de diciembre' });
    expect(res.statusCode, res.body).toBe(200);
    const [planilla] = await t.database.db.select().from(planillas).where(eq(planillas.id, res.json().id));
    expect(planilla).toMatchObject({ nombre: 'Planilla de diciembre', id_sucursal_pago: e.sucursal, monto_total: '5.00' });
  });
});

describe('obtenerBeneficiariaPorTitular', () => {
  const QUERY = `query ($doc: String!, $limit: Int, $order: String) { obtenerBeneficiariaPorTitular(nroDocumentoTitular: $doc, limit: $limit, order: $order) {
    count rows { id id_entidad estado fechaNacidoVivo ben_subsidio_nombre Sucursale_nombre persona_t_nro_documento persona_b_nro_documento persona_b_nombre_completo persona_tc_nro_documento } } }`;
  let titular: number;
  let prenatal: number;
  let lactancia: number;

  beforeAll(async () => {
    const { db } = t.database;
    const porNombre = Object.fromEntries((await db.select().from(subsidios)).map((s) => [s.nombre, s.id]));
    prenatal = porNombre['SUBSIDIO PRENATAL']!;
    lactancia = porNombre['SUBSIDIO DE LACTANCIA']!;
    const [pt] = await db.select({ id: personas.id }).from(personas).where(eq(personas.nro_documento, '7100001'));
    titular = pt!.id;
    const [bebe] = await db.insert(personas).values({ nro_documento: '7300001', nombres: 'BEBE', primer_apellido: 'QUISPE', fecha_nacimiento: '2026-10-01' }).returning({ id: personas.id });
    await db.insert(beneficiarias).values([
      { id_persona: titular, id_persona_titular: titular, id_persona_titular_cobro: titular, id_subsidio: prenatal, id_entidad: a, id_sucursal: s1, estado: 'ACTIVO' },
      { id_persona: bebe!.id, id_persona_titular: titular, id_persona_titular_cobro: titular, id_subsidio: lactancia, id_entidad: a, id_sucursal: s1, estado: 'CREADO', fecha_nacido_vivo: '2026-10-01' },
      // The same titular's document at another entity (another registration): outside employer A's reach.
      { id_persona: bebe!.id, id_persona_titular: titular, id_persona_titular_cobro: titular, id_subsidio: lactancia, id_entidad: b, id_sucursal: sb, estado: 'ACTIVO' },
    ]);
  });

  it('part 2 §7 obtenerBeneficiariaPorTitular(nroDocumentoTitular): count, rows of the titular’s subsidy beneficiaries in the caller’s reach', async () => {
    const res = await t.gql(empleadorA, QUERY, { doc: '7100001' });
    expect(res.errors).toBeUndefined();
    const { count, rows } = res.data.obtenerBeneficiariaPorTitular;
    // Its bonus (the worker's own row) is not a registration; newest first.
    expect(count).toBe(2);
    expect(rows).toEqual([
      { id: expect.any(Number), id_entidad: a, estado: 'CREADO', fechaNacidoVivo: '2026-10-01', ben_subsidio_nombre: 'SUBSIDIO DE LACTANCIA', Sucursale_nombre: 'SUCURSAL NORTE', persona_t_nro_documento: '7100001', persona_b_nro_documento: '7300001', persona_b_nombre_completo: 'BEBE QUISPE', persona_tc_nro_documento: '7100001' },
      { id: expect.any(Number), id_entidad: a, estado: 'ACTIVO', fechaNacidoVivo: null, ben_subsidio_nombre: 'SUBSIDIO PRENATAL', Sucursale_nombre: 'SUCURSAL NORTE', persona_t_nro_documento: '7100001', persona_b_nro_documento: '7100001', persona_b_nombre_completo: 'TRABAJADOR 7100001 QUISPE', persona_tc_nro_documento: '7100001' },
    ]);
    expect((await t.gql(empleadorA, QUERY, { doc: '7100001', limit: 1, order: 'ben_subsidio_nombre' })).data.obtenerBeneficiariaPorTitular).toMatchObject({ count: 2, rows: [{ ben_subsidio_nombre: 'SUBSIDIO DE LACTANCIA' }] });
  });

  it('part 2 §7 obtenerBeneficiariaPorTitular(nroDocumentoTitular): the exact document only; another entity’s rows unseen; staff see all; a role without the key is refused', async () => {
    expect((await t.gql(empleadorA, QUERY, { doc: '710000' })).data.obtenerBeneficiariaPorTitular).toEqual({ count: 0, rows: [] });
    expect((await t.gql(empleadorA, QUERY, { doc: '7100002' })).data.obtenerBeneficiariaPorTitular.count).toBe(0);
    expect((await t.gql(empleadorB, QUERY, { doc: '7100001' })).data.obtenerBeneficiariaPorTitular).toMatchObject({ count: 1, rows: [{ id_entidad: b }] });
    expect((await t.gql(operador, QUERY, { doc: '7100001' })).data.obtenerBeneficiariaPorTitular.count).toBe(3);
    expect((await t.gql(empleadorA, QUERY, { doc: '' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(proveedor, QUERY, { doc: '7100001' })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
    // Roles 6 and 7 update beneficiaries but do not register them (no beneficiarias:create).
    const publica = (await loginAs(t, 6, { id_entidad: a })).token;
    expect((await t.gql(publica, QUERY, { doc: '7100001' })).errors?.[0]?.message).toMatch(/^NOT_AUTHORIZED/);
  });
});
