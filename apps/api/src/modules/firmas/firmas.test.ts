import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { fechaBolivia } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, loginToken } from '../../test/factories.js';
import { documentosFirma, logs, permisos, modulos, personas, serviciosIop, usuarios } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { startTesoroSimulator } from '@pb/demo/integrations/tesoro/simulator.js';
import { autoridadDemo, certificadoFirmante, type Firmante } from '../../integrations/firmador/pki.js';
import { firmarPdf } from '@pb/demo/integrations/firmador/firmar.js';

/**
 * The documents to sign and the signing calls (issue 18, part B; decision 034) on the demo data: the
 * settlement draws each payment's request, 'Enviar a firma' the day's report; a PDF signed with part
 * A's `firmarPdf` by the caller's own demo certificate is kept once, and every other upload is refused
 * without changing anything.
 */

// The demo PKI of this file only: another file's authority is not trusted here.
const firmadorAntes = process.env.FIRMADOR_DIR;
process.env.FIRMADOR_DIR = mkdtempSync(path.join(tmpdir(), 'pb-firmas-'));
afterAll(() => {
  if (firmadorAntes === undefined) delete process.env.FIRMADOR_DIR;
  else process.env.FIRMADOR_DIR = firmadorAntes;
});

let t: TestApp;
let sim: Awaited<ReturnType<typeof startTesoroSimulator>>;
let programa: string;
let documentoPrograma: string;
let propio: Firmante;

interface Doc {
  id: number;
  tipo: string;
  referencia: string;
  id_archivo: number;
  codigo_archivo: string;
  estado: string;
  firmado_por: string | null;
  firmado_at: string | null;
}
const LISTA = `query ($estado: String, $tipo: String) { documentosFirma(limit: 50, estado: $estado, tipo: $tipo) { count rows { id tipo referencia id_archivo codigo_archivo estado firmado_por firmado_at tramite_solicitante_email } } }`;
async function listar(token: string, vars: Record<string, unknown> = {}) {
  const r = await t.gql(token, LISTA, vars);
  expect(r.errors).toBeUndefined();
  return r.data.documentosFirma as { count: number; rows: Doc[] };
}

const apostilla = (token: string, d: Doc) => t.rest('POST', `/api/eapostilla/apostilla/${d.id_archivo}/${d.id}`, token, {});
async function original(token: string, d: Doc): Promise<Buffer> {
  const r = await apostilla(token, d);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json()).toMatchObject({ finalizado: true, datos: { id: d.id, codigo_archivo: d.codigo_archivo } });
  return Buffer.from(r.json().datos.pdf_base64, 'base64');
}
const subir = (token: string, d: Doc, firmado: Buffer, codigo = d.codigo_archivo) =>
  t.rest('POST', `/api/eapostilla/update/${d.id_archivo}`, token, { codigo_archivo: codigo, pdf_base64_signed: firmado.toString('base64'), certificado: '-', idTramiteDoc: d.id, emailTramiteDoc: null });

const fila = async (id: number) => (await t.database.db.select().from(documentosFirma).where(eq(documentosFirma.id, id)))[0]!;
const firmasAuditadas = async () => (await t.database.db.select({ id: logs.id }).from(logs).where(eq(logs.tipo, 'FIRMA'))).length;

/** A refusal: its status and message, the document still PENDIENTE with nothing of a signature, no FIRMA audit row. */
async function rechazado(token: string, d: Doc, firmado: Buffer, status: number, mensaje: string | string[], codigo?: string) {
  const antes = await firmasAuditadas();
  const r = await subir(token, d, firmado, codigo);
  expect(r.statusCode, r.body).toBe(status);
  expect([mensaje].flat()).toContain(r.json().error);
  const f = await fila(d.id);
  expect(f).toMatchObject({ estado: 'PENDIENTE', id_archivo_firmado: null, certificado: null, id_usuario_firma: null, firmado_at: null });
  expect(await firmasAuditadas()).toBe(antes);
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  sim = await startTesoroSimulator({ token: 'token-tesoro-prueba' });
  await t.database.db.update(serviciosIop).set({ url: sim.url, token: 'token-tesoro-prueba' }).where(eq(serviciosIop.codigo, 'TESORO'));
  programa = await loginToken(t, 'programa', DEMO_PASSWORD);
  const [p] = await t.database.db.select({ nro: personas.nro_documento }).from(usuarios).innerJoin(personas, eq(personas.id, usuarios.id_persona)).where(eq(usuarios.usuario, 'programa'));
  documentoPrograma = p!.nro;
  propio = await certificadoFirmante({ documento: documentoPrograma, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROBOLIVIA' });
}, 120_000);
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

describe('documents to sign', () => {
  it("the settlement draws each payment's request, PENDIENTE in the signing panel", async () => {
    const r = await t.rest('POST', '/api/v1/pagos/liquidar', programa, {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().pagos).toBeGreaterThan(0);
    const { rows } = await listar(programa, { tipo: 'SOLICITUD_PAGO' });
    expect(rows).toHaveLength(r.json().pagos);
    expect(rows.every((d) => d.estado === 'PENDIENTE' && d.firmado_por === null)).toBe(true);
    const pdf = await PDFDocument.load(await original(programa, rows[0]!));
    expect(pdf.getTitle()).toBe(`Solicitud de pago Nº ${rows[0]!.referencia}`);
  });

  it("'Enviar a firma' draws the day's report; sent again while unsigned, the same document gets the current data under a new code", async () => {
    const fecha = fechaBolivia(t.clock());
    const r = await t.rest('POST', '/api/v1/firmas/reporte-diario', programa, { fecha });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ estado: 'PENDIENTE', mensaje: TEXTOS.firmaDocumentoEnviado });
    const [antes] = (await listar(programa, { tipo: 'REPORTE_DIARIO' })).rows;
    const [yo] = await t.database.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.usuario, 'programa'));
    expect(yo!.email).toBeTruthy();
    expect(antes).toMatchObject({ referencia: fecha, estado: 'PENDIENTE', tramite_solicitante_email: yo!.email });
    t.clock.advance(1);
    const otra = await t.rest('POST', '/api/v1/firmas/reporte-diario', programa, { fecha });
    expect(otra.json().id).toBe(r.json().id);
    const [despues] = (await listar(programa, { tipo: 'REPORTE_DIARIO' })).rows;
    expect(despues!.codigo_archivo).not.toBe(antes!.codigo_archivo);
    const malo = await t.rest('POST', '/api/v1/firmas/reporte-diario', programa, { fecha: '2026-02-30' });
    expect(malo.statusCode).toBe(400);
  });

  it('lists only to roles with firma on the module, and refuses the signing calls to a role without it (403)', async () => {
    const operador = await loginAs(t, 3);
    const [d] = (await listar(programa)).rows;
    expect((await apostilla(operador.token, d!)).statusCode).toBe(403);
    expect((await subir(operador.token, d!, Buffer.from('%PDF-1.4'))).statusCode).toBe(403);
    const r = await t.gql(operador.token, LISTA);
    expect(r.errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
  });
});

describe('the signed file', () => {
  let reporte: Doc;
  let solicitud: Doc;
  let otraSolicitud: Doc | undefined;
  beforeAll(async () => {
    [reporte] = (await listar(programa, { tipo: 'REPORTE_DIARIO' })).rows as [Doc];
    [solicitud, otraSolicitud] = (await listar(programa, { tipo: 'SOLICITUD_PAGO' })).rows as [Doc, Doc | undefined];
  });

  it('is refused when tampered with after the signature', async () => {
    const pdf = await original(programa, reporte);
    const alterado = Buffer.from(await firmarPdf(pdf, propio));
    // One bit of the signed document's body changed.
    alterado[Math.floor(pdf.length / 2)]! ^= 0x01;
    await rechazado(programa, reporte, alterado, 400, [TEXTOS.firmaPdfNoCorresponde, TEXTOS.firmaPdfInvalida]);
  });

  it('is refused when signed by a certificate of an authority the server does not trust', async () => {
    const otra = await autoridadDemo(mkdtempSync(path.join(tmpdir(), 'pb-otra-ca-')));
    const ajeno = await certificadoFirmante({ documento: documentoPrograma, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROBOLIVIA', autoridad: otra });
    await rechazado(programa, reporte, await firmarPdf(await original(programa, reporte), ajeno), 400, TEXTOS.firmaPdfAutoridad);
  });

  it('is refused when its certificate had expired when it signed', async () => {
    const ahora = Date.now();
    const vencido = await certificadoFirmante({ documento: documentoPrograma, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROBOLIVIA', desde: new Date(ahora - 40 * 86_400_000), hasta: new Date(ahora - 86_400_000) });
    await rechazado(programa, reporte, await firmarPdf(await original(programa, reporte), vencido), 400, TEXTOS.firmaPdfNoVigente);
  });

  it("is refused when the certificate is another person's", async () => {
    const otro = await certificadoFirmante({ documento: '1234567', nombre: 'OTRA PERSONA', organizacion: 'PROBOLIVIA' });
    await rechazado(programa, reporte, await firmarPdf(await original(programa, reporte), otro), 400, TEXTOS.firmaPdfOtroUsuario);
  });

  it("is refused when it is another document's file, or names an older version of it", async () => {
    await rechazado(programa, solicitud, await firmarPdf(await original(programa, reporte), propio), 400, TEXTOS.firmaPdfNoCorresponde);
    await rechazado(programa, reporte, await firmarPdf(await original(programa, reporte), propio), 400, TEXTOS.firmaCodigoDistinto, 'otro-codigo');
  });

  it("is refused when the caller's role lacks firma on the document's module, though it signs others", async () => {
    const firmado = await firmarPdf(await original(programa, solicitud), propio);
    const modulo = t.database.db.select({ id: modulos.id }).from(modulos).where(eq(modulos.ruta, 'liquidaciones'));
    await t.database.db.update(permisos).set({ firma: false }).where(and(eq(permisos.id_rol, 2), eq(permisos.id_modulo, modulo)));
    try {
      const r = await subir(programa, solicitud, firmado);
      expect(r.statusCode).toBe(403);
      expect(r.json().error).toBe(TEXTOS.firmaSinPermiso);
      expect((await listar(programa)).rows.every((d) => d.tipo === 'REPORTE_DIARIO')).toBe(true);
    } finally {
      await t.database.db.update(permisos).set({ firma: true }).where(and(eq(permisos.id_rol, 2), eq(permisos.id_modulo, modulo)));
    }
  });

  it("is kept when it is the original signed by the caller's own valid certificate: FIRMADO, audited, downloadable", async () => {
    const firmado = await firmarPdf(await original(programa, solicitud), propio);
    const antes = await firmasAuditadas();
    const r = await subir(programa, solicitud, firmado);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ finalizado: true, mensaje: TEXTOS.firmaGuardada, datos: { id: solicitud.id, estado: 'FIRMADO' } });
    expect(await firmasAuditadas()).toBe(antes + 1);
    const f = await fila(solicitud.id);
    expect(f.estado).toBe('FIRMADO');
    expect(f.certificado).toContain('BEGIN CERTIFICATE');
    expect(f.id_usuario_firma).not.toBeNull();
    const [d] = (await listar(programa, { estado: 'FIRMADO' })).rows;
    expect(d).toMatchObject({ id: solicitud.id, firmado_por: 'programa' });
    expect(d!.firmado_at).not.toBeNull();
    const descarga = await t.rest('GET', `/api/v1/firmas/${solicitud.id}/firmado`, programa);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-type']).toBe('application/pdf');
    expect(descarga.rawPayload.equals(firmado)).toBe(true);
    const sinFirma = await t.rest('GET', `/api/v1/firmas/${reporte.id}/firmado`, programa);
    expect(sinFirma.statusCode).toBe(409);
  });

  it('is signed once: a second signature, or fetching it to sign again, is refused', async () => {
    const firmado = await firmarPdf(await original(programa, reporte), propio);
    expect((await subir(programa, reporte, firmado)).statusCode).toBe(200);
    const otra = await subir(programa, reporte, firmado);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().error).toBe(TEXTOS.firmaYaFirmado);
    expect((await apostilla(programa, reporte)).statusCode).toBe(409);
    const reenvio = await t.rest('POST', '/api/v1/firmas/reporte-diario', programa, { fecha: reporte.referencia });
    expect(reenvio.statusCode).toBe(409);
    expect(reenvio.json().error).toBe(TEXTOS.firmaReporteFirmado);
    // The database keeps it so too: a signed row is final.
    await expect(t.database.db.update(documentosFirma).set({ estado: 'PENDIENTE' }).where(eq(documentosFirma.id, reporte.id))).rejects.toThrow();
    if (otraSolicitud) expect((await fila(otraSolicitud.id)).estado).toBe('PENDIENTE');
  });
});
