import { constants, deflateRawSync, inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts, type PDFPage } from 'pdf-lib';

/** A real PDF of `paginas` pages with a line of text on each, as a user would upload. */
export async function hacerPdf(texto = 'FORMULARIO C31', paginas = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < paginas; i++) doc.addPage().drawText(`${texto} ${i + 1}`, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The decoded bytes of a page's content streams (FlateDecode inflated with zlib). */
function contenidoDe(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  let out = '';
  for (const r of refs) {
    const s = r instanceof PDFRef ? doc.context.lookup(r) : r;
    if (!(s instanceof PDFRawStream)) continue;
    const filtro = s.dict.get(PDFName.of('Filter'));
    const bytes = filtro?.toString() === '/FlateDecode' ? inflateSync(Buffer.from(s.contents)) : Buffer.from(s.contents);
    out += bytes.toString('latin1');
  }
  return out;
}

/**
 * The text a PDF really shows, read back from the file: each page's content streams decoded, and the
 * strings of its text operators (`<hex> Tj`, `(literal) Tj`) decoded from WinAnsi. pdf-lib cannot
 * extract text itself; this reads what our template draws (standard fonts, one string per Tj).
 */
export async function textoDelPdf(pdf: Uint8Array): Promise<{ paginas: number; texto: string[] }> {
  const doc = await PDFDocument.load(pdf);
  const texto = doc.getPages().map((page) => {
    const partes: string[] = [];
    for (const m of contenidoDe(doc, page).matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      partes.push(m[1] !== undefined ? Buffer.from(m[1], 'hex').toString('latin1') : m[2]!.replace(/\\(.)/g, '$1'));
    }
    return partes.join('\n');
  });
  return { paginas: doc.getPageCount(), texto };
}

/**
 * A one-page PDF 1.5 whose object stream (`/Type /ObjStm /Filter /FlateDecode`) inflates to `mib` MiB
 * of zeros, issue 31's bomb: about 1 KB a MiB. One MiB is deflated once with a full flush (a block
 * that needs nothing before it) and repeated, so the test never holds the zeros themselves.
 */
export function bombaPdf(mib: number): Buffer {
  const mebi = 1024 * 1024;
  const bloque = deflateRawSync(Buffer.alloc(mebi), { finishFlush: constants.Z_FULL_FLUSH });
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE((((mib * mebi) % 65521) * 65536 + 1) >>> 0); // of n zeros: A = 1, B = n mod 65521
  // zlib's header, the blocks, an empty final block, the checksum.
  const zlib = Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mib).fill(bloque), Buffer.from([0x03, 0x00]), adler32]);
  const partes: Buffer[] = [Buffer.from('%PDF-1.5\n')];
  const desplazamientos: number[] = [];
  const largo = () => partes.reduce((n, p) => n + p.length, 0);
  const objeto = (n: number, cuerpo: string) => {
    desplazamientos.push(largo());
    partes.push(Buffer.from(`${n} 0 obj\n${cuerpo}\nendobj\n`));
  };
  objeto(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objeto(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  objeto(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  desplazamientos.push(largo());
  partes.push(Buffer.from(`4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${zlib.length} >>\nstream\n`), zlib, Buffer.from('\nendstream\nendobj\n'));
  const xref = largo();
  const filas = desplazamientos.map((d) => `${String(d).padStart(10, '0')} 00000 n \n`).join('');
  partes.push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${filas}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(partes);
}

/** A real PDF with a ZIP (an empty archive's end record) appended after its `%%EOF`. */
export async function pdfConZip(): Promise<Buffer> {
  const finDeZip = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  return Buffer.concat([await hacerPdf('C31 CON ZIP'), finDeZip]);
}
