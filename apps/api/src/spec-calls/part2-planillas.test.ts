import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginToken } from '../test/factories.js';
import { withSegip } from '../test/segip.js';
import { withSms } from '../test/sms.js';
import { withPagos } from '../test/pagos.js';
import { hacerPdf } from '../test/pdf.js';
import { beneficiarias, entidades, personas, sucursales, tarjetas } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { DEMO_UNIVERSAL } from '@pb/demo/db/seed/registros.js';
import { fechaBolivia } from '@pb/contract';
import { campos, datosGql } from '../test/respuesta.js';

/**
 * Spec part 2 §7, payrolls, payment codes, C31 and the operator's counter: the calls that already
 * answer as the spec says (issue 30), each with the spec's payload as an allowed role of the
 * demo data, checking the reply's fields.
 *
 * Covered (test names start "part 2 §7 …"):
 *  1. GET v1/planillas/cpts -> list of {idPlanilla, montoTotal}
 *  2. GET v1/entidades/{idEntidad}/sucursales -> rows id, nombre, direccion_completa
 *  3. POST v1/beneficiarias/subir_pdf: upload field c31 -> nombre
 *  4. GET {report url}+date -> CSV of approved payrolls
 *  5. PATCH v1/dispositivos: idBeneficiaria
 *  6. POST v1/beneficiarias/registrarTarjeta: idBeneficiaria, uuidTarjeta, usuarioAuditoria, idPersona
 *  7. PATCH v1/beneficiarias/darBajaTarjeta: idBeneficiaria, uuidTarjeta, usuarioAuditoria, idPersona
 *  8. GraphQL planillaAdd (sucursalPago, montoTotal, tipo, nombre, lista of {idBeneficiaria, monto}) returns id
 *  9. GraphQL planillaBeneficiarias(idPlanilla) -> count, rows
 * 10. GraphQL planillaCptAdd(lista of {idPlanilla, montoTotal}) returns idCpt, codigo
 * 11. GraphQL anularPlanilla(idPlanilla)
 * 12. GraphQL pagarPlanillaPorC31(c31, idPlanilla, nombre_archivo_c31)
 * 13. GraphQL tarjetas (estado filter) -> count, rows
 * 14. GraphQL tarjetaAdd(uuid, lote) returning id, lote, uuid
 * 15. GraphQL tarjetaPorLote(lote) count
 * 16. GraphQL tarjetaUuid(uuid) id, uuid, estado
 * 17. GraphQL registrarBeneficiaria(beneficiaria as JSON) returns code, message, error
 * 18. GraphQL enviarCodigo(idPersona, numeroCelular) returning code
 * 19. GraphQL verificarCodigo(idPersona, codigo) returning message, code
 * 20. GraphQL buscarbeneficiariaEntrega(persona_nro_documento)
 * 21. Local card reader: a call to the user's machine returning UUIDHex or an error
 *
 * Left to the lists (not here): POST v1/planillas/csv, POST v1/planillas/todosFaltantes,
 * GET descargar_pdf/{id}, POST boletas/{id}, GET {ci}/extractosPdf and saldosPdf (base64 shape),
 * GraphQL planillas (sucursal_entidad_suc_sigla).
 */

let t: TestApp;
const sims: Array<{ close: () => Promise<void> }> = [];
let sms: Awaited<ReturnType<typeof withSms>>;
let empleador: string;
let publica: string;
let programa: string;
let operador: string;
const datos = mkdtempSync(path.join(tmpdir(), 'pb-spec2p-'));
/** The card reader's simulator (`npm run lector`), the program on the operator's computer, on a free port. */
let lector: ChildProcess | undefined;
let lectorUrl: string;
function iniciarLector(): Promise<void> {
  const script = fileURLToPath(new URL('../../../../scripts/lector.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    lector = spawn(process.execPath, [script], { env: { ...process.env, LECTOR_PORT: '0', LECTOR_TARJETAS: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
    lector.once('error', reject);
    lector.stdout!.on('data', (d: Buffer) => {
      const m = /en (http:\/\/\S+)/.exec(String(d));
      if (m) {
        lectorUrl = m[1]!;
        resolve();
      }
    });
  });
}

const gql = (token: string, query: string, variables?: Record<string, unknown>) => datosGql(t, token, query, variables);
const entidadPorNit = async (nit: string) => (await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, nit)))[0]!.id;
/** Bonus beneficiaries of an entity with a branch and a bonus: what a payroll's lines are made of. */
const pagables = (entidad: number) =>
  t.database.db
    .select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona, id_sucursal: beneficiarias.id_sucursal, monto: beneficiarias.monto_bono })
    .from(beneficiarias)
    .where(and(eq(beneficiarias.id_entidad, entidad), eq(beneficiarias.id_subsidio, 1), isNotNull(beneficiarias.id_sucursal), isNotNull(beneficiarias.monto_bono)))
    .orderBy(asc(beneficiarias.id));

const PLANILLA_ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $tipo: String, $nombre: String!, $lista: [PlanillaLineaInput!]) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, tipo: $tipo, nombre: $nombre, lista: $lista) { id } }`;
/** A payroll of the entity's first pending bonuses (n lines of one branch), made with the spec's payload. */
async function planilla(token: string, entidad: number, n: number, desde = 0) {
  const todas = await pagables(entidad);
  const sucursal = todas[desde]!.id_sucursal!;
  const lineas = todas.filter((b) => b.id_sucursal === sucursal && Number(b.monto) > 0).slice(desde, desde + n);
  const total = (lineas.reduce((s, b) => s + Math.round(Number(b.monto) * 100), 0) / 100).toFixed(2);
  const r = await t.gql(token, PLANILLA_ADD, { sucursalPago: String(sucursal), montoTotal: total, tipo: 'MENSUAL', nombre: 'PLANILLA ESFUERZO POR BOLIVIA', lista: lineas.map((b) => ({ idBeneficiaria: String(b.id), monto: b.monto })) });
  return { r, total, lineas };
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true', DATA_DIR: datos });
  t.clock.set(new Date());
  sims.push(await withSegip(t), await withPagos(t));
  sms = await withSms(t);
  sims.push(sms);
  empleador = await loginToken(t, 'empleador', DEMO_PASSWORD);
  publica = await loginToken(t, 'publica', DEMO_PASSWORD);
  programa = await loginToken(t, 'programa', DEMO_PASSWORD);
  operador = await loginToken(t, 'operador', DEMO_PASSWORD);
  await iniciarLector();
}, 120_000);
afterAll(async () => {
  lector?.kill();
  for (const s of sims) await s.close();
  await t?.close();
});

describe('part 2 §7 payrolls and payment codes', () => {
  let entidad: number;
  let idPlanilla: number;
  let total: string;

  it('part 2 §7 GraphQL planillaAdd (sucursalPago, montoTotal, tipo, nombre, lista of {idBeneficiaria, monto}) returns id', async () => {
    entidad = await entidadPorNit('2030405060');
    const p = await planilla(empleador, entidad, 3);
    expect(p.r.errors, JSON.stringify(p.r.errors)).toBeUndefined();
    campos(p.r.data.planillaAdd, { id: 'number' });
    idPlanilla = p.r.data.planillaAdd.id;
    total = p.total;
  });

  it('part 2 §7 GraphQL planillaBeneficiarias(idPlanilla) -> count, rows (id, benNombre, titularNombre, subsidio, monto, nroAsignacion)', async () => {
    const d = await gql(empleador, `query ($id: ID!) { planillaBeneficiarias(idPlanilla: $id) { count rows { id benNombre titularNombre subsidio monto nroAsignacion } } }`, { id: String(idPlanilla) });
    expect(d.planillaBeneficiarias.count).toBe(3);
    expect(d.planillaBeneficiarias.rows).toHaveLength(3);
    campos(d.planillaBeneficiarias.rows[0], { id: 'number', benNombre: ['string', 'null'], titularNombre: ['string', 'null'], subsidio: 'string', monto: 'string', nroAsignacion: ['number', 'null'] });
  });

  it('part 2 §7 GET v1/planillas/cpts -> list of {idPlanilla, montoTotal}', async () => {
    const res = await t.rest('GET', '/api/v1/planillas/cpts', empleador);
    expect(res.statusCode, res.body).toBe(200);
    const fila = res.json().datos.find((d: { idPlanilla: number }) => d.idPlanilla === idPlanilla);
    campos(fila, { idPlanilla: 'number', montoTotal: 'string' });
    expect(fila.montoTotal).toBe(total);
  });

  it('part 2 §7 GraphQL planillaCptAdd(lista of {idPlanilla, montoTotal}) returns idCpt, codigo', async () => {
    const d = await gql(empleador, `mutation ($lista: [PlanillaCptInput!]!) { planillaCptAdd(lista: $lista) { idCpt codigo } }`, { lista: [{ idPlanilla: String(idPlanilla), montoTotal: total }] });
    campos(d.planillaCptAdd, { idCpt: 'number', codigo: 'string' });
  });

  it('part 2 §7 GraphQL anularPlanilla(idPlanilla)', async () => {
    const otra = await planilla(empleador, entidad, 1, 5);
    expect(otra.r.errors, JSON.stringify(otra.r.errors)).toBeUndefined();
    const d = await gql(empleador, `mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { id estado mensaje } }`, { id: String(otra.r.data.planillaAdd.id) });
    expect(d.anularPlanilla).toMatchObject({ id: otra.r.data.planillaAdd.id, estado: 'ANULADO', mensaje: 'Planilla anulada exitosamente' });
  });

  it('part 2 §7 GET v1/entidades/{idEntidad}/sucursales -> rows id, nombre, direccion_completa', async () => {
    const res = await t.rest('GET', `/api/v1/entidades/${entidad}/sucursales`, empleador);
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { count: 'number', rows: 'array' });
    expect(res.json().count).toBeGreaterThan(0);
    campos(res.json().rows[0], { id: 'number', nombre: 'string', direccion_completa: ['string', 'null'] });
  });
});

describe('part 2 §7 C31', () => {
  let nombre: string;
  it('part 2 §7 POST v1/beneficiarias/subir_pdf: upload field c31 -> nombre', async () => {
    const limite = 'pbLimiteSpec2p';
    const payload = Buffer.concat([
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="c31"; filename="c31.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      await hacerPdf('C31 DE LA ESPECIFICACION'),
      Buffer.from(`\r\n--${limite}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/beneficiarias/subir_pdf', headers: { authorization: `Bearer ${publica}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { nombre: 'string' });
    nombre = res.json().nombre;
  });

  it('part 2 §7 GraphQL pagarPlanillaPorC31(c31, idPlanilla, nombre_archivo_c31)', async () => {
    const p = await planilla(publica, await entidadPorNit('3040506070'), 2);
    expect(p.r.errors, JSON.stringify(p.r.errors)).toBeUndefined();
    const d = await gql(publica, `mutation ($c31: String!, $idPlanilla: ID!, $archivo: String!) { pagarPlanillaPorC31(c31: $c31, idPlanilla: $idPlanilla, nombre_archivo_c31: $archivo) { id estado mensaje } }`, {
      c31: 'C31-2026-0001',
      idPlanilla: String(p.r.data.planillaAdd.id),
      archivo: nombre,
    });
    campos(d.pagarPlanillaPorC31, { id: 'number', estado: 'string', mensaje: 'string' });
  });

  it('part 2 §7 GET {report url}+date -> CSV of approved payrolls', async () => {
    const fecha = fechaBolivia(t.clock());
    const res = await t.rest('GET', `/api/v1/planillas/aprobadas/${fecha}`, programa);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const [cabecera] = res.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(cabecera!.split(';').length).toBeGreaterThan(2);
  });
});

describe('part 2 §7 the counter: devices, cards, phone codes, deliveries, registrations', () => {
  let ben: { id: number; id_persona: number };
  let uuid: string;
  const LOTE = 'LOTE-ESPEC-01';

  it('part 2 §7 PATCH v1/dispositivos: idBeneficiaria', async () => {
    const [b] = await t.database.db.select({ id: beneficiarias.id, id_persona: beneficiarias.id_persona }).from(beneficiarias).innerJoin(personas, eq(personas.id, beneficiarias.id_persona)).where(eq(personas.nro_documento, DEMO_UNIVERSAL.nro_documento));
    ben = b!;
    // Another ACTIVO beneficiary (the reset applies to ACTIVO ones): the demo's registered one keeps hers for the card and code calls below.
    const [otra] = await t.database.db.select({ id: beneficiarias.id }).from(beneficiarias).where(and(eq(beneficiarias.estado, 'ACTIVO'), ne(beneficiarias.id, ben.id))).orderBy(desc(beneficiarias.id)).limit(1);
    const res = await t.rest('PATCH', '/api/v1/dispositivos', operador, { idBeneficiaria: otra!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensaje: 'Dispositivo móvil inactivado correctamente', clave: expect.any(String), parametros: {} });
  });

  it("part 2 §7 Local card reader: a call to the user's machine returning UUIDHex or an error", async () => {
    const tarjeta = `04A1B2C3${Date.now().toString(16).slice(-6).toUpperCase()}`;
    expect((await fetch(`${lectorUrl}/tarjeta`, { method: 'POST', body: JSON.stringify({ UUIDHex: tarjeta }) })).status).toBe(200);
    const leida = (await (await fetch(`${lectorUrl}/leer`)).json()) as { UUIDHex?: string };
    expect(leida).toEqual({ UUIDHex: tarjeta });
    uuid = leida.UUIDHex!;
    await fetch(`${lectorUrl}/retirar`, { method: 'POST' });
    const vacia = (await (await fetch(`${lectorUrl}/leer`)).json()) as { UUIDHex?: string; error?: string };
    expect(vacia.UUIDHex).toBeUndefined();
    expect(typeof vacia.error).toBe('string');
  });

  it('part 2 §7 GraphQL tarjetaAdd(uuid, lote) returning id, lote, uuid', async () => {
    const d = await gql(operador, `mutation ($uuid: String!, $lote: String!) { tarjetaAdd(uuid: $uuid, lote: $lote) { id lote uuid } }`, { uuid, lote: LOTE });
    campos(d.tarjetaAdd, { id: 'number', lote: 'string', uuid: 'string' });
  });

  it('part 2 §7 GraphQL tarjetaPorLote(lote) count', async () => {
    const d = await gql(operador, `query ($lote: String!) { tarjetaPorLote(lote: $lote) { count } }`, { lote: LOTE });
    expect(d.tarjetaPorLote.count).toBe(1);
  });

  it('part 2 §7 GraphQL tarjetas (estado filter) -> count, rows', async () => {
    const d = await gql(operador, `{ tarjetas(limit: 10, page: 1, order: "-id", estado: "REGISTRADO") { count rows { id uuid lote estado } } }`);
    expect(d.tarjetas.count).toBeGreaterThan(0);
    campos(d.tarjetas.rows[0], { id: 'number', uuid: 'string', lote: 'string', estado: 'string' });
    expect(d.tarjetas.rows.every((r: { estado: string }) => r.estado === 'REGISTRADO')).toBe(true);
  });

  it('part 2 §7 GraphQL tarjetaUuid(uuid) id, uuid, estado', async () => {
    const d = await gql(operador, `query ($uuid: String!) { tarjetaUuid(uuid: $uuid) { id uuid estado } }`, { uuid });
    expect(d.tarjetaUuid).toMatchObject({ uuid, estado: 'REGISTRADO' });
    campos(d.tarjetaUuid, { id: 'number' });
  });

  it('part 2 §7 POST v1/beneficiarias/registrarTarjeta: idBeneficiaria, uuidTarjeta, usuarioAuditoria, idPersona', async () => {
    // The demo beneficiary's card, if any, is annulled first: a beneficiary holds one card.
    const [antes] = await t.database.db.select().from(tarjetas).where(and(eq(tarjetas.id_beneficiaria, ben.id), eq(tarjetas.estado, 'ASIGNADO')));
    if (antes) expect((await t.rest('PATCH', '/api/v1/beneficiarias/darBajaTarjeta', operador, { idBeneficiaria: ben.id, uuidTarjeta: antes.uuid, usuarioAuditoria: 'operador', idPersona: ben.id_persona })).statusCode).toBe(200);
    const res = await t.rest('POST', '/api/v1/beneficiarias/registrarTarjeta', operador, { idBeneficiaria: ben.id, uuidTarjeta: uuid, usuarioAuditoria: 'operador', idPersona: ben.id_persona });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mensaje: 'Se registro tarjeta a beneficiaria.', clave: expect.any(String), parametros: {} });
  });

  it('part 2 §7 PATCH v1/beneficiarias/darBajaTarjeta: idBeneficiaria, uuidTarjeta, usuarioAuditoria, idPersona', async () => {
    const res = await t.rest('PATCH', '/api/v1/beneficiarias/darBajaTarjeta', operador, { idBeneficiaria: ben.id, uuidTarjeta: uuid, usuarioAuditoria: 'operador', idPersona: ben.id_persona });
    expect(res.statusCode, res.body).toBe(200);
    campos(res.json(), { mensaje: 'string' });
  });

  const movil = '69' + String(Date.now()).slice(-6);
  it('part 2 §7 GraphQL enviarCodigo(idPersona, numeroCelular) returning code', async () => {
    const d = await gql(operador, `mutation ($idPersona: ID!, $numeroCelular: String!) { enviarCodigo(idPersona: $idPersona, numeroCelular: $numeroCelular) { code message } }`, { idPersona: String(ben.id_persona), numeroCelular: movil });
    expect(d.enviarCodigo.code).toBe(1);
  });

  it('part 2 §7 GraphQL verificarCodigo(idPersona, codigo) returning message, code', async () => {
    const codigo = await sms.codigo(movil);
    const d = await gql(operador, `mutation ($idPersona: ID!, $codigo: String!) { verificarCodigo(idPersona: $idPersona, codigo: $codigo) { code message } }`, { idPersona: String(ben.id_persona), codigo });
    expect(d.verificarCodigo.code).toBe(1);
    campos(d.verificarCodigo, { message: 'string' });
  });

  it('part 2 §7 GraphQL buscarbeneficiariaEntrega(persona_nro_documento)', async () => {
    const d = await gql(operador, `query ($d: String!) { buscarbeneficiariaEntrega(persona_nro_documento: $d) {
      id id_persona titular_cobro nro_seguro fecha_inicio estado nro_asignacion_fin nro_tarjeta
      persona_b_id persona_b_primer_apellido persona_b_segundo_apellido persona_b_nombres persona_b_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_fecha_nacimiento persona_b_telefono persona_b_movil persona_b_estado_verificar
      persona_tc_id persona_tc_nombres persona_tc_nro_documento
      nro_calendarios nro_calendarios_entregados nro_calendarios_deuda nro_calendarios_deuda_entregados ben_subsidio_id ben_subsidio_nombre } }`, { d: DEMO_UNIVERSAL.nro_documento });
    expect(d.buscarbeneficiariaEntrega.length).toBeGreaterThan(0);
    const b = d.buscarbeneficiariaEntrega[0];
    campos(b, { id: 'number', id_persona: 'number', estado: 'string', persona_b_nro_documento: 'string', nro_calendarios: 'number', nro_calendarios_entregados: 'number', nro_calendarios_deuda: 'number', nro_calendarios_deuda_entregados: 'number', ben_subsidio_id: 'number', ben_subsidio_nombre: 'string' });
    expect(b.persona_b_nro_documento).toBe(DEMO_UNIVERSAL.nro_documento);
  });

  it('part 2 §7 GraphQL registrarBeneficiaria(beneficiaria as JSON; returns code, message, error; code 1 success)', async () => {
    const persona = (await t.rest('GET', '/api/system/persona-segip/6971100?fechaNacimiento=24/06/1999', operador)).json().persona;
    expect(persona).toBeTruthy();
    const [m] = await t.database.db.select({ id: sucursales.id }).from(sucursales).limit(1);
    expect(m).toBeTruthy();
    const deps = (await t.rest('GET', '/api/v1/dpa/departamentos', operador)).json();
    const provs = (await t.rest('GET', `/api/v1/dpa/departamentos/${deps[0].id}/provincias`, operador)).json();
    const muns = (await t.rest('GET', `/api/v1/dpa/departamentos/provincias/${provs[0].id}/municipios`, operador)).json();
    const d = await gql(operador, `mutation ($b: JSON!) { registrarBeneficiaria(beneficiaria: $b) { code message error } }`, {
      b: { ...persona, idInscripcion: 'INS-ESPEC-1', nroCelular: null, medico: { nombres: 'RENE', primer_apellido: 'FLORES', segundo_apellido: null, matricula: 'MP-1' }, dpa: { id_departamento: deps[0].id, id_provincia: provs[0].id, id_municipio: muns[0].id } },
    });
    expect(d.registrarBeneficiaria, JSON.stringify(d.registrarBeneficiaria)).toMatchObject({ code: 1 });
    campos(d.registrarBeneficiaria, { code: 'number', message: 'string' });
  });
});
