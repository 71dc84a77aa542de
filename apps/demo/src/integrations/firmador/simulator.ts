import { createHash, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoridadDemoSincrona, carpetaFirmador, certificadoLocalhost, type DatosFirmante } from '@pb/api/integrations/firmador/pki.js';
import { esPdf, firmarPdf } from './firmar.js';
import { cargarToken, esVigente, firmantesDemo, type CertificadoDelToken } from './token.js';

/**
 * The local signing program's simulator (issue 18; CONTRACT.md "Local signing program"): the program
 * a signer runs on their own computer, which the browser calls at https://localhost:3200 to sign a
 * PDF with the key on their token. HTTPS with a certificate of the demo authority, CORS for the app's
 * origins, and the program's contract: `GET /` → `Ok`; every other reply `{ finalizado, mensaje, datos }`
 * (`datos` null when there is nothing to give):
 *
 *   GET  /tokens          the connected tokens (one software token; none or two in the modes below)
 *   GET  /start?pin=      opens the token's session with its PIN
 *   GET  /certs           the token's certificates { alias, nombreComunSubject, organizacionSubject, inicioValidez, finValidez, esValido }
 *   POST /sign            { nombre_archivo, alias, pdf_base64 } → { pdf_base64, nombre_archivo, certificado (PEM) }
 *   GET  /finish          closes the session
 *
 * Modes: 'sin-token' (no token connected), 'dos-tokens' (two: the program cannot choose),
 * 'pin-bloqueado' (every PIN refused: the token is locked). The software token holds one certificate
 * per demo signer (token.ts), kept on disk in `dir`.
 */
export type ModoFirmador = 'normal' | 'sin-token' | 'dos-tokens' | 'pin-bloqueado';

export interface OpcionesFirmador {
  /** Default 3200; 0: any free port. */
  port?: number;
  dir?: string;
  pin?: string;
  modo?: ModoFirmador;
  /** Origins allowed by CORS; '*' any. Default the app's http://localhost:3000 and http://127.0.0.1:3000. */
  origenes?: string[];
  firmantes?: DatosFirmante[];
}

export interface Firmador {
  url: string;
  port: number;
  close(): Promise<void>;
  /** The demo authority's certificate (PEM): the HTTPS certificate and the signers' are issued by it. */
  autoridadPem: string;
  /**
   * The base64 SHA-256 of the HTTPS certificate's public key (SPKI): what Chromium's
   * `--ignore-certificate-errors-spki-list` takes, to trust this program in a test browser.
   */
  huellaSpki: string;
}

export const MENSAJES_FIRMADOR = {
  sinToken: 'No se encontró ningún token conectado.',
  dosTokens: 'Se encontró más de un token conectado.',
  unToken: 'Se encontró un token conectado.',
  sinSesion: 'Primero debe iniciar sesión.',
  pinFaltante: 'Debe ingresar el PIN del token.',
  pinIncorrecto: 'PIN incorrecto',
  tokenBloqueado: 'El token está bloqueado',
  sesionIniciada: 'Sesión iniciada correctamente.',
  sesionFinalizada: 'Sesión finalizada.',
  certificados: 'Certificados del token.',
  datosFaltantes: 'Los campos nombre_archivo, alias y pdf_base64 son obligatorios.',
  noEsPdf: 'El archivo no es un PDF.',
  aliasDesconocido: (alias: string) => `No se encontró el certificado con alias ${alias}.`,
  certificadoVencido: 'El certificado no está vigente.',
  firmado: 'Documento firmado correctamente.',
  noFirmado: (detalle: string) => `No se pudo firmar el documento: ${detalle}`,
  muyGrande: 'El archivo es demasiado grande.',
  noEncontrado: 'Ruta no encontrada.',
} as const;

/** Largest request body: a PDF of ~20 MB in base64 with its JSON. */
const CUERPO_MAXIMO = 28 * 1024 * 1024;
const ORIGENES = ['http://localhost:3000', 'http://127.0.0.1:3000'];

const TOKENS = [
  { slot: 0, etiqueta: 'PROBOLIVIA-DEMO', modelo: 'Token de software (simulador)', serie: 'SIM-0001' },
  { slot: 1, etiqueta: 'PROBOLIVIA-DEMO-2', modelo: 'Token de software (simulador)', serie: 'SIM-0002' },
];

type Respuesta = { finalizado: boolean; mensaje: string; datos: unknown };
const si = (mensaje: string, datos: unknown = null): Respuesta => ({ finalizado: true, mensaje, datos });
const no = (mensaje: string, datos: unknown = null): Respuesta => ({ finalizado: false, mensaje, datos });

class MuyGrande extends Error {}

function leerCuerpo(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let total = 0;
    req.on('data', (c: Buffer) => {
      total += c.length;
      if (total > CUERPO_MAXIMO) {
        req.removeAllListeners('data');
        req.resume();
        reject(new MuyGrande());
        return;
      }
      partes.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(partes).toString('utf8')));
    req.on('error', reject);
  });
}

const vistaCertificado = (c: CertificadoDelToken) => ({
  alias: c.alias,
  nombreComunSubject: c.nombreComunSubject,
  organizacionSubject: c.organizacionSubject,
  inicioValidez: c.inicioValidez.toISOString(),
  finValidez: c.finValidez.toISOString(),
  esValido: esVigente(c),
});

export async function iniciarFirmador(opciones: OpcionesFirmador = {}): Promise<Firmador> {
  const dir = opciones.dir ?? carpetaFirmador();
  const pin = opciones.pin ?? '123456';
  const modo = opciones.modo ?? 'normal';
  const origenes = opciones.origenes ?? ORIGENES;
  const tls = await certificadoLocalhost(dir);
  const token = cargarToken(dir, opciones.firmantes ?? firmantesDemo());
  const autoridadPem = autoridadDemoSincrona(dir).certPem;
  let sesion = false;

  const tokens = (): Respuesta =>
    modo === 'sin-token' ? no(MENSAJES_FIRMADOR.sinToken, []) : modo === 'dos-tokens' ? no(MENSAJES_FIRMADOR.dosTokens, TOKENS) : si(MENSAJES_FIRMADOR.unToken, TOKENS.slice(0, 1));

  function iniciar(url: URL): Respuesta {
    const t = tokens();
    if (!t.finalizado) return no(t.mensaje);
    const dado = url.searchParams.get('pin');
    if (!dado) return no(MENSAJES_FIRMADOR.pinFaltante);
    if (modo === 'pin-bloqueado') return no(MENSAJES_FIRMADOR.tokenBloqueado);
    if (dado !== pin) return no(MENSAJES_FIRMADOR.pinIncorrecto);
    sesion = true;
    return si(MENSAJES_FIRMADOR.sesionIniciada);
  }

  async function firmar(req: IncomingMessage): Promise<Respuesta> {
    let cuerpo: unknown;
    try {
      cuerpo = JSON.parse(await leerCuerpo(req));
    } catch (err) {
      if (err instanceof MuyGrande) throw err;
      cuerpo = null;
    }
    if (!sesion) return no(MENSAJES_FIRMADOR.sinSesion);
    const { nombre_archivo, alias, pdf_base64 } = (cuerpo ?? {}) as Record<string, unknown>;
    if (typeof nombre_archivo !== 'string' || typeof alias !== 'string' || typeof pdf_base64 !== 'string' || !nombre_archivo || !alias || !pdf_base64) {
      return no(MENSAJES_FIRMADOR.datosFaltantes);
    }
    const certificado = token.find((c) => c.alias === alias);
    if (!certificado) return no(MENSAJES_FIRMADOR.aliasDesconocido(alias));
    if (!esVigente(certificado)) return no(MENSAJES_FIRMADOR.certificadoVencido);
    const pdf = Buffer.from(pdf_base64.replace(/^data:[^,]*,/, ''), 'base64');
    if (!esPdf(pdf)) return no(MENSAJES_FIRMADOR.noEsPdf);
    try {
      const firmado = await firmarPdf(pdf, certificado, { razon: 'Firma digital', nombre: certificado.nombreComunSubject });
      return si(MENSAJES_FIRMADOR.firmado, { pdf_base64: firmado.toString('base64'), nombre_archivo, certificado: certificado.certPem });
    } catch (err) {
      return no(MENSAJES_FIRMADOR.noFirmado((err as Error).message));
    }
  }

  async function atender(req: IncomingMessage, res: ServerResponse) {
    const origen = req.headers.origin;
    if (origen && (origenes.includes('*') || origenes.includes(origen))) {
      res.setHeader('Access-Control-Allow-Origin', origenes.includes('*') ? '*' : origen);
      res.setHeader('Vary', 'Origin');
    }
    res.setHeader('Cache-Control', 'no-store');
    const url = new URL(req.url ?? '/', 'https://localhost');
    const json = (estado: number, r: Respuesta) => {
      res.writeHead(estado, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(r));
    };
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204);
      return res.end();
    }
    const ruta = `${req.method} ${url.pathname.replace(/\/+$/, '') || '/'}`;
    try {
      switch (ruta) {
        case 'GET /':
          res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
          return res.end('Ok');
        case 'GET /tokens':
          return json(200, tokens());
        case 'GET /start':
          return json(200, iniciar(url));
        case 'GET /certs':
          return json(200, sesion ? si(MENSAJES_FIRMADOR.certificados, token.map(vistaCertificado)) : no(MENSAJES_FIRMADOR.sinSesion));
        case 'POST /sign':
          return json(200, await firmar(req));
        case 'GET /finish':
          sesion = false;
          return json(200, si(MENSAJES_FIRMADOR.sesionFinalizada));
        default:
          return json(404, no(MENSAJES_FIRMADOR.noEncontrado));
      }
    } catch (err) {
      if (err instanceof MuyGrande) {
        res.setHeader('Connection', 'close');
        return json(413, no(MENSAJES_FIRMADOR.muyGrande));
      }
      return json(500, no(MENSAJES_FIRMADOR.noFirmado((err as Error).message)));
    }
  }

  const nuevo = () => createServer({ cert: tls.certPem, key: tls.keyPem }, (req, res) => void atender(req, res));
  const escuchar = (s: Server, port: number, host: string) =>
    new Promise<number>((ok, mal) => {
      s.once('error', mal);
      s.listen(port, host, () => ok((s.address() as AddressInfo).port));
    });

  // Only this computer: 127.0.0.1, and ::1 on the same port when the machine has IPv6 (a browser may try either for localhost).
  const v4 = nuevo();
  const port = await escuchar(v4, opciones.port ?? 3200, '127.0.0.1');
  const servidores: Server[] = [v4];
  const v6 = nuevo();
  await escuchar(v6, port, '::1').then(
    () => servidores.push(v6),
    () => undefined,
  );

  const cerrar = (s: Server) =>
    new Promise<void>((ok) => {
      s.close(() => ok());
      s.closeAllConnections();
    });
  const huellaSpki = createHash('sha256').update(new X509Certificate(tls.certPem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return { url: `https://localhost:${port}`, port, autoridadPem, huellaSpki, close: async () => void (await Promise.all(servidores.map(cerrar))) };
}
