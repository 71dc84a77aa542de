import { inflateSync } from 'node:zlib';
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
