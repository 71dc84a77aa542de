import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { fechaHora } from '@pb/contract';

/**
 * The programme's one page template for the PDFs it draws (a payroll's receipt, a purchase receipt,
 * statements and balances, the documents to sign): the programme's header on every page, a body laid out in lines of fixed height, tables
 * whose header row repeats on each page they reach, and "Página i de n" at the foot. Text is drawn
 * with the standard Helvetica (no font file to ship); a character it cannot encode becomes '?'.
 */

/** US Letter in points (pdf-lib's `PageSizes.Letter`, not imported here: pdf-lib loads at the first PDF; pdf.test.ts checks the pages). */
const [ANCHO, ALTO] = [612, 792];
const MARGEN = 40;
/** Height of one body line, in points: every element of the body takes whole lines. */
export const LINE_HEIGHT = 14;
const ALTO_ENCABEZADO = 64;
const ALTO_PIE = 24;
/** Lines of body on every page (the same on all: the header and foot are fixed). */
export const LINES_PER_PAGE = Math.floor((ALTO - 2 * MARGEN - ALTO_ENCABEZADO - ALTO_PIE) / LINE_HEIGHT);
const TAMANO = 9;

export const PROGRAMA = 'PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA';
const PROGRAMA_SUB = 'ProBolivia · Estado Plurinacional de Bolivia';

export interface PdfColumn {
  title: string;
  /** Width in points; the columns of a table should add up to at most `USABLE_WIDTH`. */
  width: number;
  alignRight?: boolean;
}
export const USABLE_WIDTH = ANCHO - 2 * MARGEN;
/** The most lines a table cell wraps onto before it is cut. */
export const MAX_CELL_LINES = 4;
/** Lines a table row takes: those of its tallest cell. */
const alto = (lineas: string[][]) => Math.max(1, ...lineas.map((l) => l.length));

export class PdfReport {
  private pagina!: PDFPage;
  /** Body lines already used on the current page. */
  private usadas = 0;
  private tabla: PdfColumn[] | null = null;
  private readonly validos = new Map<string, boolean>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly normal: PDFFont,
    private readonly negrita: PDFFont,
    private readonly titulo: string,
    private readonly cuando: Date,
    private readonly colores: { verde: RGB; gris: RGB },
  ) {}

  /** A new document of one page with the programme's header and `title`; dated `date` (the server's clock). */
  static async create(title: string, date: Date): Promise<PdfReport> {
    // Loaded at the first PDF, not at start: pdf-lib is about 4 MB of a copy's heap.
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setAuthor(PROGRAMA);
    doc.setCreator('ProBolivia');
    doc.setProducer('ProBolivia');
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    const d = new PdfReport(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), title, date, { verde: rgb(0, 0.29, 0.17), gris: rgb(0.35, 0.35, 0.35) });
    d.nuevaPagina();
    return d;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** One line of text (bold if asked); a new page when this one is full. */
  line(text: string, options: { bold?: boolean } = {}) {
    this.tabla = null;
    const y = this.reservar();
    this.escribir(text, MARGEN, y, options.bold ? this.negrita : this.normal, USABLE_WIDTH);
  }

  /** "Etiqueta: valor" lines. */
  fields(pares: Array<[string, string]>) {
    for (const [etiqueta, valor] of pares) {
      this.tabla = null;
      const y = this.reservar();
      const ancho = this.negrita.widthOfTextAtSize(this.seguro(`${etiqueta}: `, this.negrita), TAMANO);
      this.escribir(`${etiqueta}: `, MARGEN, y, this.negrita, USABLE_WIDTH);
      this.escribir(valor, MARGEN + ancho, y, this.normal, USABLE_WIDTH - ancho);
    }
  }

  /** An empty line (none at the top of a page). */
  blank() {
    this.tabla = null;
    if (this.usadas > 0 && this.usadas < LINES_PER_PAGE) this.usadas++;
  }

  /** Starts a table: its header row now and again at the top of each page its rows reach. */
  tableHeader(columnas: PdfColumn[]) {
    this.tabla = columnas;
    const titulos = this.partirFila(columnas.map((c) => c.title), this.negrita);
    if (this.usadas + alto(titulos) + 1 > LINES_PER_PAGE) this.nuevaPagina();
    this.filaDe(titulos, this.negrita);
  }

  /**
   * A row of the current table. A cell wider than its column wraps onto more lines (at most
   * `MAX_CELL_LINES`, the last one cut with '…'); the row takes as many lines as its tallest cell and
   * never splits across pages.
   */
  row(celdas: string[]) {
    const columnas = this.tabla;
    if (!columnas) throw new Error('row() sin tableHeader()');
    const lineas = this.partirFila(celdas, this.normal);
    if (this.usadas + alto(lineas) > LINES_PER_PAGE) {
      this.nuevaPagina();
      this.tabla = columnas;
      this.filaDe(this.partirFila(columnas.map((c) => c.title), this.negrita), this.negrita);
    }
    this.filaDe(lineas, this.normal);
  }

  /**
   * The finished file: every page gets its "Página i de n". Saved with a classic cross-reference table
   * (no object streams) so that the signing program can sign it by an incremental update
   * (apps/demo's integrations/firmador/firmar.ts: @signpdf/placeholder-plain reads only such tables).
   */
  async save(): Promise<Uint8Array> {
    const paginas = this.doc.getPages();
    paginas.forEach((p, i) => {
      const texto = `Página ${i + 1} de ${paginas.length}`;
      p.drawText(texto, { x: ANCHO - MARGEN - this.normal.widthOfTextAtSize(texto, 8), y: MARGEN, size: 8, font: this.normal, color: this.colores.gris });
      p.drawText(this.seguro(this.titulo, this.normal), { x: MARGEN, y: MARGEN, size: 8, font: this.normal, color: this.colores.gris });
    });
    return this.doc.save({ useObjectStreams: false });
  }

  /** Each cell of a row as the lines it takes in its column. */
  private partirFila(celdas: string[], fuente: PDFFont): string[][] {
    return (this.tabla ?? []).map((c, i) => this.partir(celdas[i] ?? '', fuente, c.width - 4));
  }

  private filaDe(lineas: string[][], fuente: PDFFont) {
    const n = alto(lineas);
    let y = 0;
    for (let k = 0; k < n; k++) {
      y = this.reservar();
      let x = MARGEN;
      (this.tabla ?? []).forEach((c, i) => {
        const texto = lineas[i]?.[k] ?? '';
        const dx = c.alignRight ? c.width - 4 - fuente.widthOfTextAtSize(texto, TAMANO) : 0;
        if (texto) this.pagina.drawText(texto, { x: x + dx, y, size: TAMANO, font: fuente });
        x += c.width;
      });
    }
    if (fuente === this.negrita) this.pagina.drawLine({ start: { x: MARGEN, y: y - 3 }, end: { x: MARGEN + USABLE_WIDTH, y: y - 3 }, thickness: 0.5, color: this.colores.gris });
  }

  /**
   * The text as the font can draw it, in lines that fit `ancho`: broken between words, a word wider
   * than the column broken where it must; past `MAX_CELL_LINES` lines the last is cut with '…'.
   */
  private partir(texto: string, fuente: PDFFont, ancho: number): string[] {
    const cabe = (t: string) => fuente.widthOfTextAtSize(t, TAMANO) <= ancho;
    const lineas: string[] = [];
    let actual = '';
    for (const palabra of this.seguro(texto, fuente).split(/ +/).filter(Boolean)) {
      const junto = actual ? `${actual} ${palabra}` : palabra;
      if (cabe(junto)) {
        actual = junto;
        continue;
      }
      if (actual) lineas.push(actual);
      actual = palabra;
      while (!cabe(actual)) {
        let corte = actual.length - 1;
        while (corte > 1 && !cabe(actual.slice(0, corte))) corte--;
        lineas.push(actual.slice(0, corte));
        actual = actual.slice(corte);
      }
    }
    if (actual || lineas.length === 0) lineas.push(actual);
    if (lineas.length <= MAX_CELL_LINES) return lineas;
    const visibles = lineas.slice(0, MAX_CELL_LINES);
    visibles[MAX_CELL_LINES - 1] = this.recortar(`${visibles[MAX_CELL_LINES - 1]} ${lineas[MAX_CELL_LINES]}…`, fuente, ancho);
    return visibles;
  }

  /** The baseline of the next body line, on a new page when this one is full. */
  private reservar(): number {
    if (this.usadas >= LINES_PER_PAGE) this.nuevaPagina();
    const y = ALTO - MARGEN - ALTO_ENCABEZADO - (this.usadas + 1) * LINE_HEIGHT + 3;
    this.usadas++;
    return y;
  }

  private nuevaPagina() {
    this.pagina = this.doc.addPage([ANCHO, ALTO]);
    this.usadas = 0;
    const arriba = ALTO - MARGEN;
    this.pagina.drawText(PROGRAMA, { x: MARGEN, y: arriba - 12, size: 12, font: this.negrita, color: this.colores.verde });
    this.pagina.drawText(this.seguro(PROGRAMA_SUB, this.normal), { x: MARGEN, y: arriba - 26, size: 9, font: this.normal, color: this.colores.gris });
    this.escribir(this.titulo, MARGEN, arriba - 44, this.negrita, USABLE_WIDTH, 11);
    const fecha = `Generado el ${fechaHora(this.cuando)}`;
    this.pagina.drawText(fecha, { x: ANCHO - MARGEN - this.normal.widthOfTextAtSize(fecha, 8), y: arriba - 12, size: 8, font: this.normal, color: this.colores.gris });
    this.pagina.drawLine({ start: { x: MARGEN, y: arriba - 52 }, end: { x: ANCHO - MARGEN, y: arriba - 52 }, thickness: 1, color: this.colores.verde });
  }

  private escribir(texto: string, x: number, y: number, fuente: PDFFont, ancho: number, tamano = TAMANO) {
    this.pagina.drawText(this.recortar(texto, fuente, ancho, tamano), { x, y, size: tamano, font: fuente });
  }

  /** The text as the font can draw it, cut with '…' to fit `ancho`. */
  private recortar(texto: string, fuente: PDFFont, ancho: number, tamano = TAMANO): string {
    let t = this.seguro(texto, fuente);
    if (fuente.widthOfTextAtSize(t, tamano) <= ancho) return t;
    while (t.length > 0 && fuente.widthOfTextAtSize(`${t}…`, tamano) > ancho) t = t.slice(0, -1);
    return `${t}…`;
  }

  /** Control characters become spaces, and a character Helvetica cannot encode (WinAnsi) a '?'. */
  private seguro(texto: string, fuente: PDFFont): string {
    let out = '';
    for (const ch of texto.normalize('NFC').replace(/\p{Cc}/gu, ' ')) {
      let ok = this.validos.get(ch);
      if (ok === undefined) {
        try {
          fuente.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        this.validos.set(ch, ok);
      }
      out += ok ? ch : '?';
    }
    return out;
  }
}
