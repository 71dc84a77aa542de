import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';

/**
 * Issue 32: every screen that exports a CSV of its list exports exactly the rows the list shows with
 * the same filters (all of them by default), on the demo data: the employer's Trabajadores (223
 * workers, most already in the month's payroll), a branch of it, the public entity's Beneficiarios,
 * and the payroll's pending rows of a matrícula (Planilla de trabajadores).
 */

let t: TestApp;
let empleador: { token: string; idEntidad: number };
let publica: string;

/** The data rows of a CSV export (its header left out), after checking it was answered. */
async function filasCsv(token: string, url: string) {
  const res = await t.rest('GET', url, token);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const lineas = res.rawPayload.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  return lineas.slice(1);
}

async function total(token: string, query: string, campo: string, vars: Record<string, unknown> = {}) {
  const r = await t.gql(token, query, vars);
  expect(r.errors).toBeUndefined();
  return r.data[campo].count as number;
}

const TRABAJADORES = `query ($nro_documento: String) { beneficiariasPorEntidad(limit: 5, nro_documento: $nro_documento) { count } }`;
const PUBLICOS = `query ($nro_documento: String) { beneficiariosPublicos(limit: 5, nro_documento: $nro_documento) { count } }`;
const PLANILLA = `mutation ($sucursalPago: ID!, $montoTotal: String!) { planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, nombre: "PLANILLA DEL MES", todas: true) { id } }`;
const PENDIENTES = `query ($matricula: String) { beneficiariasNoEnPlanillasPorEntidad(limit: 5, matricula: $matricula) { count } }`;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  const nit = await t.rest('POST', '/auth/nit', null, { nit: '2030405060', usuario: 'empleador', password: DEMO_PASSWORD });
  expect(nit.statusCode, nit.body).toBe(200);
  empleador = { token: nit.json().token, idEntidad: nit.json().usuario.id_entidad };
  const pub = await t.rest('POST', '/auth', null, { usuario: 'publica', contrasena: DEMO_PASSWORD });
  expect(pub.statusCode, pub.body).toBe(200);
  publica = pub.json().token;
});
afterAll(() => t.close());

describe('exports hold the rows their list shows (issue 32)', () => {
  it('Trabajadores: every worker of the entity, and the rows of its document filter', async () => {
    const lista = await total(empleador.token, TRABAJADORES, 'beneficiariasPorEntidad');
    expect(lista).toBeGreaterThan(200);
    expect(await filasCsv(empleador.token, `/api/v1/beneficiarias/descargarTrabajadoresCsv/${empleador.idEntidad}/todos`)).toHaveLength(lista);
    const filtrada = await total(empleador.token, TRABAJADORES, 'beneficiariasPorEntidad', { nro_documento: '10' });
    expect(filtrada).toBeGreaterThan(0);
    expect(filtrada).toBeLessThan(lista);
    const filas = await filasCsv(empleador.token, `/api/v1/beneficiarias/descargarTrabajadoresCsv/${empleador.idEntidad}/todos?nro_documento=10`);
    expect(filas).toHaveLength(filtrada);
    expect(filas.every((f) => f.split(';')[0]!.includes('10'))).toBe(true);
  });

  it('Trabajadores of one branch: the branch list and its export', async () => {
    const sucursales = await t.rest('GET', '/api/v1/beneficiarios/sucursales', empleador.token);
    expect(sucursales.statusCode, sucursales.body).toBe(200);
    const lista: Array<{ id_sucursal: number }> = sucursales.json();
    expect(lista.length).toBeGreaterThan(1);
    for (const { id_sucursal: id } of lista) {
      const res = await t.rest('GET', `/api/v1/sucursales/${id}/beneficiarios?limit=5`, empleador.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(await filasCsv(empleador.token, `/api/v1/beneficiarias/descargarTrabajadoresCsvSucursal/${id}`), `sucursal ${id}`).toHaveLength(res.json().count);
    }
  });

  it('Beneficiarios (public entity): every beneficiary the list shows, those in the month’s payroll too, and its document filter', async () => {
    // README: publica creates the month's payroll with its pendings; they stay in its list and in the file.
    const pendientes = await t.gql(publica, `{ beneficiariasNoEnPlanillasPorEntidad(limit: 1) { count monto_total } }`);
    expect(pendientes.data.beneficiariasNoEnPlanillasPorEntidad.count).toBe(30);
    const [sucursal] = (await t.rest('GET', '/api/v1/beneficiarios/sucursales', publica)).json() as Array<{ id_sucursal: number }>;
    const alta = await t.gql(publica, PLANILLA, { sucursalPago: String(sucursal!.id_sucursal), montoTotal: pendientes.data.beneficiariasNoEnPlanillasPorEntidad.monto_total });
    expect(alta.errors).toBeUndefined();
    expect((await t.gql(publica, `{ beneficiariasNoEnPlanillasPorEntidad(limit: 1) { count } }`)).data.beneficiariasNoEnPlanillasPorEntidad.count).toBe(0);
    const lista = await total(publica, PUBLICOS, 'beneficiariosPublicos');
    expect(lista).toBe(30);
    expect(await filasCsv(publica, '/api/v1/beneficiariosPublicos/csv')).toHaveLength(lista);
    const filtrada = await total(publica, PUBLICOS, 'beneficiariosPublicos', { nro_documento: '1' });
    expect(await filasCsv(publica, '/api/v1/beneficiariosPublicos/csv?nro_documento=1')).toHaveLength(filtrada);
  });

  it('Planilla de trabajadores: the pending rows of each matrícula, as its list counts them', async () => {
    for (const matricula of [undefined, '00098765', '00098766']) {
      const lista = await total(empleador.token, PENDIENTES, 'beneficiariasNoEnPlanillasPorEntidad', { matricula });
      const url = `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${empleador.idEntidad}/creado${matricula ? `?matricula=${matricula}` : ''}`;
      expect(await filasCsv(empleador.token, url), `matrícula ${matricula ?? 'todas'}`).toHaveLength(lista);
    }
  });
});
