import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type forge from 'node-forge';
import { nodeForge } from './forge.js';

/**
 * The demo PKI of the signing program's simulator (issue 18): a certification authority kept on disk,
 * the signer certificates it issues (RSA 2048, SHA-256) and the TLS certificate of
 * `https://localhost:3200`. Nothing here is for production: a real signer's certificate comes from a
 * real authority (ADSIB, Digicert Bolivia) on a hardware token, and the server trusts the authorities
 * of FIRMA_AUTORIDADES (modules/firmas/verificacion.ts).
 */

export interface ParDePem {
  certPem: string;
  keyPem: string;
}

export interface Firmante extends ParDePem {
  /** The PKCS#12 file (certificate, its authority, private key) and its password. */
  p12: Buffer;
  clave: string;
}

export interface DatosFirmante {
  documento: string;
  nombre: string;
  organizacion: string;
}

// The repository's root, the same from src/ and dist/ (apps/api/{src,dist}/integrations/firmador).
const raiz = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The folder of the demo PKI and the software token: FIRMADOR_DIR or `<repo>/.firmador`. */
export function carpetaFirmador(): string {
  return process.env.FIRMADOR_DIR ? path.resolve(process.env.FIRMADOR_DIR) : path.join(raiz, '.firmador');
}

/** The authority's public certificate, the file to trust in a browser or an NSS database. */
export const ARCHIVO_AUTORIDAD = 'autoridad.pem';
const ARCHIVO_AUTORIDAD_CLAVE = 'autoridad-con-clave.pem';
const ARCHIVO_LOCALHOST = 'localhost-con-clave.pem';

const DIA = 86_400_000;

/** A fresh RSA 2048 key pair: made by node (native, fast), handed to forge as PEM. */
function clavesRsa(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { publicKey: nodeForge().pki.publicKeyFromPem(publicKey), privateKey: nodeForge().pki.privateKeyFromPem(privateKey) };
}

/** A positive random serial of 16 bytes, in hex. */
const serialAleatorio = () => `01${randomBytes(15).toString('hex')}`;

interface Emision {
  sujeto: forge.pki.CertificateField[];
  desde: Date;
  hasta: Date;
  extensiones: object[];
  emisor?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };
}

function emitir(e: Emision): { cert: forge.pki.Certificate; keyPem: string } {
  const claves = clavesRsa();
  const cert = nodeForge().pki.createCertificate();
  cert.publicKey = claves.publicKey;
  cert.serialNumber = serialAleatorio();
  cert.validity.notBefore = e.desde;
  cert.validity.notAfter = e.hasta;
  cert.setSubject(e.sujeto);
  cert.setIssuer(e.emisor ? textosDe(e.emisor.cert.subject.attributes) : e.sujeto);
  const aki = e.emisor ? [{ name: 'authorityKeyIdentifier', keyIdentifier: e.emisor.cert.generateSubjectKeyIdentifier().getBytes() }] : [];
  cert.setExtensions([...e.extensiones, { name: 'subjectKeyIdentifier' }, ...aki]);
  cert.sign(e.emisor?.key ?? claves.privateKey, nodeForge().md.sha256.create());
  return { cert, keyPem: nodeForge().pki.privateKeyToPem(claves.privateKey) };
}

/** A subject attribute written as UTF8String (forge encodes the text). */
const utf8 = (name: string, value: string): forge.pki.CertificateField => ({ name, value, valueTagClass: nodeForge().asn1.Type.UTF8 as unknown as forge.asn1.Class });

/** A parsed certificate's name as forge must be given it again: UTF8String values decoded (forge keeps their bytes, and would encode them twice). */
const textosDe = (atributos: forge.pki.CertificateField[]): forge.pki.CertificateField[] =>
  atributos.map((a) => (a.valueTagClass === (nodeForge().asn1.Type.UTF8 as unknown) && typeof a.value === 'string' ? { ...a, value: nodeForge().util.decodeUtf8(a.value) } : a));

/** PEM with LF line ends (forge writes CRLF; node and openssl write LF). */
const lf = (pem: string) => pem.replace(/\r\n/g, '\n');
const pares = (p: { cert: forge.pki.Certificate; keyPem: string }): ParDePem => ({ certPem: lf(nodeForge().pki.certificateToPem(p.cert)), keyPem: lf(p.keyPem) });

/** Writes `contenido` at `ruta` only if no file is there yet (a temp file linked into place: atomic, the first writer wins). */
function escribirSiFalta(ruta: string, contenido: string): void {
  const tmp = `${ruta}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, contenido, { mode: 0o600 });
  try {
    linkSync(tmp, ruta);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(tmp);
  }
}

/** Replaces the file at `ruta` (temp file renamed: readers never see half a file). */
export function reemplazar(ruta: string, contenido: string, modo = 0o600): void {
  const tmp = `${ruta}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(tmp, contenido, { mode: modo });
  renameSync(tmp, ruta);
}

const leer = (ruta: string): string | null => {
  try {
    return readFileSync(ruta, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/** A file of a certificate followed by its private key → both PEMs. */
function separar(texto: string): ParDePem {
  const cert = texto.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\r?\n?/)?.[0];
  const key = texto.match(/-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+?-----END (RSA )?PRIVATE KEY-----\r?\n?/)?.[0];
  if (!cert || !key) throw new Error('archivo de certificado y clave incompleto');
  return { certPem: lf(cert), keyPem: lf(key) };
}

/**
 * Reads a "certificate + key" file, creating it once with `crear` when it is missing. Synchronous
 * (key generation is anyway) and linked into place, so concurrent first calls, in this process or
 * in several, all end up reading the one file that was written first.
 */
export function parEnDisco(ruta: string, crear: () => ParDePem): ParDePem {
  mkdirSync(path.dirname(ruta), { recursive: true, mode: 0o700 });
  const existente = leer(ruta);
  if (existente) return separar(existente);
  const nuevo = crear();
  escribirSiFalta(ruta, nuevo.certPem + nuevo.keyPem);
  return separar(leer(ruta) ?? '');
}

/** The demo certification authority of `dir`, created once (10 years) and read from disk afterwards; its public PEM also in `autoridad.pem`. */
export function autoridadDemoSincrona(dir = carpetaFirmador()): ParDePem {
  const ruta = path.join(path.resolve(dir), ARCHIVO_AUTORIDAD_CLAVE);
  const par = parEnDisco(ruta, () => {
    const ahora = Date.now();
    return pares(
      emitir({
        sujeto: [
          // ASCII only: forge writes the signer's issuer in the CMS from a parsed name and would encode
          // an accent twice (the SignerInfo would then name no certificate).
          { name: 'commonName', value: 'ProBolivia Autoridad de Certificacion DEMO' },
          { name: 'organizationName', value: 'ProBolivia (demostracion, no valida)' },
          { name: 'countryName', value: 'BO' },
        ],
        desde: new Date(ahora - DIA),
        hasta: new Date(ahora + 3650 * DIA),
        extensiones: [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ],
      }),
    );
  });
  const publico = path.join(path.dirname(ruta), ARCHIVO_AUTORIDAD);
  if (leer(publico) !== par.certPem) reemplazar(publico, par.certPem, 0o644);
  return par;
}

/** The demo certification authority (see autoridadDemoSincrona). */
export async function autoridadDemo(dir = carpetaFirmador()): Promise<ParDePem> {
  return autoridadDemoSincrona(dir);
}

const deAutoridad = (a: ParDePem) => ({ cert: nodeForge().pki.certificateFromPem(a.certPem), key: nodeForge().pki.privateKeyFromPem(a.keyPem) as forge.pki.rsa.PrivateKey });

/**
 * A signer's certificate issued by `autoridad` (default: the demo one), with a fresh key and its PKCS#12.
 *
 * The subject is CN = nombre, O = organizacion, C = BO and serialNumber (2.5.4.5) = the person's
 * identity-document number. That serialNumber is how the server matches a certificate to the user
 * who signs: verificarPdfFirmado refuses a signature whose certificate's serialNumber is not the
 * signing user's `nro_documento` (as Bolivia's signing certificates carry the document number).
 */
export async function certificadoFirmante(opciones: DatosFirmante & { desde?: Date; hasta?: Date; autoridad?: ParDePem }): Promise<Firmante> {
  const autoridad = opciones.autoridad ?? (await autoridadDemo());
  const par = emitirFirmante(opciones, autoridad);
  return { ...par, ...empaquetar(par, autoridad.certPem) };
}

/** The certificate and key of certificadoFirmante, without the PKCS#12 (synchronous). */
export function emitirFirmante(opciones: DatosFirmante & { desde?: Date; hasta?: Date }, autoridad: ParDePem): ParDePem {
  const ahora = Date.now();
  return pares(
    emitir({
      sujeto: [
        utf8('commonName', opciones.nombre),
        utf8('organizationName', opciones.organizacion),
        { name: 'countryName', value: 'BO' },
        { name: 'serialNumber', value: opciones.documento },
      ],
      desde: opciones.desde ?? new Date(ahora - DIA),
      hasta: opciones.hasta ?? new Date(ahora + 730 * DIA),
      extensiones: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      ],
      emisor: deAutoridad(autoridad),
    }),
  );
}

/** The PKCS#12 of a certificate, its key and its authority's certificate, under a random password. */
export function empaquetar(par: ParDePem, autoridadPem: string): { p12: Buffer; clave: string } {
  const clave = randomBytes(12).toString('hex');
  const f = nodeForge();
  const asn1 = f.pkcs12.toPkcs12Asn1(
    f.pki.privateKeyFromPem(par.keyPem),
    [f.pki.certificateFromPem(par.certPem), f.pki.certificateFromPem(autoridadPem)],
    clave,
    { algorithm: '3des' },
  );
  return { p12: Buffer.from(f.asn1.toDer(asn1).getBytes(), 'binary'), clave };
}

function emitidoPor(autoridad: forge.pki.Certificate, cert: forge.pki.Certificate): boolean {
  try {
    return autoridad.verify(cert);
  } catch {
    return false;
  }
}

/** The TLS certificate of localhost / 127.0.0.1 / ::1 issued by the demo authority (397 days; renewed when near its end). */
export async function certificadoLocalhost(dir = carpetaFirmador()): Promise<ParDePem> {
  const autoridad = await autoridadDemo(dir);
  const ruta = path.join(path.resolve(dir), ARCHIVO_LOCALHOST);
  const crear = () => {
    const ahora = Date.now();
    return pares(
      emitir({
        sujeto: [
          { name: 'commonName', value: 'localhost' },
          utf8('organizationName', 'ProBolivia programa de firma (demostración)'),
        ],
        desde: new Date(ahora - DIA),
        hasta: new Date(ahora + 397 * DIA),
        extensiones: [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
          { name: 'extKeyUsage', serverAuth: true },
          { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, { type: 7, ip: '::1' }] },
        ],
        emisor: deAutoridad(autoridad),
      }),
    );
  };
  const par = parEnDisco(ruta, crear);
  const cert = nodeForge().pki.certificateFromPem(par.certPem);
  const vencido = cert.validity.notAfter.getTime() < Date.now() + 7 * DIA;
  const deOtraAutoridad = !emitidoPor(deAutoridad(autoridad).cert, cert);
  if (!vencido && !deOtraAutoridad) return par;
  const nuevo = crear();
  reemplazar(ruta, nuevo.certPem + nuevo.keyPem);
  return nuevo;
}
