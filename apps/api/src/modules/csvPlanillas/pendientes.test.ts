import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { beneficiarias, personas, subsidioMontos, subsidios, sucursales } from '../../db/schema/index.js';

/**
 * The pending lists of spec part 2 §2.4 and §7 (decision 021): the bonus list narrowed to one
 * matrícula (list and CSV), variant 2 (one branch) and variant 3 (subsidy beneficiaries with an
 * assignment to pay), each within the caller's entity.
 */
let t: TestApp;
let empleador: string;
let otroEmpleador: string;
let operador: string;
let entidad: number;
let otraEntidad: number;
let norte: number;
let sur: number;
let ajena: number;
let prueba: number;
let prenatal: number;

let doc = 8_100_000;
/** A person and its beneficiary of `subsidio` (the bonus by default) at a branch. */
async function beneficiaria(idEntidad: number, sucursal: number, nombres: string, extra: Partial<typeof beneficiarias.$inferInsert> = {}) {
  const { db } = t.database;
  const [p] = await db.insert(personas).values({ nro_documento: String(++doc), nombres, primer_apellido: 'CHOQUE', fecha_nacimiento: '1993-04-05', movil: `7${doc}`.slice(0, 8) }).returning({ id: personas.id });
  await db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: 1, id_entidad: idEntidad, id_sucursal: sucursal, ...extra });
  return String(doc);
}

const sucursal = async (id_entidad: number, nombre: string, matricula: string | null) =>
  (await t.database.db.insert(sucursales).values({ nombre, id_entidad, tipo: 'SUCURSAL', matricula }).returning({ id: sucursales.id }))[0]!.id;

const docs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  entidad = (await makeEntidad(t, { matricula_comercio: 'M-NORTE', matriculas_comercio: ['M-NORTE', 'M-SUR'] })).id;
  otraEntidad = (await makeEntidad(t)).id;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
  otroEmpleador = (await loginAs(t, 5, { id_entidad: otraEntidad })).token;
  operador = (await loginAs(t, 3)).token;
  norte = await sucursal(entidad, 'PLANTA NORTE', 'M-NORTE');
  sur = await sucursal(entidad, 'PLANTA SUR', 'M-SUR');
  ajena = await sucursal(otraEntidad, 'OTRA PLANTA', 'M-NORTE');
  docs.norte1 = await beneficiaria(entidad, norte, 'NORA');
  docs.norte2 = await beneficiaria(entidad, norte, 'NÉSTOR', { estado: 'ACTIVO' });
  docs.sur1 = await beneficiaria(entidad, sur, 'SARA');
  // Another entity's branch with the same matrícula text: never in this entity's lists.
  docs.ajena = await beneficiaria(otraEntidad, ajena, 'OTRA');

  const [s] = await db.insert(subsidios).values({ nombre: 'SUBSIDIO DE PRUEBA', tipo: 'SUBSIDIO', nro_total_entregas: 6, vigencia_dias: 30, estado: 'ACTIVO' }).returning({ id: subsidios.id });
  prueba = s!.id;
  // The amount per delivery is the latest year's (decision 018).
  await db.insert(subsidioMontos).values([
    { id_subsidio: prueba, gestion: 2025, monto: '100.00' },
    { id_subsidio: prueba, gestion: 2026, monto: '150.50' },
  ]);
  prenatal = (await db.select({ id: subsidios.id, nombre: subsidios.nombre }).from(subsidios)).find((x) => x.nombre === 'SUBSIDIO PRENATAL')!.id;
  docs.sub1 = await beneficiaria(entidad, norte, 'PAOLA', { id_subsidio: prueba, estado: 'ACTIVO', nro_asignacion_inicio: 3, nro_asignacion_fin: 6 });
  docs.sub2 = await beneficiaria(entidad, sur, 'QUERUBINA', { id_subsidio: prenatal, estado: 'CREADO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4 });
  // Without an assignment range there is nothing to pay.
  docs.sinRango = await beneficiaria(entidad, sur, 'ROSA', { id_subsidio: prueba, estado: 'ACTIVO' });
  docs.subAjena = await beneficiaria(otraEntidad, ajena, 'AJENA', { id_subsidio: prueba, estado: 'ACTIVO', nro_asignacion_inicio: 1, nro_asignacion_fin: 2 });
}, 60_000);
afterAll(() => t.close());

const documentos = (rows: Array<{ s_beneficiaria_persona_nro_documento: string }>) => rows.map((r) => r.s_beneficiaria_persona_nro_documento);

describe('the pending list narrowed to one matrícula (§2.4 selector)', () => {
  const consulta = `query ($matricula: String) { beneficiariasNoEnPlanillasPorEntidad(order: "s_beneficiaria_persona_nro_documento", matricula: $matricula) { count rows { s_beneficiaria_persona_nro_documento e_beneficiaria_nombre } } }`;

  it('shows only the branches of the chosen matrícula; none named, all of them', async () => {
    const todas = await t.gql(empleador, consulta, {});
    expect(todas.errors).toBeUndefined();
    expect(documentos(todas.data.beneficiariasNoEnPlanillasPorEntidad.rows)).toEqual([docs.norte1, docs.norte2, docs.sur1]);
    const n = await t.gql(empleador, consulta, { matricula: 'M-NORTE' });
    expect(n.data.beneficiariasNoEnPlanillasPorEntidad).toEqual({
      count: 2,
      rows: [
        { s_beneficiaria_persona_nro_documento: docs.norte1, e_beneficiaria_nombre: 'PLANTA NORTE' },
        { s_beneficiaria_persona_nro_documento: docs.norte2, e_beneficiaria_nombre: 'PLANTA NORTE' },
      ],
    });
    expect(documentos((await t.gql(empleador, consulta, { matricula: 'M-SUR' })).data.beneficiariasNoEnPlanillasPorEntidad.rows)).toEqual([docs.sur1]);
    expect((await t.gql(empleador, consulta, { matricula: 'OTRA' })).data.beneficiariasNoEnPlanillasPorEntidad.count).toBe(0);
    // The other employer's branch shares the text, not the entity.
    expect(documentos((await t.gql(otroEmpleador, consulta, { matricula: 'M-NORTE' })).data.beneficiariasNoEnPlanillasPorEntidad.rows)).toEqual([docs.ajena]);
  });

  it('refuses a matrícula longer than 50 characters', async () => {
    const res = await t.gql(empleador, consulta, { matricula: 'M'.repeat(51) });
    expect(res.errors?.[0]?.message).toBe('Matrícula de comercio: Debe tener como máximo 50 caracteres.');
  });

  it('narrows the CSV to fill in, and names the file after it', async () => {
    const res = await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${entidad}/creado?matricula=M-SUR`, empleador);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="planilla_trabajadores_M-SUR_2026-11-22.csv"');
    const lineas = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lineas.slice(1).map((l) => l.split(';')[0])).toEqual([docs.sur1]);
    const todas = await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${entidad}/creado`, empleador);
    expect(todas.headers['content-disposition']).toBe('attachment; filename="planilla_trabajadores_2026-11-22.csv"');
    expect(todas.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(4);
    expect((await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${entidad}/creado?matricula=M-SUR`, otroEmpleador)).statusCode).toBe(404);
  });
});

describe('beneficiariasNoEnPlanillasPorEntidad2: one branch', () => {
  const consulta = `query ($suc: ID!, $estado: String) { beneficiariasNoEnPlanillasPorEntidad2(id_sucursal: $suc, s_beneficiaria_estado: $estado, order: "-s_beneficiaria_persona_nro_documento") {
    count rows { id id_sucursal id_beneficiaria monto monto_detalle cantidad_pagos_entidad s_beneficiaria_estado s_beneficiaria_persona_nro_documento e_beneficiaria_nombre } } }`;

  it('lists the pending bonus rows of that branch, with the list’s filters', async () => {
    const res = await t.gql(empleador, consulta, { suc: String(norte) });
    expect(res.errors).toBeUndefined();
    const lista = res.data.beneficiariasNoEnPlanillasPorEntidad2;
    expect(lista.count).toBe(2);
    expect(documentos(lista.rows)).toEqual([docs.norte2, docs.norte1]);
    expect(lista.rows[0]).toMatchObject({ id_sucursal: norte, monto: null, monto_detalle: null, cantidad_pagos_entidad: 0, s_beneficiaria_estado: 'ACTIVO', e_beneficiaria_nombre: 'PLANTA NORTE' });
    expect(documentos((await t.gql(empleador, consulta, { suc: String(norte), estado: 'CREADO' })).data.beneficiariasNoEnPlanillasPorEntidad2.rows)).toEqual([docs.norte1]);
  });

  it("needs the branch; another entity's branch is not found; staff reach any", async () => {
    const sin = await t.gql(empleador, '{ beneficiariasNoEnPlanillasPorEntidad2 { count } }');
    expect(sin.errors?.[0]?.message).toContain('id_sucursal');
    const ajenaRes = await t.gql(empleador, consulta, { suc: String(ajena) });
    expect(ajenaRes.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(ajenaRes.data.beneficiariasNoEnPlanillasPorEntidad2).toBeNull();
    expect(documentos((await t.gql(operador, consulta, { suc: String(ajena) })).data.beneficiariasNoEnPlanillasPorEntidad2.rows)).toEqual([docs.ajena]);
  });
});

describe('beneficiariasNoEnPlanillasPorEntidad3: subsidy beneficiaries with an assignment to pay', () => {
  const consulta = `query ($order: String, $subsidio: ID, $estado: String, $suc: ID, $matricula: String, $doc: String) {
    beneficiariasNoEnPlanillasPorEntidad3(order: $order, id_subsidio: $subsidio, s_beneficiaria_estado: $estado, id_sucursal: $suc, matricula: $matricula, s_beneficiaria_persona_nro_documento: $doc) {
      count rows { id id_sucursal id_beneficiaria id_subsidio subsidio nro_asignacion monto monto_detalle cantidad_pagos_entidad s_beneficiaria_id s_beneficiaria_estado s_beneficiaria_persona_nombres s_beneficiaria_persona_nro_documento e_beneficiaria_nombre } } }`;

  it('lists the entity’s subsidy beneficiaries (never the bonus), with subsidy, next assignment and its amount', async () => {
    const res = await t.gql(empleador, consulta, { order: 'id' });
    expect(res.errors).toBeUndefined();
    const lista = res.data.beneficiariasNoEnPlanillasPorEntidad3;
    expect(lista.count).toBe(2);
    expect(lista.rows).toEqual([
      {
        id: expect.any(Number),
        id_sucursal: norte,
        id_beneficiaria: lista.rows[0].id,
        id_subsidio: prueba,
        subsidio: 'SUBSIDIO DE PRUEBA',
        nro_asignacion: 3,
        monto: '150.50',
        monto_detalle: null,
        cantidad_pagos_entidad: 0,
        s_beneficiaria_id: lista.rows[0].id,
        s_beneficiaria_estado: 'ACTIVO',
        s_beneficiaria_persona_nombres: 'PAOLA',
        s_beneficiaria_persona_nro_documento: docs.sub1,
        e_beneficiaria_nombre: 'PLANTA NORTE',
      },
      expect.objectContaining({ id_sucursal: sur, id_subsidio: prenatal, subsidio: 'SUBSIDIO PRENATAL', nro_asignacion: 1, monto: '2000.00', s_beneficiaria_estado: 'CREADO', s_beneficiaria_persona_nro_documento: docs.sub2 }),
    ]);
  });

  it('filters by subsidy, state, branch, matrícula and document, and sorts by the new fields', async () => {
    const docsDe = async (v: Record<string, unknown>) => documentos((await t.gql(empleador, consulta, v)).data.beneficiariasNoEnPlanillasPorEntidad3.rows);
    expect(await docsDe({ subsidio: String(prenatal) })).toEqual([docs.sub2]);
    expect(await docsDe({ estado: 'ACTIVO' })).toEqual([docs.sub1]);
    expect(await docsDe({ suc: String(sur) })).toEqual([docs.sub2]);
    expect(await docsDe({ matricula: 'M-NORTE' })).toEqual([docs.sub1]);
    expect(await docsDe({ doc: docs.sub2!.slice(-3) })).toEqual([docs.sub2]);
    expect(await docsDe({ order: '-monto' })).toEqual([docs.sub2, docs.sub1]);
    expect(await docsDe({ order: 'nro_asignacion' })).toEqual([docs.sub2, docs.sub1]);
    expect(await docsDe({ order: 'subsidio' })).toEqual([docs.sub1, docs.sub2]);
    const malo = await t.gql(empleador, consulta, { order: 'monto_bono' });
    expect(malo.errors?.[0]?.message).toBe('Orden: El valor es inválido');
  });

  it("never shows another entity's beneficiaries; staff see every entity's", async () => {
    expect(documentos((await t.gql(otroEmpleador, consulta, {})).data.beneficiariasNoEnPlanillasPorEntidad3.rows)).toEqual([docs.subAjena]);
    const todas = await t.gql(operador, consulta, { order: 'id' });
    expect(documentos(todas.data.beneficiariasNoEnPlanillasPorEntidad3.rows)).toEqual([docs.sub1, docs.sub2, docs.subAjena]);
  });
});
