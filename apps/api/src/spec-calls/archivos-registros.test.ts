import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { archivoBase64Schema } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeEntidad } from '../test/factories.js';
import { planillaDe, sucursalDe } from '../test/cpts.js';
import { hacerPdf, textoDelPdf } from '../test/pdf.js';
import { withOvt } from '../test/ovt.js';
import { withSegip } from '../test/segip.js';
import { beneficiarias, personas, subsidios, trabajadores } from '../db/schema/index.js';
import { MATRICULAS_DEMO, NIT_DEMO, registroOvt } from '@pb/demo/integrations/ovt/registro.js';

/**
 * The spec calls of issue 30 ( decision 041): the five base64 files of part 2 §7, the OVT
 * registration without nit/matrícula, and the independent registration with the spec's payload.
 */
let t: TestApp;
let datos: string;
const sims: Array<{ close(): Promise<void> }> = [];
let pub: { token: string; entidad: number; sucursal: number };
let empleadorOvt: string;
let operador: string;
let auditor: string;
let indep: { token: string; entidad: number; sucursal: number };
let indep2: { token: string; entidad: number; sucursal: number };
let prenatal: number;

const MATRICULA = MATRICULAS_DEMO[0];
const trabajadoresOvt = registroOvt()
  .trabajadores(NIT_DEMO, MATRICULA, 0, 60)!
  .trabajadores.filter((w) => String(w.nro_documento).length === 8 && !w.complemento);

beforeAll(async () => {
  datos = mkdtempSync(path.join(tmpdir(), 'pb-h4-'));
  t = await createTestApp({ DATA_DIR: datos });
  sims.push(await withOvt(t), await withSegip(t));
  const p = (await makeEntidad(t, { tipo: 'PUBLICO', nombre: 'MINISTERIO H4', nit: '7080901020', matricula_comercio: '00708090' })).id;
  pub = { entidad: p, sucursal: await sucursalDe(t, p, 'OFICINA H4'), token: (await loginAs(t, 6, { id_entidad: p })).token };
  // The employer's main registration is not the one its workers are in: the server looks in every one.
  const ovt = (await makeEntidad(t, { nit: NIT_DEMO, matricula_comercio: '99999999', matriculas_comercio: ['99999999', ...MATRICULAS_DEMO], origen: 'OVT' })).id;
  empleadorOvt = (await loginAs(t, 5, { id_entidad: ovt })).token;
  operador = (await loginAs(t, 3)).token;
  prenatal = (await t.database.db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL')))[0]!.id;
  auditor = (await loginAs(t, 10)).token;
  for (const [nombre, asignar] of [
    ['EMPLEADORA H4 UNO', (v: typeof indep) => (indep = v)],
    ['EMPLEADORA H4 DOS', (v: typeof indep) => (indep2 = v)],
  ] as const) {
    const e = (await makeEntidad(t, { nombre, tipo: 'PERSONAL', origen: 'OTRO' })).id;
    asignar({ entidad: e, sucursal: await sucursalDe(t, e, `${nombre} - DOMICILIO`), token: (await loginAs(t, 9, { id_entidad: e })).token });
  }
}, 90_000);
afterAll(async () => {
  for (const s of sims) await s.close();
  await t.close();
  rmSync(datos, { recursive: true, force: true });
});

const conAccept = (url: string, token: string, accept: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, accept }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** The spec's answer: `{ nombreArchivo, tipo, datos }`, `datos` the file in base64, with its exact length; the bytes. */
function archivoDe(res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }, nombre: RegExp | string, tipo: string): Buffer {
  expect(res.statusCode, res.body).toBeLessThan(300);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  const a = archivoBase64Schema.parse(res.json());
  expect(a.nombreArchivo).toMatch(nombre);
  expect(a.tipo).toBe(tipo);
  return Buffer.from(a.datos, 'base64');
}

describe('part 2 §7: the base64 files', () => {
  it('part 2 §7 GET v1/beneficiarias/downloadFiles: base64 archive saved as tar.gz', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiarias/downloadFiles', pub.token);
    const tar = gunzipSync(archivoDe(res, 'archivos_base.tar.gz', 'application/gzip'));
    expect(tar.subarray(0, 100).toString('ascii')).toContain('plantilla_beneficiarias.csv');
    // Asked for the bytes, the same archive as an attachment.
    const bin = await conAccept('/api/v1/beneficiarias/downloadFiles', pub.token, 'application/gzip');
    expect(bin.headers['content-type']).toBe('application/gzip');
    expect(bin.headers['content-disposition']).toBe('attachment; filename="archivos_base.tar.gz"');
    expect(gunzipSync(bin.rawPayload).equals(tar)).toBe(true);
  });

  it('part 2 §7 GET v1/beneficiarias/descargar_pdf/{id}: base64 PDF', async () => {
    const pdf = await hacerPdf('C31 DE H4');
    const limite = 'pbLimiteH4';
    const payload = Buffer.concat([Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="c31"; filename="c31.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${limite}--\r\n`)]);
    const subido = await t.app.inject({ method: 'POST', url: '/api/v1/beneficiarias/subir_pdf', headers: { authorization: `Bearer ${pub.token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
    expect(subido.statusCode, subido.body).toBe(200);
    const { id } = await planillaDe(t, pub.token, pub.entidad, pub.sucursal, ['10.00']);
    const pago = await t.gql(pub.token, 'mutation ($c31: String!, $id: ID!, $archivo: String!) { pagarPlanillaPorC31(c31: $c31, idPlanilla: $id, nombre_archivo_c31: $archivo) { idFormulario } }', { c31: 'C31/H4-1', id: String(id), archivo: subido.json().nombre });
    expect(pago.errors).toBeUndefined();
    const formulario = pago.data.pagarPlanillaPorC31.idFormulario as number;
    const res = await t.rest('GET', `/api/v1/beneficiarias/descargar_pdf/${formulario}`, pub.token);
    expect(archivoDe(res, 'C31-C31_H4-1.pdf', 'application/pdf').equals(pdf)).toBe(true);
    const bin = await conAccept(`/api/v1/beneficiarias/descargar_pdf/${formulario}`, pub.token, 'application/pdf');
    expect(bin.headers['content-type']).toBe('application/pdf');
    expect(bin.rawPayload.equals(pdf)).toBe(true);
    // JSON asked for, or listed with the PDF, is the spec's answer.
    expect(String((await conAccept(`/api/v1/beneficiarias/descargar_pdf/${formulario}`, pub.token, 'application/json, application/pdf')).headers['content-type'])).toMatch(/^application\/json/);
  });

  it('part 2 §7 POST v1/beneficiarias/boletas/{id}: body entidad, nit, matricula_comercio; base64 PDF', async () => {
    const { id } = await planillaDe(t, pub.token, pub.entidad, pub.sucursal, ['12.50', '7.25']);
    const res = await t.rest('POST', `/api/v1/beneficiarias/boletas/${id}`, pub.token, { entidad: 'MINISTERIO H4', nit: '7080901020', matricula_comercio: '00708090' });
    const { texto } = await textoDelPdf(archivoDe(res, `planilla-${id}.pdf`, 'application/pdf'));
    expect(texto.join('\n')).toContain('MINISTERIO H4');
  });

  it('part 2 §7 GET v1/beneficiarias/{ci}/extractosPdf: base64 PDF', async () => {
    await t.database.db.insert(personas).values({ nro_documento: '4400123', nombres: 'LUCÍA', primer_apellido: 'MAMANI', fecha_nacimiento: '1985-05-05' });
    const res = await t.rest('GET', '/api/v1/beneficiarias/4400123/extractosPdf', auditor);
    const { texto } = await textoDelPdf(archivoDe(res, 'extracto-4400123.pdf', 'application/pdf'));
    expect(texto.join('\n')).toContain('4400123');
  });

  it('part 2 §7 GET v1/beneficiarias/{ci}/saldosPdf: base64 PDF', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiarias/4400123/saldosPdf', operador);
    const { texto } = await textoDelPdf(archivoDe(res, 'saldos-4400123.pdf', 'application/pdf'));
    expect(texto.join('\n')).toContain('Saldos de LUCÍA MAMANI');
    // A refusal stays the JSON error, whatever was asked for.
    const nadie = await conAccept('/api/v1/beneficiarias/99999999999/saldosPdf', operador, 'application/pdf');
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json().error).toBe(TEXTOS.documentoNoEncontrado({ documento: '99999999999' }));
  });
});

/** The spec's §3 OVT payload, with no nit or matrícula. */
const registroOvtSpec = (doc: string) => ({
  mismo: true,
  personaTitular: {
    persona: { nro_documento: doc, fecha_nacimiento: '01/01/1990', complemento: null, caja_salud: 'CNS', movil: null },
    id_sucursal: null,
    id_subsidio: prenatal,
    titular_cobro: true,
    nroSeguro: '1',
    nroAsignacionInicio: 1,
    nroAsignacionFin: 4,
    fechaInicio: '01/11/2026',
    fechaFin: null,
    observaciones: null,
    nroHijos: null,
    fechaNacidoVivo: null,
    estado: 'ACTIVO',
    motivoCesacion: null,
    dpa: null,
    _user_created: 1,
    _created_at: '2026-11-22T12:00:00Z',
    id_centro_medico: null,
    nombre_centro_medico: null,
    estado_migracion: 'NUEVO',
  },
  personaBeneficiaria: null,
});

describe('part 2 §7 POST v1/ovt/registrar_beneficiaria', () => {
  it('part 2 §7 POST v1/ovt/registrar_beneficiaria: payload in section 3 without nit/matricula, taken from the caller’s entity; response message', async () => {
    const doc = String(trabajadoresOvt[0]!.nro_documento);
    const res = await t.rest('POST', '/api/v1/ovt/registrar_beneficiaria', empleadorOvt, registroOvtSpec(doc));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mensaje).toBe(TEXTOS.registroRealizado);
    const [b] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, res.json().datos.id));
    expect(b).toMatchObject({ fecha_inicio: '2026-11-01', nro_asignacion_inicio: 1, nro_asignacion_fin: 4 });
  });

  it('part 2 §7 POST v1/ovt/registrar_beneficiaria: programme staff, who have no entity, must name the employer by nit', async () => {
    const doc = String(trabajadoresOvt[1]!.nro_documento);
    const sin = await t.rest('POST', '/api/v1/ovt/registrar_beneficiaria', operador, registroOvtSpec(doc));
    expect(sin.statusCode).toBe(400);
    expect(sin.json().campos).toEqual({ nit: TEXTOS.required });
    const con = await t.rest('POST', '/api/v1/ovt/registrar_beneficiaria', operador, { ...registroOvtSpec(doc), nit: NIT_DEMO });
    expect(con.statusCode, con.body).toBe(201);
    // A matrícula that is not the employer's is not found, as before.
    const ajena = await t.rest('POST', '/api/v1/ovt/registrar_beneficiaria', empleadorOvt, { ...registroOvtSpec(String(trabajadoresOvt[2]!.nro_documento)), matricula: '12121212' });
    expect(ajena.statusCode).toBe(404);
  });
});

let extranjeras = 0;
/** The spec's §3 'Independent registration' payload: a foreigner, the bonus only (`montoBono`), dates DD/MM/AAAA. */
const registroIndependiente = (quien: typeof indep, extra: Record<string, unknown> = {}, persona: Record<string, unknown> = {}) => ({
  personaTitular: {
    persona: {
      nombres: 'ana',
      primer_apellido: 'gómez',
      segundo_apellido: 'paredes',
      nombre_completo: 'ANA GÓMEZ PAREDES',
      tipo_documento: 'EXTRANJERO',
      nro_documento: `H4E${++extranjeras}`,
      complemento: '',
      fecha_nacimiento: '20/04/1988',
      telefono: '0000000',
      movil: '',
      nacionalidad: 'PERUANA',
      pais_nacimiento: 'Perú',
      genero: 'F',
      observacion: '',
      _user_created: 1,
      _created_at: '2026-11-22T12:00:00Z',
      ...persona,
    },
    montoBono: 150,
    id_subsidio: 1,
    id_sucursal: quien.sucursal,
    id_entidad: quien.entidad,
    fechaInicio: '22/11/2026',
    fechaFin: '31/12/2026',
    estado: 'ACTIVO',
    observacion: '',
    ...extra,
  },
});

describe('part 2 §7 v1/otros/registrar_beneficiaria and registrar_bono', () => {
  it('part 2 §7 POST v1/otros/registrar_beneficiaria: the spec payload with montoBono only and dates DD/MM/AAAA; response message, with how the bonus was computed', async () => {
    const body = registroIndependiente(indep);
    const res = await t.rest('POST', '/api/v1/otros/registrar_beneficiaria', indep.token, body);
    expect(res.statusCode, res.body).toBe(201);
    // 15 % (the seed's PORCENTAJE_BONO): Bs 150 of bonus is Bs 1,000 of aguinaldo.
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.registroRealizado, montoBono: '150.00', montoDetalle: '1000.00', calculo: 'montoBono' });
    const [b] = await t.database.db.select().from(beneficiarias).where(eq(beneficiarias.id, res.json().datos.id));
    expect(b).toMatchObject({ monto_bono: '150.00', monto_detalle: '1000.00' });
    const [p] = await t.database.db.select().from(personas).where(eq(personas.id, b!.id_persona));
    expect(p).toMatchObject({ fecha_nacimiento: '1988-04-20', nombres: 'ANA', tipo_documento: 'EXTRANJERO' });
  });

  it('part 2 §7 POST v1/otros/registrar_beneficiaria: montoDetalle, when given, is what the server computes the bonus from', async () => {
    const res = await t.rest('POST', '/api/v1/otros/registrar_beneficiaria', indep.token, registroIndependiente(indep, { montoDetalle: '1.10', montoBono: '999' }, { fecha_nacimiento: '1990-01-02' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ montoBono: '0.17', montoDetalle: '1.10', calculo: 'montoDetalle' });
    const [p] = await t.database.db
      .select({ f: personas.fecha_nacimiento })
      .from(personas)
      .innerJoin(beneficiarias, eq(beneficiarias.id_persona, personas.id))
      .where(eq(beneficiarias.id, res.json().datos.id));
    expect(p!.f).toBe('1990-01-02');
  });

  it('part 2 §7 POST v1/otros/registrar_beneficiaria: with neither amount, or a date in neither format, it is refused on its field', async () => {
    const sin = await t.rest('POST', '/api/v1/otros/registrar_beneficiaria', indep.token, registroIndependiente(indep, { montoBono: null }));
    expect(sin.statusCode).toBe(400);
    expect(sin.json().campos).toEqual({ 'personaTitular.montoBono': TEXTOS.required });
    const fecha = await t.rest('POST', '/api/v1/otros/registrar_beneficiaria', indep.token, registroIndependiente(indep, {}, { fecha_nacimiento: '20-04-1988' }));
    expect(fecha.statusCode).toBe(400);
    expect(fecha.json().campos).toEqual({ 'personaTitular.persona.fecha_nacimiento': TEXTOS.formatoIncorrecto });
  });

  it('part 2 §7 POST v1/otros/registrar_bono: the spec payload for a person another entity pays; response message, with how the bonus was computed', async () => {
    const persona = { nro_documento: 'H4BONO1' };
    const primera = await t.rest('POST', '/api/v1/otros/registrar_beneficiaria', indep.token, registroIndependiente(indep, {}, persona));
    expect(primera.statusCode, primera.body).toBe(201);
    const res = await t.rest('POST', '/api/v1/otros/registrar_bono', indep2.token, registroIndependiente(indep2, { montoBono: '75.50' }, persona));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.registroRealizado, montoBono: '75.50', calculo: 'montoBono' });
    const [w] = await t.database.db.select().from(trabajadores).where(eq(trabajadores.id_entidad, indep2.entidad));
    expect(w!.aguinaldo).toBe(res.json().montoDetalle);
  });
});
