import { PDFDocument, PageSizes } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textoDelPdf } from '../test/pdf.js';
import { LINES_PER_PAGE, MAX_CELL_LINES, PdfReport } from './pdf.js';

const cuando = new Date('2026-11-27T12:00:00Z');

async function leer(dibujar: (doc: PdfReport) => void) {
  const doc = await PdfReport.create('Prueba', cuando);
  dibujar(doc);
  const { paginas, texto } = await textoDelPdf(await doc.save());
  return { paginas, lineas: texto.map((p) => p.split('\n')) };
}

describe('PdfReport tables', () => {
  it('wraps a cell wider than its column onto more lines instead of cutting it, headers included', async () => {
    const { lineas } = await leer((doc) => {
      doc.tableHeader([
        { title: 'Subsidio del programa', width: 60 },
        { title: 'Monto (Bs)', width: 40, alignRight: true },
      ]);
      doc.row(['SUBSIDIO PRENATAL Y DE LACTANCIA', '1.864,98']);
    });
    const todo = lineas[0]!.join(' ');
    expect(todo).not.toContain('\u0085');
    for (const palabra of ['Subsidio', 'programa', 'Monto', '(Bs)', 'SUBSIDIO', 'PRENATAL', 'LACTANCIA', '1.864,98']) expect(todo).toContain(palabra);
    // Each drawn piece fits its column: no piece holds the whole name.
    expect(lineas[0]).not.toContain('SUBSIDIO PRENATAL Y DE LACTANCIA');
  });

  it(`cuts a cell only past ${MAX_CELL_LINES} lines, and never splits a row across pages`, async () => {
    const largo = Array.from({ length: 40 }, (_, i) => `PALABRA${i}`).join(' ');
    const { paginas, lineas } = await leer((doc) => {
      doc.tableHeader([{ title: 'Texto', width: 80 }]);
      for (let i = 0; i < LINES_PER_PAGE; i++) doc.row([i === 0 ? largo : `FILA ${i}`]);
    });
    const primera = lineas[0]!;
    const desde = primera.findIndex((l) => l.startsWith('PALABRA0'));
    expect(desde).toBeGreaterThan(0);
    const celda = primera.slice(desde, desde + MAX_CELL_LINES);
    expect(celda.every((l) => l.startsWith('PALABRA'))).toBe(true);
    // '…' is 0x85 in the font's WinAnsi, which the reader decodes as Latin-1.
    expect(celda.at(-1)).toMatch(/\u0085$/);
    expect(primera[desde + MAX_CELL_LINES]).toBe('FILA 1');
    // The long row took 4 lines: the last rows go to a second page, under the header again.
    expect(paginas).toBe(2);
    expect(lineas[1]).toContain('Texto');
    expect(lineas[1]).toContain(`FILA ${LINES_PER_PAGE - 1}`);
  });
});

describe('PdfReport pages', () => {
  it('prints on US Letter, every page', async () => {
    const doc = await PdfReport.create('Prueba', cuando);
    doc.tableHeader([{ title: 'Fila', width: 100 }]);
    for (let i = 0; i < LINES_PER_PAGE + 5; i++) doc.row([`FILA ${i}`]);
    const leido = await PDFDocument.load(await doc.save());
    expect(leido.getPageCount()).toBe(2);
    for (const pagina of leido.getPages()) expect([pagina.getWidth(), pagina.getHeight()]).toEqual(PageSizes.Letter);
  });
});
