import { describe, expect, it } from 'vitest';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import { MAX_CSV_ROWS, RowErrors, csvByPages, csvStream, csvWriter, decodeText, detectDelimiter, matchColumns, neutralizeCell, normalizeHeader, openCsv, parseDate } from './csv.js';

async function* trozos(bytes: Uint8Array, tamano = 3) {
  for (let i = 0; i < bytes.length; i += tamano) yield bytes.subarray(i, i + tamano);
}

async function texto(bytes: Uint8Array, tamano = 3) {
  let out = '';
  for await (const t of decodeText(trozos(bytes, tamano))) out += t;
  return out;
}

async function leer(bytes: Uint8Array, tamano = 7) {
  const f = await openCsv(trozos(bytes, tamano));
  const rows = [];
  for await (const r of f.rows) rows.push(r);
  return { headers: f.headers, rows };
}

const utf8 = (s: string) => new TextEncoder().encode(s);
/** Windows-1252 bytes of a text made of Latin-1 characters. */
const cp1252 = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));

describe('reading a file', () => {
  it('reads UTF-8, split anywhere, even inside a character', async () => {
    expect(await texto(utf8('Peña;Ñuflo;José'), 1)).toBe('Peña;Ñuflo;José');
  });

  it('drops a leading BOM', async () => {
    expect(await texto(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('nro;monto')]))).toBe('nro;monto');
  });

  it('reads Windows-1252 when the bytes are not UTF-8', async () => {
    expect(await texto(cp1252('nro;Peña;Ñuflo;José'), 4)).toBe('nro;Peña;Ñuflo;José');
    expect(await texto(Uint8Array.from([0x80, 0x20, 0x93, 0x61, 0x94]))).toBe('€ “a”');
  });

  it('detects the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('"x;y",b,c')).toBe(',');
  });

  it('reads rows with ; and CRLF, giving each row its line number', async () => {
    const f = await leer(utf8('CI;Monto\r\n123;1,50\r\n\r\n456;"2;0"\r\n'));
    expect(f.headers).toEqual(['CI', 'Monto']);
    expect(f.rows).toEqual([
      { line: 2, cells: ['123', '1,50'] },
      { line: 4, cells: ['456', '2;0'] },
    ]);
  });

  it('reads rows with , and LF, trimmed', async () => {
    const f = await leer(utf8('ci,monto\n 123 , 1.50 \n'));
    expect(f.rows).toEqual([{ line: 2, cells: ['123', '1.50'] }]);
  });

  it('reads a Windows-1252 file with a BOM-less header', async () => {
    const f = await leer(cp1252('Número;Año\r\n1;Peña\r\n'));
    expect(f.headers).toEqual(['Número', 'Año']);
    expect(f.rows[0]!.cells).toEqual(['1', 'Peña']);
  });

  it('refuses a malformed file as the sender\'s mistake, naming the line (issue 31)', async () => {
    await expect(leer(utf8('nro_documento;complemento\r\n"12"3;x\r\n'))).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvMalFormado({ linea: 2 }) });
    // A U+0000 is a binary file (an .xlsx, a PDF), wherever it comes: in the header or rows later.
    await expect(leer(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvMalFormado({ linea: 1 }) });
    await expect(leer(Uint8Array.from([...utf8('ci;monto\r\n1;2\r\n'), 0x00, 0x01]), 3)).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvMalFormado({ linea: 3 }) });
  });

  it('refuses a file past its row budget while reading, and a row past 16 KB (issue 31)', async () => {
    const filas = (n: number) => utf8(`ci;monto\n${'1;2\n'.repeat(n)}`);
    expect((await leer(filas(MAX_CSV_ROWS), 64 * 1024)).rows).toHaveLength(MAX_CSV_ROWS);
    await expect(leer(filas(MAX_CSV_ROWS + 1), 64 * 1024)).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvDemasiadasFilas({ maximo: '200.000' }) });
    // The budget stops the reading itself: rows past it are never handed over.
    const f = await openCsv(trozos(filas(10), 64), 3);
    const leidas: number[] = [];
    await expect(
      (async () => {
        for await (const r of f.rows) leidas.push(r.line);
      })(),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvDemasiadasFilas({ maximo: '3' }) });
    expect(leidas).toEqual([2, 3, 4]);
    // A quote never closed would make the rest of the file one cell; a row that long is refused.
    await expect(leer(utf8(`ci;monto\n1;"${'x'.repeat(20_000)}\n2;3\n`), 1024)).rejects.toMatchObject({ code: 'VALIDATION', message: TEXTOS.csvMalFormado({ linea: 2 }) });
    await expect(leer(utf8(`ci;monto\n1;${'x'.repeat(20_000)}\n`), 1024)).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('matches header names in any order, case and accents', () => {
    expect(normalizeHeader(' Nro. Documento ')).toBe('nro_documento');
    expect(normalizeHeader('MÓVIL')).toBe('movil');
    const cols = matchColumns(['Monto_Detalle', 'CELULAR', 'Nro Documento'], { nro_documento: ['nro_documento', 'ci'], celular: ['celular', 'movil'], monto_detalle: ['monto_detalle'], complemento: ['complemento'] });
    expect(cols).toEqual({ nro_documento: 2, celular: 1, monto_detalle: 0 });
  });
});

describe('values', () => {
  it('reads dates DD/MM/YYYY and refuses what is not a date', () => {
    expect(parseDate('05/01/1990')).toBe('1990-01-05');
    expect(parseDate('5/1/1990')).toBe('1990-01-05');
    expect(parseDate('29/02/2023')).toBeNull();
    expect(parseDate('1990-01-05')).toBeNull();
    expect(parseDate('31/04/2020')).toBeNull();
  });
});

describe('writing a file', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const s of ['=1+1', '+591', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeCell(s)).toBe(`'${s}`);
    expect(neutralizeCell('Peña')).toBe('Peña');
  });

  it('writes UTF-8 with BOM, ; and CRLF, quoting what needs it', async () => {
    const w = csvWriter([
      { key: 'a', header: 'nombre' },
      { key: 'b', header: 'monto' },
    ]);
    const out: Buffer[] = [];
    w.on('data', (d: Buffer) => out.push(Buffer.from(d)));
    const fin = new Promise((r) => w.on('end', r));
    w.write({ a: '=HYPERLINK("x")', b: '1,50' });
    w.write({ a: 'Peña; Ana', b: '' });
    w.end();
    await fin;
    const bytes = Buffer.concat(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('nombre;monto\r\n"\'=HYPERLINK(""x"")";1,50\r\n"Peña; Ana";\r\n');
  });

  it('csvStream writes the same file from rows that come one at a time', async () => {
    async function* filas() {
      yield { a: '=HYPERLINK("x")', b: '1,50' };
      yield { a: 'Peña; Ana', b: '' };
    }
    const out: Buffer[] = [];
    for await (const d of csvStream([{ key: 'a', header: 'nombre' }, { key: 'b', header: 'monto' }], filas())) out.push(Buffer.from(d as Buffer));
    const bytes = Buffer.concat(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('nombre;monto\r\n"\'=HYPERLINK(""x"")";1,50\r\n"Peña; Ana";\r\n');
  });
});

describe('csvByPages', () => {
  it('writes the very file csvWriter writes, a page at a time', async () => {
    const columnas = [
      { key: 'nombre', header: 'nombre' },
      { key: 'monto', header: 'monto' },
    ];
    const paginas = [[{ nombre: 'PÉREZ; "EL TÍO"', monto: '10,50' }, { nombre: '=HYPERLINK("x")', monto: '' }], [], [{ nombre: 'línea\r\ndos', monto: '-3' }]];
    const escritor = csvWriter(columnas);
    const trozos: string[] = [];
    escritor.on('data', (b: Buffer | string) => trozos.push(String(b)));
    const fin = new Promise((r) => escritor.on('end', r));
    for (const fila of paginas.flat()) escritor.write(fila);
    escritor.end();
    await fin;
    async function* fuente() {
      yield* paginas;
    }
    let nuestro = '';
    for await (const t of csvByPages(columnas, fuente())) nuestro += t;
    expect(nuestro).toBe(trozos.join(''));
  });
});

describe('RowErrors', () => {
  it('counts every refused row, lists the first in the file’s order, each column in Spanish and by key (decision 075)', () => {
    const errores = new RowErrors(2);
    errores.agregar(5, { celular: MENSAJES.csvCelularRepetido({ fila: 3 }) });
    errores.agregar(3, { nro_documento: MENSAJES.required, fecha_nacimiento: MENSAJES.csvFechaInvalida });
    errores.agregar(4, { monto_detalle: MENSAJES.csvMontoInvalido });
    expect(errores.total).toBe(3);
    expect(errores.lista).toEqual([
      { nro_registro: 3, errores: { nro_documento: TEXTOS.required, fecha_nacimiento: TEXTOS.csvFechaInvalida }, claves: { nro_documento: { clave: 'required', parametros: {} }, fecha_nacimiento: { clave: 'csvFechaInvalida', parametros: {} } } },
      { nro_registro: 5, errores: { celular: TEXTOS.csvCelularRepetido({ fila: 3 }) }, claves: { celular: { clave: 'csvCelularRepetido', parametros: { fila: 3 } } } },
    ]);
  });
});
