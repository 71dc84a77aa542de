import { request } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfReport } from '@pb/api/core/pdf.js';
import { DEMO_USUARIOS } from '../demo-personas.js';
import { verificarPdfFirmado } from '@pb/api/modules/firmas/verificacion.js';
import { hacerPdf } from '@pb/api/test/pdf.js';
import { firmarPdf } from './firmar.js';
import { autoridadDemoSincrona, certificadoFirmante, parEnDisco } from '@pb/api/integrations/firmador/pki.js';
import { iniciarFirmador, MENSAJES_FIRMADOR, type Firmador, type ModoFirmador } from './simulator.js';

/**
 * The signing program's simulator over real HTTPS on a free port, its certificate trusted through the
 * demo authority (the https Agent's `ca`), as the browser calls it once the authority is trusted.
 */
interface Respuesta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  texto: string;
  json: <T = { finalizado: boolean; mensaje: string; datos: unknown }>() => T;
}

function llamar(f: Firmador, ruta: string, opciones: { method?: string; cuerpo?: unknown; headers?: Record<string, string> } = {}): Promise<Respuesta> {
  return new Promise((ok, mal) => {
    const cuerpo = opciones.cuerpo === undefined ? undefined : JSON.stringify(opciones.cuerpo);
    const req = request(
      `${f.url}${ruta}`,
      { method: opciones.method ?? (cuerpo ? 'POST' : 'GET'), ca: f.autoridadPem, headers: { ...(cuerpo ? { 'content-type': 'application/json' } : {}), ...opciones.headers } },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => {
          const texto = Buffer.concat(partes).toString('utf8');
          ok({ status: res.statusCode ?? 0, headers: res.headers, texto, json: () => JSON.parse(texto) });
        });
      },
    );
    req.on('error', mal);
    req.end(cuerpo);
  });
}

let dir: string;
let firmador: Firmador;
const MARIA = DEMO_USUARIOS.find((u) => u.usuario === 'programa')!.persona;
const ALIAS_MARIA = `${MARIA.nombres} ${MARIA.primer_apellido} ${MARIA.segundo_apellido}`;
const iniciar = (modo: ModoFirmador) => iniciarFirmador({ port: 0, dir, modo });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'firmador-'));
  firmador = await iniciar('normal');
});

afterAll(async () => {
  await firmador?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the signing program simulator', () => {
  it('answers Ok at / over HTTPS with a localhost certificate of the demo authority', async () => {
    expect(firmador.url).toBe(`https://localhost:${firmador.port}`);
    const r = await llamar(firmador, '/');
    expect([r.status, r.texto]).toEqual([200, 'Ok']);
    expect(readFileSync(path.join(dir, 'autoridad.pem'), 'utf8')).toBe(firmador.autoridadPem);
    expect(firmador.huellaSpki).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('lists one connected token', async () => {
    const r = (await llamar(firmador, '/tokens')).json<{ finalizado: boolean; mensaje: string; datos: unknown[] }>();
    expect(r.finalizado).toBe(true);
    expect(r.datos).toHaveLength(1);
  });

  it('signs only inside a session opened with the right PIN, and the server accepts what it signs', async () => {
    expect((await llamar(firmador, '/certs')).json()).toEqual({ finalizado: false, mensaje: 'Primero debe iniciar sesión.', datos: null });
    expect((await llamar(firmador, '/start?pin=000000')).json()).toMatchObject({ finalizado: false, mensaje: 'PIN incorrecto' });
    expect((await llamar(firmador, '/start')).json()).toMatchObject({ finalizado: false, mensaje: MENSAJES_FIRMADOR.pinFaltante });
    expect((await llamar(firmador, '/start?pin=123456')).json()).toMatchObject({ finalizado: true });

    const certs = (await llamar(firmador, '/certs')).json<{ finalizado: boolean; datos: Array<Record<string, unknown>> }>();
    expect(certs.finalizado).toBe(true);
    expect(certs.datos.map((c) => c.alias)).toEqual(expect.arrayContaining([ALIAS_MARIA, 'CARLOS ALBERTO GUTIÉRREZ ROJAS', 'OTRA PERSONA']));
    const maria = certs.datos.find((c) => c.alias === ALIAS_MARIA)!;
    expect(maria).toEqual({
      alias: ALIAS_MARIA,
      nombreComunSubject: ALIAS_MARIA,
      organizacionSubject: 'PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA',
      inicioValidez: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      finValidez: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      esValido: true,
    });

    const doc = await PdfReport.create('APOSTILLA', new Date());
    doc.line('Documento para firmar');
    const original = Buffer.from(await doc.save());
    const pedido = { nombre_archivo: 'apostilla.pdf', alias: ALIAS_MARIA, pdf_base64: original.toString('base64') };
    const firmado = (await llamar(firmador, '/sign', { cuerpo: pedido })).json<{ finalizado: boolean; datos: { pdf_base64: string; nombre_archivo: string; certificado: string } }>();
    expect(firmado.finalizado).toBe(true);
    expect(firmado.datos.nombre_archivo).toBe('apostilla.pdf');
    const verificada = verificarPdfFirmado({ original, firmado: Buffer.from(firmado.datos.pdf_base64, 'base64'), autoridades: [firmador.autoridadPem], documento: MARIA.nro_documento });
    expect(verificada.sujeto).toBe(ALIAS_MARIA);
    expect(verificada.certificadoPem).toBe(firmado.datos.certificado);

    expect((await llamar(firmador, '/sign', { cuerpo: { ...pedido, alias: 'NADIE' } })).json()).toMatchObject({ finalizado: false, mensaje: 'No se encontró el certificado con alias NADIE.' });
    expect((await llamar(firmador, '/sign', { cuerpo: { ...pedido, pdf_base64: Buffer.from('hola').toString('base64') } })).json()).toMatchObject({ finalizado: false, mensaje: MENSAJES_FIRMADOR.noEsPdf });

    expect((await llamar(firmador, '/finish')).json()).toMatchObject({ finalizado: true });
    expect((await llamar(firmador, '/sign', { cuerpo: pedido })).json()).toEqual({ finalizado: false, mensaje: 'Primero debe iniciar sesión.', datos: null });
  });

  it('answers the CORS preflight of a JSON POST for an allowed origin only', async () => {
    const preflight = (origin: string) =>
      llamar(firmador, '/sign', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    const permitido = await preflight('http://localhost:3000');
    expect(permitido.status).toBe(204);
    expect(permitido.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(permitido.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(permitido.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect((await preflight('https://otro.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it("tells when there is no token, two tokens, or the token's PIN is locked", async () => {
    for (const [modo, mensaje] of [
      ['sin-token', 'No se encontró ningún token conectado.'],
      ['dos-tokens', 'Se encontró más de un token conectado.'],
    ] as const) {
      const f = await iniciar(modo);
      try {
        expect((await llamar(f, '/tokens')).json()).toMatchObject({ finalizado: false, mensaje });
        expect((await llamar(f, '/start?pin=123456')).json()).toMatchObject({ finalizado: false, mensaje });
      } finally {
        await f.close();
      }
    }
    const bloqueado = await iniciar('pin-bloqueado');
    try {
      expect((await llamar(bloqueado, '/tokens')).json()).toMatchObject({ finalizado: true });
      expect((await llamar(bloqueado, '/start?pin=123456')).json()).toMatchObject({ finalizado: false, mensaje: 'El token está bloqueado' });
      expect((await llamar(bloqueado, '/certs')).json()).toMatchObject({ finalizado: false, mensaje: 'Primero debe iniciar sesión.' });
    } finally {
      await bloqueado.close();
    }
  });
});

describe('the demo PKI on disk', () => {
  it('keeps one authority: a second start reads it, and a writer that loses the race to create it reads the winner\'s', () => {
    expect(autoridadDemoSincrona(dir).certPem).toBe(firmador.autoridadPem);
    const ruta = path.join(dir, 'carrera.pem');
    const otra = autoridadDemoSincrona(path.join(dir, 'otra'));
    // While this call makes its pair, another process (here: a nested call) writes the file first.
    const resultado = parEnDisco(ruta, () => {
      parEnDisco(ruta, () => otra);
      return autoridadDemoSincrona(dir);
    });
    expect(resultado).toEqual(otra);
    expect(parEnDisco(ruta, () => noDebeCrear())).toEqual(otra);
  });
});

describe('firmarPdf', () => {
  it('refuses a PDF saved with cross-reference streams (pdf-lib default) instead of rewriting it', async () => {
    const firmante = await certificadoFirmante({ documento: '1', nombre: 'PRUEBA', organizacion: 'PRUEBA', autoridad: autoridadDemoSincrona(dir) });
    await expect(firmarPdf(await hacerPdf(), firmante)).rejects.toThrow(/flujos de referencias cruzadas/);
  });
});

function noDebeCrear(): never {
  throw new Error('the pair exists: it must be read, not made again');
}
