import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEXTOS } from '@pb/contract/mensajes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfReport } from '../../core/pdf.js';
import { firmarPdf } from '@pb/demo/integrations/firmador/firmar.js';
import { autoridadDemo, autoridadDemoSincrona, certificadoFirmante, type Firmante, type ParDePem } from '../../integrations/firmador/pki.js';
import { autoridadesDeConfianza, verificarPdfFirmado } from './verificacion.js';

/**
 * The server's check of a signed PDF, on a document drawn by core/pdf.ts and signed for real by
 * apps/demo's integrations/firmador/firmar.ts with certificates of a demo authority made in a temp folder.
 */
const DOCUMENTO = '5678901';
const DIA = 86_400_000;
let dir: string;
let autoridad: ParDePem;
let firmante: Firmante;
let original: Buffer;
let firmado: Buffer;

async function pdf(titulo: string): Promise<Buffer> {
  const doc = await PdfReport.create(titulo, new Date());
  doc.line('Documento de prueba para firma digital');
  return Buffer.from(await doc.save());
}

const verificar = (f: Buffer, extra: { original?: Buffer; documento?: string; autoridades?: string[]; ahora?: Date } = {}) =>
  verificarPdfFirmado({ original: extra.original ?? original, firmado: f, autoridades: extra.autoridades ?? [autoridad.certPem], documento: extra.documento ?? DOCUMENTO, ahora: extra.ahora });

const rechazo = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { code: (err as { code?: string }).code, status: (err as { status?: number }).status, message: (err as Error).message };
  }
  return null;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'firmas-verificacion-'));
  autoridad = await autoridadDemo(dir);
  firmante = await certificadoFirmante({ documento: DOCUMENTO, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA', autoridad });
  original = await pdf('APOSTILLA DE PRUEBA');
  firmado = await firmarPdf(original, firmante, { razon: 'Apostilla' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('verificarPdfFirmado', () => {
  it('accepts the original plus a valid signature: the certificate, its subject and the signing time', () => {
    const antes = Date.now();
    const r = verificar(firmado);
    expect(r.certificadoPem).toBe(firmante.certPem);
    expect(r.sujeto).toBe('MARÍA ELENA CONDORI MAMANI');
    expect(Math.abs(r.firmadoEn.getTime() - antes)).toBeLessThan(60_000);
    expect(firmado.subarray(0, original.length).equals(original)).toBe(true);
  });

  it('refuses a signed file with one byte changed inside a signed range', () => {
    // A byte of the signed update (the signature's reason): the hash no longer matches.
    const enActualizacion = Buffer.from(firmado);
    const k = enActualizacion.indexOf('/Reason', original.length);
    enActualizacion[k + 9] = enActualizacion[k + 9]! ^ 0x01;
    expect(rechazo(() => verificar(enActualizacion))).toEqual({ code: 'VALIDATION', status: 400, message: TEXTOS.firmaPdfInvalida });
    // A byte of the original part: no longer the document, and not what was signed either.
    const alterado = Buffer.from(firmado);
    alterado[200] = alterado[200]! ^ 0x01;
    expect(rechazo(() => verificar(alterado))?.message).toBe(TEXTOS.firmaPdfNoCorresponde);
    expect(rechazo(() => verificar(alterado, { original: alterado.subarray(0, original.length) }))?.message).toBe(TEXTOS.firmaPdfInvalida);
  });

  it('refuses a signature of another PDF (the file does not start with the original)', async () => {
    const otro = await firmarPdf(await pdf('OTRO DOCUMENTO'), firmante);
    expect(rechazo(() => verificar(otro))?.message).toBe(TEXTOS.firmaPdfNoCorresponde);
  });

  it('refuses bytes appended after the signature (the signature no longer covers the whole file)', () => {
    const conCola = Buffer.concat([firmado, Buffer.from('\n1 0 obj\n<< >>\nendobj\n')]);
    expect(rechazo(() => verificar(conCola))?.message).toBe(TEXTOS.firmaPdfNoCorresponde);
  });

  it('refuses a certificate of an authority that is not trusted', async () => {
    const otraDir = mkdtempSync(path.join(tmpdir(), 'firmas-otra-ca-'));
    try {
      const otra = autoridadDemoSincrona(otraDir);
      const falso = await certificadoFirmante({ documento: DOCUMENTO, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROBOLIVIA', autoridad: otra });
      const f = await firmarPdf(original, falso);
      expect(rechazo(() => verificar(f))?.message).toBe(TEXTOS.firmaPdfAutoridad);
      expect(verificar(f, { autoridades: [autoridad.certPem, otra.certPem] }).sujeto).toBe('MARÍA ELENA CONDORI MAMANI');
    } finally {
      rmSync(otraDir, { recursive: true, force: true });
    }
  });

  it('refuses an expired certificate, a signing time in the future and a signature older than a day', async () => {
    const vencido = await certificadoFirmante({ documento: DOCUMENTO, nombre: 'MARÍA ELENA CONDORI MAMANI', organizacion: 'PROBOLIVIA', autoridad, desde: new Date(Date.now() - 400 * DIA), hasta: new Date(Date.now() - DIA) });
    const f = await firmarPdf(original, vencido);
    expect(rechazo(() => verificar(f))?.message).toBe(TEXTOS.firmaPdfNoVigente);
    const futuro = await firmarPdf(original, firmante, { fecha: new Date(Date.now() + 3_600_000) });
    expect(rechazo(() => verificar(futuro))?.message).toBe(TEXTOS.firmaPdfNoVigente);
    expect(rechazo(() => verificar(firmado, { ahora: new Date(Date.now() + 2 * DIA) }))?.message).toBe(TEXTOS.firmaPdfAntigua);
  });

  it("refuses another person's certificate", () => {
    expect(rechazo(() => verificar(firmado, { documento: '4567890' }))?.message).toBe(TEXTOS.firmaPdfOtroUsuario);
  });

  it('refuses a file with no signature, and a file that is not a PDF', () => {
    expect(rechazo(() => verificar(original))?.message).toBe(TEXTOS.firmaPdfNoEncontrada);
    expect(rechazo(() => verificar(Buffer.from('no soy un pdf')))?.message).toBe(TEXTOS.firmaPdfNoEncontrada);
  });
});

describe('autoridadesDeConfianza', () => {
  it('reads FIRMA_AUTORIDADES; outside production defaults to the demo authority; in production none', () => {
    const archivo = path.join(dir, 'autoridad.pem');
    expect(autoridadesDeConfianza({ NODE_ENV: 'production', FIRMA_AUTORIDADES: archivo })).toEqual([autoridad.certPem.trim()]);
    expect(autoridadesDeConfianza({ NODE_ENV: 'production', FIRMA_AUTORIDADES: undefined })).toEqual([]);
    const antes = process.env.FIRMADOR_DIR;
    process.env.FIRMADOR_DIR = dir;
    try {
      expect(autoridadesDeConfianza({ NODE_ENV: 'development', FIRMA_AUTORIDADES: undefined })).toEqual([autoridad.certPem]);
    } finally {
      if (antes === undefined) delete process.env.FIRMADOR_DIR;
      else process.env.FIRMADOR_DIR = antes;
    }
  });
});
