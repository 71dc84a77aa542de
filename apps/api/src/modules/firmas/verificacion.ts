import { createHash, verify as verificarFirma, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type forge from 'node-forge';
import { nodeForge } from '../../integrations/firmador/forge.js';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Config } from '../../config.js';
import { AppError } from '../../core/errors.js';
import { autoridadDemoSincrona, carpetaFirmador } from '../../integrations/firmador/pki.js';
import { leerAsn1, OID, sujetoDelCertificado } from '../../integrations/firmador/sujeto.js';

/**
 * The server's check of a PDF signed on the user's computer (issue 18): pure and offline (node's
 * crypto for hashes, signatures and certificates; forge's ASN.1 reader for the CMS). It accepts only
 * `original` plus an incremental update whose last signature covers the whole file but its
 * /Contents, a CMS whose signed attributes hold the hash of those bytes and verify under the signer's
 * certificate, a certificate issued (directly, or through intermediates carried in the CMS) by one
 * of `autoridades`, valid at the signing time, whose subject serialNumber is the user's document
 * number (the rule of integrations/firmador/pki.ts `certificadoFirmante`). Each refusal is a 400
 * with its Spanish message.
 */

export interface FirmaVerificada {
  /** The signer's certificate, PEM. */
  certificadoPem: string;
  /** The subject's common name (the signer's name as the certificate states it). */
  sujeto: string;
  /** The signingTime the signature states, or `ahora` when it states none. */
  firmadoEn: Date;
}

/** Clock differences tolerated for a signing time in the future. */
const TOLERANCIA_MS = 5 * 60_000;
/**
 * Oldest signing time accepted: the browser uploads the file right after the program signs it. A
 * signer sets signingTime itself; without this limit a certificate that expired could still sign
 * "in the past".
 */
const ANTIGUEDAD_MAXIMA_MS = 24 * 3_600_000;

const OID_CMS = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
} as const;

/** Digest algorithms accepted (SHA-2; SHA-1 is refused as a forgeable digest). */
const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
/** Signature algorithms: RSA PKCS#1 v1.5 (with or without its hash in the OID) and ECDSA. */
const FIRMAS = new Set(['1.2.840.113549.1.1.1', '1.2.840.113549.1.1.11', '1.2.840.113549.1.1.12', '1.2.840.113549.1.1.13', '1.2.840.10045.4.3.2', '1.2.840.10045.4.3.3', '1.2.840.10045.4.3.4']);

const rechazo = (mensaje: Mensaje) => new AppError('VALIDATION', mensaje);

type Nodo = forge.asn1.Asn1;
const hijos = (n: Nodo | undefined): Nodo[] => (n && Array.isArray(n.value) ? (n.value as Nodo[]) : []);
const bytes = (n: Nodo | undefined): Buffer => Buffer.from(n && typeof n.value === 'string' ? n.value : '', 'binary');
const oid = (n: Nodo | undefined): string => nodeForge().asn1.derToOid(nodeForge().util.createBuffer(bytes(n).toString('binary')));
const der = (n: Nodo): Buffer => Buffer.from(nodeForge().asn1.toDer(n).getBytes(), 'binary');

interface Firma {
  rango: [number, number, number, number];
  cms: Buffer;
}

/** The last signature dictionary's /ByteRange and its /Contents, read from the file's tail. */
function ultimaFirma(pdf: Buffer): Firma | null {
  const inicio = pdf.lastIndexOf('/ByteRange');
  if (inicio < 0) return null;
  const m = pdf.subarray(inicio, inicio + 100).toString('latin1').match(/^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/);
  if (!m) return null;
  const rango = m.slice(1, 5).map(Number) as Firma['rango'];
  const [, b, c] = rango;
  if (!(b < c && c <= pdf.length)) return null;
  const hueco = pdf.subarray(b, c).toString('latin1');
  if (!/^<[0-9A-Fa-f\s]*>$/.test(hueco)) return null;
  return { rango, cms: Buffer.from(hueco.slice(1, -1).replace(/\s/g, ''), 'hex') };
}

interface Cms {
  certificados: X509Certificate[];
  firmante: X509Certificate;
  hash: string;
  algoritmoFirma: string;
  atributos: Nodo;
  valorFirma: Buffer;
}

/** Reads the signed-data CMS; null when it is not one (or has no signed attributes or signer certificate). */
function leerCms(cms: Buffer): Cms | null {
  const contenido = leerAsn1(cms, true);
  const [tipo, explicito] = hijos(contenido);
  if (oid(tipo) !== OID_CMS.signedData) return null;
  const signedData = hijos(hijos(explicito)[0]);
  // version, digestAlgorithms, encapContentInfo, [0] certificates?, [1] crls?, signerInfos
  const encap = hijos(signedData[2]);
  if (oid(encap[0]) !== OID_CMS.data || encap.length > 1) return null; // detached: no eContent
  const etiquetados = signedData.slice(3, -1);
  const bolsa = etiquetados.find((n) => n.tagClass === nodeForge().asn1.Class.CONTEXT_SPECIFIC && n.type === 0);
  const certificados = hijos(bolsa).map((n) => new X509Certificate(der(n)));
  const firmantes = hijos(signedData[signedData.length - 1]);
  if (firmantes.length !== 1) return null;
  const [, sid, algHash, atributos, algFirma, valor] = hijos(firmantes[0]);
  if (!atributos || atributos.tagClass !== nodeForge().asn1.Class.CONTEXT_SPECIFIC || atributos.type !== 0) return null;
  // sid: issuerAndSerialNumber (the certificate whose serial matches; the issuer is checked by the chain).
  const serial = bytes(hijos(sid)[1]).toString('hex').replace(/^(00)+(?=.)/, '').toUpperCase();
  const firmante = certificados.find((c) => c.serialNumber.replace(/^(00)+(?=.)/, '').toUpperCase() === serial);
  const hash = HASHES[oid(hijos(algHash)[0])];
  if (!firmante || !hash || !FIRMAS.has(oid(hijos(algFirma)[0]))) return null;
  return { certificados, firmante, hash, algoritmoFirma: oid(hijos(algFirma)[0]), atributos, valorFirma: bytes(valor) };
}

/** The value of a signed attribute (the first of its SET). */
const atributo = (atributos: Nodo, tipo: string): Nodo | undefined => {
  const a = hijos(atributos).find((n) => oid(hijos(n)[0]) === tipo);
  return hijos(hijos(a)[1])[0];
};

/** The signed attributes as they were signed: the [0] IMPLICIT re-tagged as a SET OF (RFC 5652 §5.4). */
function atributosFirmados(atributos: Nodo): Buffer {
  const { asn1 } = nodeForge();
  return der(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, hijos(atributos)));
}

/** The signer's certificate reaches one of the authorities, through at most 4 intermediates carried in the CMS. */
function encadena(cert: X509Certificate, intermedios: X509Certificate[], autoridades: X509Certificate[]): boolean {
  let actual = cert;
  for (let paso = 0; paso < 5; paso++) {
    if (autoridades.some((a) => emitio(a, actual))) return true;
    const siguiente = intermedios.find((i) => i.ca && i.fingerprint256 !== actual.fingerprint256 && emitio(i, actual) && vigenteAhora(i));
    if (!siguiente) return false;
    actual = siguiente;
  }
  return false;
}

const emitio = (autoridad: X509Certificate, cert: X509Certificate) => autoridad.ca && cert.checkIssued(autoridad) && cert.verify(autoridad.publicKey);
const vigenteAhora = (c: X509Certificate, ahora = new Date()) => new Date(c.validFrom) <= ahora && ahora <= new Date(c.validTo);

function fechaAsn1(n: Nodo | undefined): Date | null {
  if (!n || typeof n.value !== 'string') return null;
  const { asn1 } = nodeForge();
  if (n.type === asn1.Type.UTCTIME) return asn1.utcTimeToDate(n.value);
  if (n.type === asn1.Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(n.value);
  return null;
}

export function verificarPdfFirmado(entrada: { original: Buffer; firmado: Buffer; autoridades: string[]; documento: string; ahora?: Date }): FirmaVerificada {
  const { original, firmado } = entrada;
  const ahora = entrada.ahora ?? new Date();
  if (firmado.subarray(0, 5).toString('latin1') !== '%PDF-') throw rechazo(MENSAJES.firmaPdfNoEncontrada);
  const firma = ultimaFirma(firmado);
  if (!firma) throw rechazo(MENSAJES.firmaPdfNoEncontrada);

  // The signed file is the original unchanged plus an update, and the signature covers all of it but its /Contents.
  const [a, b, c, d] = firma.rango;
  const cubreTodo = a === 0 && b > original.length && c > b && c + d === firmado.length;
  if (!cubreTodo || !firmado.subarray(0, original.length).equals(original)) throw rechazo(MENSAJES.firmaPdfNoCorresponde);

  let cms: Cms | null;
  try {
    cms = leerCms(firma.cms);
  } catch {
    cms = null;
  }
  if (!cms) throw rechazo(MENSAJES.firmaPdfInvalida);

  // The CMS signs the hash of the byte ranges (messageDigest), and its signature verifies with the certificate's key.
  const resumen = createHash(cms.hash).update(firmado.subarray(a, b)).update(firmado.subarray(c, c + d)).digest();
  const declarado = bytes(atributo(cms.atributos, OID_CMS.messageDigest));
  const tipo = atributo(cms.atributos, OID_CMS.contentType);
  if (!declarado.equals(resumen) || !tipo || oid(tipo) !== OID_CMS.data) throw rechazo(MENSAJES.firmaPdfInvalida);
  let valida = false;
  try {
    valida = verificarFirma(cms.hash, atributosFirmados(cms.atributos), cms.firmante.publicKey, cms.valorFirma);
  } catch {
    valida = false;
  }
  if (!valida) throw rechazo(MENSAJES.firmaPdfInvalida);

  const autoridades = entrada.autoridades.flatMap((pem) => {
    try {
      return [new X509Certificate(pem)];
    } catch {
      return [];
    }
  });
  if (!encadena(cms.firmante, cms.certificados, autoridades)) throw rechazo(MENSAJES.firmaPdfAutoridad);

  const firmadoEn = fechaAsn1(atributo(cms.atributos, OID_CMS.signingTime)) ?? ahora;
  if (firmadoEn.getTime() > ahora.getTime() + TOLERANCIA_MS || !vigenteAhora(cms.firmante, firmadoEn)) throw rechazo(MENSAJES.firmaPdfNoVigente);
  if (firmadoEn.getTime() < ahora.getTime() - ANTIGUEDAD_MAXIMA_MS) throw rechazo(MENSAJES.firmaPdfAntigua);

  const sujeto = sujetoDelCertificado(Buffer.from(cms.firmante.raw));
  if ((sujeto.get(OID.serialNumber) ?? '').trim() !== entrada.documento.trim()) throw rechazo(MENSAJES.firmaPdfOtroUsuario);

  return { certificadoPem: cms.firmante.toString(), sujeto: sujeto.get(OID.commonName) ?? '', firmadoEn };
}

/**
 * The authorities whose signer certificates the server accepts: the PEM files of FIRMA_AUTORIDADES
 * (comma-separated paths; a file may hold several certificates) or, outside production only, the demo
 * authority of the signing program's simulator (`carpetaFirmador()`, created if missing).
 */
export function autoridadesDeConfianza(config: Pick<Config, 'NODE_ENV' | 'FIRMA_AUTORIDADES'>): string[] {
  const rutas = (config.FIRMA_AUTORIDADES ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  if (rutas.length) return rutas.flatMap((r) => readFileSync(path.resolve(r), 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []);
  if (config.NODE_ENV === 'production') return [];
  return [autoridadDemoSincrona(carpetaFirmador()).certPem];
}
