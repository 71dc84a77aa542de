import { Readable, pipeline } from 'node:stream';
import { CsvError, parse as csvParse } from 'csv-parse';
import { stringify, type Stringifier } from 'csv-stringify';
import { type ErrorFilaPlanilla } from '@pb/contract';
import { MENSAJES, texto, type Mensaje } from '@pb/contract/mensajes';
import { AppError } from './errors.js';

/**
 * CSV files as people really send them, read and written as streams (a 100,000-row file is never
 * held whole): UTF-8 with or without BOM or Windows-1252 (what Excel saves on a Spanish Windows),
 * `,` or `;` between cells, CRLF or LF, a header row in any order and spelling of case and accents.
 */

/** One data row: its line in the file (the header is line 1) and its cells, trimmed. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvFile {
  /** The header row as written. */
  headers: string[];
  rows: AsyncIterable<CsvRow>;
}

/** Length of a UTF-8 sequence from its lead byte (0 for a continuation or invalid byte). */
function sequenceLength(b: number): number {
  if (b < 0x80) return 1;
  if (b >= 0xf0 && b <= 0xf4) return 4;
  if (b >= 0xe0) return 3;
  if (b >= 0xc2) return 2;
  return 0;
}

/** Where a buffer ends before a UTF-8 sequence that the next chunk completes. */
function completeUpTo(buf: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, buf.length); back++) {
    const len = sequenceLength(buf[buf.length - back]!);
    if (len === 0) continue;
    return len > back ? buf.length - back : buf.length;
  }
  return buf.length;
}

/**
 * The text of a byte stream: UTF-8 while the bytes are valid UTF-8, Windows-1252 from the first chunk
 * that is not (plain ASCII reads the same in both, so a legacy file switches at its first accent).
 * A leading BOM is dropped.
 */
export async function* decodeText(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const latin = new TextDecoder('windows-1252');
  let legacy = false;
  let first = true;
  let carry: Uint8Array = new Uint8Array(0);
  const emit = (text: string) => {
    const out = first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (text.length > 0) first = false;
    return out;
  };
  for await (const chunk of source) {
    const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    if (legacy) {
      yield emit(latin.decode(buf, { stream: true }));
      carry = new Uint8Array(0);
      continue;
    }
    const cut = completeUpTo(buf);
    try {
      yield emit(utf8.decode(buf.subarray(0, cut)));
      carry = buf.slice(cut);
    } catch {
      legacy = true;
      carry = new Uint8Array(0);
      yield emit(latin.decode(buf, { stream: true }));
    }
  }
  if (carry.length) {
    try {
      yield emit(utf8.decode(carry));
    } catch {
      yield emit(latin.decode(carry));
    }
  } else if (legacy) {
    yield latin.decode();
  }
}

/** The delimiter of a header line: whichever of `;` and `,` appears more often outside quotes. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  let inQuotes = false;
  let semicolons = 0;
  let commas = 0;
  for (const ch of headerLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === ';') semicolons++;
    else if (!inQuotes && ch === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** A header name folded for matching: lower case, no accents, words joined by `_` ("Nro. Documento" → "nro_documento"). */
export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Which cell of each row holds each wanted column: `wanted` maps a column to the names it may be
 * written as. A column the header lacks is left out of the answer.
 */
export function matchColumns<K extends string>(headers: string[], wanted: Record<K, readonly string[]>): Partial<Record<K, number>> {
  const folded = headers.map(normalizeHeader);
  const out: Partial<Record<K, number>> = {};
  for (const [key, names] of Object.entries(wanted) as Array<[K, readonly string[]]>) {
    const index = folded.findIndex((h) => names.some((n) => normalizeHeader(n) === h));
    if (index >= 0) out[key] = index;
  }
  return out;
}

/** Reads the first line of the text to learn the delimiter, then gives it all back unchanged. */
async function withDelimiter(text: AsyncGenerator<string>): Promise<{ delimiter: ';' | ','; all: AsyncGenerator<string> }> {
  let head = '';
  let done = false;
  while (!/[\r\n]/.test(head)) {
    const next = await text.next();
    if (next.done) {
      done = true;
      break;
    }
    head += next.value;
  }
  async function* all() {
    if (head) yield head;
    if (!done) yield* text;
  }
  return { delimiter: detectDelimiter(head.split(/\r?\n|\r/)[0] ?? ''), all: all() };
}

/**
 * A file csv-parse cannot read (a quote out of place, binary) is the sender's mistake: a 400 that
 * names the line where reading stopped, never an internal error (issue 31).
 */
function malFormado(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  return archivoMalFormado(typeof err.lines === 'number' && err.lines > 0 ? err.lines : 1);
}

function archivoMalFormado(linea: number): AppError {
  const mensaje = MENSAJES.csvMalFormado({ linea });
  return new AppError('VALIDATION', mensaje, { campos: { archivo: mensaje } });
}

/** The text as it comes; a U+0000, which no spreadsheet writes, is a binary file sent by mistake (an .xlsx, a PDF). */
async function* sinBinario(text: AsyncIterable<string>): AsyncGenerator<string> {
  let linea = 1;
  for await (const parte of text) {
    const nul = parte.indexOf('\u0000');
    if (nul >= 0) throw archivoMalFormado(linea + saltos(parte, nul));
    linea += saltos(parte, parte.length);
    yield parte;
  }
}

/** How many line feeds `texto` has before `hasta`, without building a match per line (a part holds thousands). */
function saltos(texto: string, hasta: number): number {
  let n = 0;
  for (let i = texto.indexOf('\n'); i >= 0 && i < hasta; i = texto.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The budget of one file (issue 31): twice the largest employer's payroll (DOMAIN.md §6), and a row
 * of at most 16 KB (a quote never closed would otherwise make the whole file one growing cell).
 * The bytes are already capped by the upload (core/csv-upload.ts).
 */
export const MAX_CSV_ROWS = 200_000;
const MAX_FILA_BYTES = 16 * 1024;

/**
 * Opens a CSV byte stream: its header row and then its data rows, one at a time. Empty lines are
 * skipped; a row may have fewer or more cells than the header (the caller decides). A row past the
 * budget is refused (400) while reading, before the caller has gathered the rest.
 */
export async function openCsv(source: AsyncIterable<Uint8Array>, maxFilas = MAX_CSV_ROWS): Promise<CsvFile> {
  const { delimiter, all } = await withDelimiter(sinBinario(decodeText(source)));
  const texto = Readable.from(all, { objectMode: false });
  const parser = texto.pipe(csvParse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, skip_records_with_empty_values: true, trim: true, info: true, max_record_size: MAX_FILA_BYTES }));
  // pipe() does not pass a failure of the text on (a binary part past the first line): the rows must end with it.
  texto.on('error', (err) => parser.destroy(err));
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  const iterator = {
    next: () =>
      records.next().catch((err: unknown) => {
        throw malFormado(err);
      }),
  };
  const first = await iterator.next();
  const headers = first.done ? [] : first.value.record;
  async function* rows(): AsyncGenerator<CsvRow> {
    let filas = 0;
    while (true) {
      const next = await iterator.next();
      if (next.done) return;
      if (++filas > maxFilas) {
        parser.destroy();
        const mensaje = MENSAJES.csvDemasiadasFilas({ maximo: maxFilas.toLocaleString('es-BO') });
        throw new AppError('VALIDATION', mensaje, { campos: { archivo: mensaje } });
      }
      yield { line: next.value.info.lines, cells: next.value.record };
    }
  }
  return { headers, rows: rows() };
}

/** A date written DD/MM/YYYY (D/M also), as ISO YYYY-MM-DD; null when it is not a real date. */
export function parseDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) is made plain text with a leading `'`. */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * A CSV writer for spreadsheets: UTF-8 with BOM (Excel then reads accents right), `;` between cells,
 * CRLF, the header row first, every text cell neutralised against formula injection.
 */
export function csvWriter(columns: Array<{ key: string; header: string }>): Stringifier {
  return stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns,
    cast: { string: (v) => neutralizeCell(v) },
  });
}

/**
 * csvWriter's file of rows that come one at a time, as the stream a download replies with. A failure
 * half-way destroys the stream: the browser sees a broken download, never a partial file as complete.
 */
export function csvStream(columns: Array<{ key: string; header: string }>, rows: AsyncIterable<Record<string, unknown>>): Readable {
  const writer = csvWriter(columns);
  pipeline(Readable.from(rows), writer, () => undefined);
  return writer;
}

/** A cell as csvWriter writes it: neutralised against formulas, quoted when it holds `;`, `"` or a line break. */
function celda(valor: string): string {
  const v = neutralizeCell(valor);
  return /[";\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The start of csvWriter's file: the BOM and the header row. */
export const csvHeader = (columns: Array<{ header: string }>) => `\ufeff${columns.map((c) => celda(c.header)).join(';')}\r\n`;

/**
 * csvWriter's file (BOM, `;`, CRLF, the header first) from rows that come a page at a time, one
 * piece of text a page: for exports of hundreds of thousands of rows, where csv-stringify's per-row
 * work and a stream event per row were half the time.
 */
export async function* csvByPages(columns: Array<{ key: string; header: string }>, paginas: AsyncIterable<Array<Record<string, unknown>>>): AsyncGenerator<string> {
  yield csvHeader(columns);
  for await (const filas of paginas) {
    let texto = '';
    for (const f of filas) texto += `${columns.map((c) => celda(String(f[c.key] ?? ''))).join(';')}\r\n`;
    if (texto) yield texto;
  }
}

/**
 * Collects an upload's refused rows: all are counted, the first `tope` listed. Each row's messages
 * stay keys (decision 075) until the answer is built.
 */
export class RowErrors {
  total = 0;
  private readonly filas: Array<{ nro_registro: number; errores: Record<string, Mensaje> }> = [];
  constructor(private readonly tope: number) {}
  agregar(nro_registro: number, errores: Record<string, Mensaje>) {
    this.total++;
    if (this.filas.length < this.tope) this.filas.push({ nro_registro, errores });
  }
  /**
   * The listed rows in the file's order: each column's Spanish text under `errores` (as API callers
   * read it), and its message by key under `claves`, for the browser to say it in the user's language.
   */
  get lista(): ErrorFilaPlanilla[] {
    return [...this.filas]
      .sort((a, b) => a.nro_registro - b.nro_registro)
      .map(({ nro_registro, errores }) => ({ nro_registro, errores: Object.fromEntries(Object.entries(errores).map(([columna, m]) => [columna, texto(m)])), claves: errores }));
  }
}

/** A row's check: the row, or its messages by column. */
type Revision<T> = { fila: T } | { errores: Record<string, Mensaje> };

/**
 * An upload's rules over a stream of rows: each row's own (`leer`), then, a chunk at a time, those
 * that look at the database and the rest of the file (`cotejarLote` makes a chunk's context, a few
 * queries, and answers the check of each of its rows). Refused rows go to `errores`; answers the
 * valid ones (written only when `errores` stays empty).
 */
export async function validateInBatches<E extends { nro_registro: number }, L extends { nro_registro: number }, V>(
  filas: AsyncIterable<E>,
  errores: RowErrors,
  leer: (entrada: E) => Revision<L>,
  cotejarLote: (lote: L[]) => Promise<(fila: L) => Revision<V>>,
  tamano = 1000,
): Promise<V[]> {
  const validas: V[] = [];
  let lote: L[] = [];
  const cotejar = async () => {
    const cotejarFila = await cotejarLote(lote);
    for (const f of lote) {
      const r = cotejarFila(f);
      if ('errores' in r) errores.agregar(f.nro_registro, r.errores);
      else validas.push(r.fila);
    }
    lote = [];
  };
  for await (const entrada of filas) {
    const r = leer(entrada);
    if ('errores' in r) errores.agregar(entrada.nro_registro, r.errores);
    else lote.push(r.fila);
    if (lote.length >= tamano) await cotejar();
  }
  if (lote.length > 0) await cotejar();
  return validas;
}

/** A data row's cells by column, and its line in the file. */
export interface RowByColumn<K extends string> {
  nro_registro: number;
  celdas: Partial<Record<K, string | null>>;
}

/**
 * An uploaded file's rows as they stream in, each cell under its column (`columnas` as for
 * `matchColumns`); null when the header lacks one of `obligatorias` (refused on line 1, naming them).
 */
export async function rowsByColumn<K extends string>(
  contenido: AsyncIterable<Uint8Array>,
  columnas: Record<K, readonly string[]>,
  obligatorias: readonly K[],
  errores: RowErrors,
): Promise<AsyncIterable<RowByColumn<K>> | null> {
  const archivo = await openCsv(contenido);
  const indices = matchColumns(archivo.headers, columnas);
  const faltan = obligatorias.filter((c) => indices[c] === undefined);
  if (faltan.length > 0) {
    errores.agregar(1, Object.fromEntries(faltan.map((c) => [c, MENSAJES.csvColumnaFaltante({ columna: c })])));
    // The rest of the upload is read and dropped, so the request ends cleanly.
    for await (const _ of archivo.rows);
    return null;
  }
  const pares = Object.entries(indices) as Array<[K, number]>;
  async function* filas(): AsyncGenerator<RowByColumn<K>> {
    for await (const r of archivo.rows) {
      const celdas: Partial<Record<K, string | null>> = {};
      for (const [c, i] of pares) celdas[c] = r.cells[i] ?? null;
      yield { nro_registro: r.line, celdas };
    }
  }
  return filas();
}
