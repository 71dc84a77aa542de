import type forge from 'node-forge';
import { nodeForge } from './forge.js';

/**
 * The subject of an X.509 certificate (DER) read from its ASN.1 with forge's parser, whatever its key
 * type (forge's own certificate reader knows only RSA keys): each attribute by its OID, texts decoded
 * from UTF8String, BMPString or the single-byte string types.
 */
export const OID = { commonName: '2.5.4.3', organizationName: '2.5.4.10', serialNumber: '2.5.4.5', countryName: '2.5.4.6' } as const;

/** forge's DER reader with its options (its type declarations know only the old `strict` flag). */
type OpcionesDer = { strict?: boolean; parseAllBytes?: boolean; decodeBitStrings?: boolean };
type LectorDer = (b: forge.util.ByteStringBuffer, o: OpcionesDer) => forge.asn1.Asn1;
const fromDer: LectorDer = (b, o) => (nodeForge().asn1.fromDer as unknown as LectorDer)(b, o);

/** The ASN.1 of `der`; `relleno` admits bytes after the value (a signature placeholder's zeros). */
export function leerAsn1(der: Buffer, relleno = false): forge.asn1.Asn1 {
  return fromDer(nodeForge().util.createBuffer(der.toString('binary')), { strict: !relleno, parseAllBytes: !relleno, decodeBitStrings: false });
}

function texto(valor: forge.asn1.Asn1): string {
  const bytes = typeof valor.value === 'string' ? valor.value : '';
  if (valor.type === nodeForge().asn1.Type.UTF8) return nodeForge().util.decodeUtf8(bytes);
  if (valor.type === nodeForge().asn1.Type.BMPSTRING) return Buffer.from(bytes, 'binary').swap16().toString('utf16le');
  return Buffer.from(bytes, 'binary').toString('latin1');
}

/** The subject's attributes, OID → text (the first of each). Throws when `der` is not a certificate. */
export function sujetoDelCertificado(der: Buffer): Map<string, string> {
  const cert = leerAsn1(der);
  const tbs = (cert.value as forge.asn1.Asn1[])[0]!;
  const campos = tbs.value as forge.asn1.Asn1[];
  const desplazamiento = campos[0]!.tagClass === nodeForge().asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const sujeto = campos[desplazamiento + 4]!.value as forge.asn1.Asn1[];
  const out = new Map<string, string>();
  for (const rdn of sujeto) {
    for (const atributo of rdn.value as forge.asn1.Asn1[]) {
      const [tipo, valor] = atributo.value as forge.asn1.Asn1[];
      const oid = nodeForge().asn1.derToOid(tipo!.value as string);
      if (!out.has(oid)) out.set(oid, texto(valor!));
    }
  }
  return out;
}
