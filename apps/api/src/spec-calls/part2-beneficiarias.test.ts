import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { COLUMNAS_BENEFICIARIAS_CSV } from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginToken } from '../test/factories.js';
import { withOvt } from '../test/ovt.js';
import { withSegip } from '../test/segip.js';
import { beneficiarias, entidades, personas, sucursales } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { MATRICULAS_DEMO, NIT_DEMO, registroOvt } from '@pb/demo/integrations/ovt/registro.js';
import { campos, datosGql } from '../test/respuesta.js';

/**
 * Spec part 2 §7, workers and beneficiaries: the calls that already answer as the spec says (issue 30),
 * each with the spec's payload as an allowed role of the demo data, checking the reply's
 * fields (CSV: content type and header row; lists: count and rows).
 *
 * Covered (test names start "part 2 §7 …"):
 *  1. GET v1/beneficiarias/descargarTrabajadoresCsv/{idEntidad}/todos -> CSV
 *  2. GET v1/beneficiarias/descargarTrabajadoresCsvPlanillas/{entityId}/creado -> CSV
 *  3. GET v1/beneficiarias/descargarTrabajadoresCsvSucursal/{id} -> CSV
 *  4. POST v1/beneficiarias/csv: upload field archivo -> errors, finalizado, datos
 *  5. PATCH v1/beneficiarias/update_personas: planillas, crearPlanilla true, idEntidad -> mensaje
 *  6. POST v1/beneficiarias/crear_beneficiarias: planillas, usuario, nombrePlanilla
 *  7. PATCH v1/beneficiarias/{id}/dispositivos/fingerprints -> mensaje
 *  8. PUT v1/otros/beneficiario/{idBeneficiaria}: removes suspension
 *  9. PATCH v1/beneficiarias/{id}/sms: body smsVal
 * 10. PATCH v1/beneficiarias/{personId}/{ACTIVO or INACTIVO}: status change
 * 11. POST v1/ovt/obtener_titular: nit, matricula, nroCi
 * 12. POST v1/ovt/buscar_empleador: username, matriculas, … -> menu, usuario, permisos, token
 * 13. GET v1/dpa/departamentos; …/provincias; …/municipios -> lists
 * 14. GET system/persona-segip/{document}?fechaNacimiento= -> persona; empty means not found
 * 15. POST system/persona-segip-contrastacion -> flags (0 = mismatch)
 * 16. GET v1/porcentaje -> porcentaje
 * 17. GET v1/paises -> paises
 * 18. GET v1/otros/sucursal/{id} -> nombre
 * 19. POST v1/otros/verificar: persona, id_subsidio, id_entidad, id_sucursal -> personaDiferente, mismaEntidad, encontrado, mensaje, beneficiaria, entidad.nombre
 * 20. PATCH v1/otros/monto/{id}/{monto}: amount change
 * 21. GraphQL beneficiariasPorEntidad (filter document number and id_entidad, order id DESC) -> count, rows
 * 22. GraphQL beneficiariasNoEnPlanillasPorEntidad (s_beneficiaria_persona_nro_documento, id_sucursal, s_beneficiaria_estado) -> count, rows
 * 23. GraphQL beneficiariasNoEnPlanillasPorEntidad2 -> count, rows
 * 24. GraphQL beneficiariasNoEnPlanillasPorEntidad3 -> count, rows
 *
 * Left to the lists (not here): POST v1/beneficiarias/crear_personas, GET downloadFiles,
 * PATCH v1/otros/celular/{personaId}/{movil}, POST v1/ovt/registrar_beneficiaria,
 * POST v1/otros/registrar_beneficiaria and registrar_bono, GET v1/beneficiarios/sucursales,
 * GET v1/sucursales/{id}/beneficiarios, GraphQL beneficiarias (persona_tc_*), obtenerBeneficiariaPorTitular.
 */

let t: TestApp;
const sims: Array<{ close: () => Promise<void> }> = [];
let empleador: string;
let independiente: string;
let entidad: number;
let sucursal: number;
let independienteEntidad: number;
/** The payrolls crear_beneficiarias made of the new subsidy beneficiaries. */
let planillasNuevas: number[] = [];

const gql = (token: string, query: string, variables?: Record<string, unknown>) => datosGql(t, token, query, variables);
/** A CSV answer: its content type and its header row's columns. */
function csv(res: { statusCode: number; headers: Record<string, unknown>; body: string }, columnas: string[]) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(String(res.headers['content-type'])).toContain('text/csv');
  const [cabecera, ...filas] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  expect(cabecera!.split(';')).toEqual(expect.arrayContaining(columnas));
  return filas;
}
function multipart(url: string, token: string, campo: string, nombre: string, contenido: string, tipo = 'text/csv') {
  const limite = 'pbLimiteSpec2b';
  const payload = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: ${tipo}\r\n\r\n`),
    Buffer.from(contenido, 'utf8'),
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}

/** The demo employer's bonus beneficiaries (ACTIVO, with a person), first ones by id. */
const trabajadoras = (estado = 'ACTIVO') =>
  t.database.db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, doc: personas.nro_documento, id_sucursal: beneficiarias.id_sucursal })
    .from(beneficiarias)
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(beneficiarias.id_entidad, entidad), eq(beneficiarias.id_subsidio, 1), eq(beneficiarias.estado, estado), isNotNull(beneficiarias.id_sucursal)))
    .orderBy(asc(beneficiarias.id))
    .limit(20);

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  sims.push(await withOvt(t), await withSegip(t));
  empleador = await loginToken(t, 'empleador', DEMO_PASSWORD);
  independiente = await loginToken(t, 'independiente', DEMO_PASSWORD);
  entidad = (await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '2030405060')))[0]!.id;
  independienteEntidad = (await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '5060708090')))[0]!.id;
  sucursal = (await t.database.db.select({ id: sucursales.id }).from(sucursales).where(eq(sucursales.id_entidad, entidad)).orderBy(asc(sucursales.id)))[0]!.id;
}, 120_000);
afterAll(async () => {
  for (const s of sims) await s.close();
  await t?.close();
});

describe('part 2 §7 worker CSVs and payroll amounts', () => {
  it('part 2 §7 GET v1/beneficiarias/descargarTrabajadoresCsv/{idEntidad}/todos -> CSV', async () => {
    const filas = csv(await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsv/${entidad}/todos`, empleador), ['nro_documento']);
    expect(filas.length).toBeGreaterThan(0);
  });

  it('part 2 §7 GET v1/beneficiarias/descargarTrabajadoresCsvPlanillas/{entityId}/creado -> CSV', async () => {
    const filas = csv(await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${entidad}/creado`, empleador), ['nro_documento', 'monto_detalle']);
    expect(filas.length).toBeGreaterThan(0);
  });

  it('part 2 §7 GET v1/beneficiarias/descargarTrabajadoresCsvSucursal/{id} -> CSV', async () => {
    const filas = csv(await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsvSucursal/${sucursal}`, empleador), ['nro_documento']);
    expect(filas.length).toBeGreaterThan(0);
  });

  let planillas: unknown[];
  it('part 2 §7 POST v1/beneficiarias/csv: upload field archivo -> errors, finalizado, datos', async () => {
    const [w] = await trabajadoras();
    const res = await multipart('/api/v1/beneficiarias/csv', empleador, 'archivo', 'planilla.csv', `nro_documento;monto_detalle\r\n${w!.doc};1000\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { errors: 'number', finalizado: 'boolean', datos: 'array' });
    expect(res.json()).toMatchObject({ errors: 0, finalizado: true });
    planillas = res.json().planillas;
    const malo = await multipart('/api/v1/beneficiarias/csv', empleador, 'archivo', 'planilla.csv', 'nro_documento;monto_detalle\r\n9999999;100\r\n');
    expect(malo.json().finalizado).toBe(false);
    campos(malo.json().datos[0], { nro_registro: 'number', errores: 'object' });
  });

  it('part 2 §7 PATCH v1/beneficiarias/update_personas: planillas, crearPlanilla true, idEntidad -> mensaje', async () => {
    const res = await t.rest('PATCH', '/api/v1/beneficiarias/update_personas', empleador, { planillas, crearPlanilla: true, idEntidad: entidad });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
  });

  it('part 2 §7 POST v1/beneficiarias/crear_beneficiarias: planillas, usuario, nombrePlanilla', async () => {
    const [w] = (await trabajadoras()).slice(-1);
    const celdas: Record<string, string> = { nro_documento_titular: w!.doc, nro_documento_beneficiaria: w!.doc, subsidio: 'SUBSIDIO PRENATAL', fecha_inicio: '01/12/2026' };
    const contenido = `${COLUMNAS_BENEFICIARIAS_CSV.join(';')}\r\n${COLUMNAS_BENEFICIARIAS_CSV.map((c) => celdas[c] ?? '').join(';')}\r\n`;
    const validada = await multipart('/api/v1/beneficiarias/csv_beneficiarias', empleador, 'archivo', 'beneficiarias.csv', contenido);
    expect(validada.json(), validada.body).toMatchObject({ finalizado: true });
    const res = await t.rest('POST', '/api/v1/beneficiarias/crear_beneficiarias', empleador, { planillas: validada.json().planillas, usuario: 'empleador', nombrePlanilla: 'PLANILLA 2026-11' });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
    planillasNuevas = res.json().datos.planillas;
  });
});

describe('part 2 §7 one worker', () => {
  it('part 2 §7 PATCH v1/beneficiarias/{id}/dispositivos/fingerprints -> mensaje', async () => {
    const [w] = await trabajadoras();
    const res = await t.rest('PATCH', `/api/v1/beneficiarias/${w!.id}/dispositivos/fingerprints`, empleador, {});
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
  });

  it('part 2 §7 PUT v1/otros/beneficiario/{idBeneficiaria}: removes suspension', async () => {
    const [w] = (await trabajadoras()).slice(5, 6);
    // A suspended worker (test set-up, as the module's own tests make one).
    await t.database.db.update(beneficiarias).set({ estado: 'SUSPENDIDO' }).where(eq(beneficiarias.id, w!.id));
    const res = await t.rest('PUT', `/api/v1/otros/beneficiario/${w!.id}`, empleador, {});
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
    const [b] = await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, w!.id));
    expect(b!.estado).not.toBe('SUSPENDIDO');
  });

  it('part 2 §7 PATCH v1/beneficiarias/{id}/sms: body smsVal', async () => {
    const [w] = (await trabajadoras()).slice(2, 3);
    const res = await t.rest('PATCH', `/api/v1/beneficiarias/${w!.id}/sms`, empleador, { smsVal: '0' });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
  });

  it('part 2 §7 PATCH v1/beneficiarias/{personId}/{ACTIVO or INACTIVO}: status change', async () => {
    const [w] = (await trabajadoras()).slice(3, 4);
    const off = await t.rest('PATCH', `/api/v1/beneficiarias/${w!.id_persona}/INACTIVO`, empleador, {});
    expect(off.statusCode, off.body).toBe(200);
    campos(off.json(), { mensaje: 'string' });
    const on = await t.rest('PATCH', `/api/v1/beneficiarias/${w!.id_persona}/ACTIVO`, empleador, {});
    expect(on.statusCode, on.body).toBe(200);
  });
});

describe('part 2 §7 registry and identity look-ups', () => {
  it('part 2 §7 POST v1/ovt/obtener_titular: nit, matricula, nroCi -> titular', async () => {
    const [w] = registroOvt().trabajadores(NIT_DEMO, MATRICULAS_DEMO[0], 0, 5)!.trabajadores;
    const res = await t.rest('POST', '/api/v1/ovt/obtener_titular', empleador, { nit: NIT_DEMO, matricula: MATRICULAS_DEMO[0], nroCi: String(w!.nro_documento) });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string', datos: 'object' });
    campos(res.json().datos, { id: ['number', 'string'], nombre_completo: 'string', nro_documento: 'string', fecha_nacimiento: 'string', complemento: ['string', 'null'], caja_salud: ['string', 'null'], dpa: 'object' });
    campos(res.json().datos.dpa, { departamento: 'string', provincia: 'string', municipio: 'string', codigoDpa: 'string' });
  });

  it('part 2 §7 POST v1/ovt/buscar_empleador: username, matriculas, doble, usernameOvt, usernameProbolivia, matricula_comercio_pb, matriculas_comercio_pb; response menu, usuario, permisos, token', async () => {
    const login = (await t.rest('POST', '/auth/nit', null, { nit: '2030405060', usuario: 'doble', password: DEMO_PASSWORD })).json();
    const u = login.usuario;
    const res = await t.rest('POST', '/api/v1/ovt/buscar_empleador', login.token, { username: u.usuario, matriculas: u.matriculas_comercio ?? [], doble: u.doble, usernameOvt: u.usernameOvt ?? null, usernameProbolivia: u.usernameProbolivia ?? null, matricula_comercio_pb: u.matricula_comercio_pb ?? null, matriculas_comercio_pb: u.matriculas_comercio_pb ?? [] });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { menu: 'array', usuario: 'object', permisos: 'object', token: 'string' });
  });

  it('part 2 §7 GET v1/dpa/departamentos; .../departamentos/{id}/provincias; .../departamentos/provincias/{id}/municipios -> lists', async () => {
    const deps = (await t.rest('GET', '/api/v1/dpa/departamentos', empleador)).json();
    campos(deps[0], { id: 'number', nombre: 'string' });
    const provs = (await t.rest('GET', `/api/v1/dpa/departamentos/${deps[0].id}/provincias`, empleador)).json();
    campos(provs[0], { id: 'number', nombre: 'string' });
    const muns = (await t.rest('GET', `/api/v1/dpa/departamentos/provincias/${provs[0].id}/municipios`, empleador)).json();
    campos(muns[0], { id: 'number', nombre: 'string', codigo_completo: 'string' });
  });

  it('part 2 §7 GET system/persona-segip/{document}?fechaNacimiento= -> persona (nro_documento, fecha_nacimiento, complemento, nombres, paterno, materno, tipo_documento, nacionalidad, genero); empty means not found', async () => {
    const res = await t.rest('GET', '/api/system/persona-segip/6789012-1A?fechaNacimiento=05/11/1992', empleador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json().persona, { nro_documento: 'string', fecha_nacimiento: 'string', complemento: ['string', 'null'], nombres: 'string', paterno: ['string', 'null'], materno: ['string', 'null'], tipo_documento: 'string', nacionalidad: ['string', 'null'], genero: ['string', 'null'] });
    expect((await t.rest('GET', '/api/system/persona-segip/6789012?fechaNacimiento=06/11/1992', empleador)).json()).toEqual({});
  });

  it('part 2 §7 POST system/persona-segip-contrastacion: tipo_documento, numero_documento, nombres, nacionalidad, fecha_nacimiento, complemento, primer_apellido, segundo_apellido -> flags (0 = mismatch)', async () => {
    const res = await t.rest('POST', '/api/system/persona-segip-contrastacion', empleador, { tipo_documento: 'CI', numero_documento: '6789012', nombres: 'JUAN PABLO', nacionalidad: 'BOLIVIA', fecha_nacimiento: '05/11/1992', complemento: '1A', primer_apellido: 'QUISPE', segundo_apellido: 'MAMANI' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ NumeroDocumento: 1, Complemento: 1, FechaNacimiento: 1, Nombres: 1, PrimerApellido: 1, SegundoApellido: 0 });
  });
});

describe('part 2 §7 independent employers', () => {
  it('part 2 §7 GET v1/porcentaje -> porcentaje', async () => {
    const res = await t.rest('GET', '/api/v1/porcentaje', independiente);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { porcentaje: 'number' });
  });

  it('part 2 §7 GET v1/paises -> paises', async () => {
    const res = await t.rest('GET', '/api/v1/paises', independiente);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { paises: 'array' });
    expect(res.json().paises.length).toBeGreaterThan(100);
    campos(res.json().paises[0], { codigo: 'string', nombre: 'string' });
  });

  let sucursalIndependiente: number;
  it('part 2 §7 GET v1/otros/sucursal/{id} -> nombre', async () => {
    const res = await t.rest('GET', `/api/v1/otros/sucursal/${independienteEntidad}`, independiente);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { id: 'number', nombre: 'string' });
    sucursalIndependiente = res.json().id;
  });

  it('part 2 §7 POST v1/otros/verificar: persona, id_subsidio, id_entidad, id_sucursal -> personaDiferente, mismaEntidad, encontrado, mensaje, beneficiaria, entidad.nombre', async () => {
    const persona = { tipo_documento: 'CI', nro_documento: '6789012', complemento: '1A', fecha_nacimiento: '1992-11-05', nombres: 'JUAN PABLO', primer_apellido: 'QUISPE', segundo_apellido: 'CHOQUE', genero: 'M', movil: null };
    const res = await t.rest('POST', '/api/v1/otros/verificar', independiente, { persona, id_subsidio: 1, id_entidad: independienteEntidad, id_sucursal: sucursalIndependiente });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { personaDiferente: 'boolean', mismaEntidad: 'boolean', encontrado: 'boolean', mensaje: ['string', 'null'], beneficiaria: ['object', 'null'], entidad: ['object', 'null'] });
  });

  it('part 2 §7 PATCH v1/otros/monto/{id}/{monto}: amount change', async () => {
    const [b] = await t.database.db.select({ id: beneficiarias.id }).from(beneficiarias).where(and(eq(beneficiarias.id_entidad, independienteEntidad), eq(beneficiarias.id_subsidio, 1))).orderBy(asc(beneficiarias.id)).limit(1);
    const res = await t.rest('PATCH', `/api/v1/otros/monto/${b!.id}/2500`, independiente, {});
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string', datos: 'object' });
    expect(res.json().datos).toMatchObject({ monto_detalle: '2500.00', monto_bono: '375.00' });
  });
});

describe('part 2 §7 GraphQL lists of workers', () => {
  it('part 2 §7 GraphQL beneficiariasPorEntidad (filter document number and id_entidad, order id DESC) -> count, rows', async () => {
    const d = await gql(empleador, `query ($e: ID) { beneficiariasPorEntidad(limit: 10, page: 1, order: "-id", id_entidad: $e, nro_documento: "") { count rows {
      id id_beneficiaria id_entidad id_sucursal beneficiaria_datos_estado beneficiaria_datos_enviar_sms beneficiaria_datos_persona_fecha_nacimiento beneficiaria_datos_persona_id
      beneficiaria_datos_persona_movil beneficiaria_datos_persona_nombres beneficiaria_datos_persona_nro_documento beneficiaria_datos_persona_pais_nacimiento
      beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido beneficiaria_suc_departamento beneficiaria_suc_direccion_completa
      beneficiaria_suc_dpa beneficiaria_suc_municipio beneficiaria_suc_nombre beneficiaria_suc_provincia beneficiaria_suc_telefonos } } }`, { e: String(entidad) });
    const { count, rows } = d.beneficiariasPorEntidad;
    expect(count).toBeGreaterThan(10);
    expect(rows).toHaveLength(10);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([...rows.map((r: { id: number }) => r.id)].sort((a, b) => b - a));
    campos(rows[0], { id: 'number', id_beneficiaria: 'number', id_entidad: 'number', beneficiaria_datos_estado: 'string', beneficiaria_datos_enviar_sms: 'string', beneficiaria_datos_persona_id: 'number', beneficiaria_datos_persona_nombres: 'string', beneficiaria_datos_persona_nro_documento: 'string' });
    const uno = await gql(empleador, `query ($d: String) { beneficiariasPorEntidad(nro_documento: $d) { count rows { beneficiaria_datos_persona_nro_documento } } }`, { d: rows[0].beneficiaria_datos_persona_nro_documento });
    expect(uno.beneficiariasPorEntidad.count).toBeGreaterThanOrEqual(1);
  });

  const PENDIENTE = `id id_sucursal id_beneficiaria monto monto_detalle cantidad_pagos_entidad s_beneficiaria_id s_beneficiaria_estado s_beneficiaria_enviar_sms
    s_beneficiaria_persona_nombres s_beneficiaria_persona_primer_apellido s_beneficiaria_persona_segundo_apellido s_beneficiaria_persona_fecha_nacimiento
    s_beneficiaria_persona_movil s_beneficiaria_persona_nro_documento s_beneficiaria_persona_pais_nacimiento e_beneficiaria_departamento
    e_beneficiaria_direccion_completa e_beneficiaria_dpa e_beneficiaria_municipio e_beneficiaria_nombre e_beneficiaria_provincia e_beneficiaria_telefonos`;
  const pendienteOk = (r: Record<string, unknown>) =>
    campos(r, { id: 'number', id_sucursal: ['number', 'null'], id_beneficiaria: 'number', monto: ['string', 'null'], monto_detalle: ['string', 'null'], cantidad_pagos_entidad: 'number', s_beneficiaria_estado: 'string', s_beneficiaria_persona_nro_documento: 'string', e_beneficiaria_nombre: ['string', 'null'] });

  it('part 2 §7 GraphQL beneficiariasNoEnPlanillasPorEntidad (filters s_beneficiaria_persona_nro_documento, id_sucursal, s_beneficiaria_estado) -> count, rows', async () => {
    const d = await gql(empleador, `query ($s: ID) { beneficiariasNoEnPlanillasPorEntidad(limit: 5, page: 1, order: "s_beneficiaria_persona_nro_documento", id_sucursal: $s, s_beneficiaria_estado: "ACTIVO") { count rows { ${PENDIENTE} } } }`, { s: String(sucursal) });
    expect(d.beneficiariasNoEnPlanillasPorEntidad.count).toBeGreaterThan(0);
    pendienteOk(d.beneficiariasNoEnPlanillasPorEntidad.rows[0]);
    const doc = d.beneficiariasNoEnPlanillasPorEntidad.rows[0].s_beneficiaria_persona_nro_documento;
    const uno = await gql(empleador, `query ($d: String) { beneficiariasNoEnPlanillasPorEntidad(s_beneficiaria_persona_nro_documento: $d) { count } }`, { d: doc });
    expect(uno.beneficiariasNoEnPlanillasPorEntidad.count).toBeGreaterThanOrEqual(1);
  });

  it('part 2 §7 GraphQL beneficiariasNoEnPlanillasPorEntidad2 -> count, rows', async () => {
    const d = await gql(empleador, `query ($s: ID!) { beneficiariasNoEnPlanillasPorEntidad2(limit: 5, page: 1, id_sucursal: $s) { count rows { ${PENDIENTE} } } }`, { s: String(sucursal) });
    expect(d.beneficiariasNoEnPlanillasPorEntidad2.count).toBeGreaterThan(0);
    pendienteOk(d.beneficiariasNoEnPlanillasPorEntidad2.rows[0]);
  });

  it('part 2 §7 GraphQL beneficiariasNoEnPlanillasPorEntidad3 -> count, rows', async () => {
    // The subsidy beneficiary registered above waits outside any payroll once its payroll is cancelled.
    for (const id of planillasNuevas) await gql(empleador, `mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { id } }`, { id: String(id) });
    const d = await gql(empleador, `{ beneficiariasNoEnPlanillasPorEntidad3(limit: 5, page: 1) { count rows { ${PENDIENTE} id_subsidio subsidio nro_asignacion } } }`);
    expect(d.beneficiariasNoEnPlanillasPorEntidad3.count).toBeGreaterThan(0);
    pendienteOk(d.beneficiariasNoEnPlanillasPorEntidad3.rows[0]);
    campos(d.beneficiariasNoEnPlanillasPorEntidad3.rows[0], { id_subsidio: 'number', subsidio: 'string', nro_asignacion: 'number' });
  });
});
