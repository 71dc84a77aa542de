import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { hacerPdf } from '../../test/pdf.js';
import { CLAVES_S3RVER, servidorS3 } from '../../test/s3.js';
import { sucursales } from '../../db/schema/index.js';
import { sha256De } from './almacen.js';
import { almacenEnS3 } from './almacenS3.js';

/**
 * Files in an S3-compatible bucket (issue 34): what one copy of the API stores, any other copy reads;
 * no copy keeps a file of its own. Against s3rver over real HTTP, as a MinIO or S3 would answer.
 */
let s3: Awaited<ReturnType<typeof servidorS3>>;
let t: TestApp;
let otra: Awaited<ReturnType<typeof buildApp>>['app'];
const carpetas: string[] = [];
const carpeta = () => {
  const c = mkdtempSync(path.join(tmpdir(), 'pb-copia-'));
  carpetas.push(c);
  return c;
};

beforeAll(async () => {
  s3 = await servidorS3();
  t = await createTestApp({ ARCHIVOS_S3_URL: s3.url, ...CLAVES_S3RVER, DATA_DIR: carpeta() });
  // A second copy behind the balancer: the same database and bucket, another machine's data folder.
  ({ app: otra } = await buildApp({ ...t.deps, config: { ...t.deps.config, DATA_DIR: carpeta() } }, { logger: false }));
  await otra.ready();
}, 60_000);
afterAll(async () => {
  await otra?.close();
  await t?.close();
  await s3?.cerrar();
  for (const c of carpetas) rmSync(c, { recursive: true, force: true });
});

describe('the S3 store', () => {
  const deposito = () => almacenEnS3({ url: s3.url, region: 'us-east-1', accessKey: 'S3RVER', secretKey: 'S3RVER', esperaMs: 5000 });

  it('stores bytes once under their SHA-256 and reads them back; an unknown or malformed name is absent', async () => {
    const pdf = await hacerPdf('ALMACEN S3');
    const nombre = await deposito().guardar(pdf);
    expect(nombre).toBe(sha256De(pdf));
    expect(await deposito().guardar(pdf)).toBe(nombre);
    expect((await deposito().leer(nombre))?.equals(pdf)).toBe(true);
    expect(await deposito().leer('0'.repeat(64))).toBeNull();
    expect(await deposito().leer('../secreto')).toBeNull();
  });

  it('a bucket that does not answer is a Spanish 503, never a file said stored', async () => {
    const caido = almacenEnS3({ url: 'http://127.0.0.1:9/archivos', region: 'us-east-1', accessKey: 'S3RVER', secretKey: 'S3RVER', esperaMs: 500 });
    await expect(caido.guardar(Buffer.from('%PDF-1.4'))).rejects.toMatchObject({ code: 'UNAVAILABLE', message: TEXTOS.servicioSinConexion({ sistema: 'archivos' }) });
    await expect(caido.leer('a'.repeat(64))).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('refuses an address without its bucket', () => {
    expect(() => almacenEnS3({ url: 'http://127.0.0.1:9000', region: 'us-east-1', esperaMs: 500 })).toThrow(/bucket/);
  });
});

describe('two copies of the API on one bucket', () => {
  it('a C31 PDF uploaded through one copy downloads through the other; neither keeps it on its disk', async () => {
    const entidad = (await makeEntidad(t, { tipo: 'PUBLICO', nombre: 'MINISTERIO CON BUCKET' })).id;
    const sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'OFICINA CENTRAL', id_entidad: entidad, tipo: 'SUCURSAL', estado: 'ACTIVO' }).returning({ id: sucursales.id }))[0]!.id;
    const { token } = await loginAs(t, 6, { id_entidad: entidad });
    const ids = await makeBeneficiariasBono(t, entidad, sucursal, ['80.00']);
    const add = await t.gql(token, `mutation ($s: ID!, $l: [PlanillaLineaInput!]!) { planillaAdd(sucursalPago: $s, montoTotal: "80.00", nombre: "PLANILLA BUCKET", lista: $l) { id } }`, { s: String(sucursal), l: [{ idBeneficiaria: String(ids[0]), monto: '80.00' }] });
    expect(add.errors).toBeUndefined();

    const pdf = await hacerPdf('C31 EN EL BUCKET');
    const limite = 'pbLimiteS3';
    const payload = Buffer.concat([Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="c31"; filename="c31.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${limite}--\r\n`)]);
    const subida = await t.app.inject({ method: 'POST', url: '/api/v1/beneficiarias/subir_pdf', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
    expect(subida.statusCode, subida.body).toBe(200);
    const pago = await t.gql(token, `mutation ($c: String!, $p: ID!, $a: String!) { pagarPlanillaPorC31(c31: $c, idPlanilla: $p, nombre_archivo_c31: $a) { idFormulario } }`, { c: 'C31-S3-1', p: String(add.data.planillaAdd.id), a: subida.json().nombre });
    expect(pago.errors).toBeUndefined();

    const bajada = await otra.inject({ method: 'GET', url: `/api/v1/beneficiarias/descargar_pdf/${pago.data.pagarPlanillaPorC31.idFormulario}`, headers: { authorization: `Bearer ${token}` } });
    expect(bajada.statusCode, bajada.body).toBe(200);
    expect(Buffer.from(bajada.json().datos, 'base64').equals(pdf)).toBe(true);
    for (const c of carpetas) expect(existsSync(path.join(c, 'archivos')) ? readdirSync(path.join(c, 'archivos')) : []).toEqual([]);
  });
});
