import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';

/**
 * Signs a PDF for real, as the signing program does with the token's key: a PAdES-style detached CMS
 * (SubFilter adbe.pkcs7.detached, SHA-256, signed attributes contentType, signingTime and
 * messageDigest) in a signature field added by an INCREMENTAL update, so the signed file is the
 * original bytes unchanged followed by the update.
 *
 * The placeholder is written by @signpdf/placeholder-plain, which reads only classic cross-reference
 * tables: a PDF saved with cross-reference streams (pdf-lib's default `useObjectStreams: true`) is
 * refused. Our own PDFs (core/pdf.ts) are saved with `useObjectStreams: false` for that reason.
 */
export async function firmarPdf(pdf: Buffer, firmante: { p12: Buffer; clave: string }, opciones: { razon?: string; nombre?: string; fecha?: Date } = {}): Promise<Buffer> {
  if (!esPdf(pdf)) throw new Error('El archivo no es un PDF.');
  if (!tieneTablaXref(pdf)) throw new Error('El PDF usa flujos de referencias cruzadas (guárdelo sin object streams): no se puede firmar de forma incremental.');
  const conCampo = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: opciones.razon ?? 'Firma digital',
    contactInfo: '',
    name: opciones.nombre ?? '',
    location: 'Bolivia',
    signingTime: opciones.fecha,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    appName: 'ProBolivia-Firmador-Simulador',
  });
  const firmado = await new SignPdf().sign(conCampo, new P12Signer(firmante.p12, { passphrase: firmante.clave }), opciones.fecha);
  // placeholder-plain drops a trailing CR/LF before appending: a file ending "%%EOF\r\n" would lose a byte.
  if (!firmado.subarray(0, pdf.length).equals(pdf)) throw new Error('No se pudo firmar sin modificar el documento original.');
  return firmado;
}

export const esPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' && b.subarray(-1024).includes('%%EOF');

/** The last cross-reference section is a classic table (`xref … trailer`), not a stream. */
function tieneTablaXref(pdf: Buffer): boolean {
  const cola = pdf.subarray(-1024).toString('latin1');
  const m = cola.match(/startxref\s+(\d+)\s+%%EOF\s*$/);
  if (!m) return false;
  return pdf.subarray(Number(m[1]), Number(m[1]) + 4).toString('latin1') === 'xref' && pdf.lastIndexOf('trailer') > 0;
}
