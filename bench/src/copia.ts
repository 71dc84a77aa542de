import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value of a row: null is SQL NULL; numbers and strings are written as text. */
export type Valor = string | number | boolean | null;

/** COPY's text format: NULL is \N; backslash, tab and newlines are escaped. */
function campo(v: Valor): string {
  if (v === null) return '\\N';
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
}

/** Rows joined into chunks of about 256 KB, so the stream is neither one write per row nor a whole table. */
async function* trozos(filas: Iterable<Valor[]>, contar: () => void): AsyncGenerator<string> {
  let buf = '';
  for (const fila of filas) {
    buf += fila.map(campo).join('\t') + '\n';
    contar();
    if (buf.length >= 262144) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

/** Streams `filas` into `tabla` with COPY … FROM STDIN; answers the number of rows written. */
export async function copiar(client: pg.PoolClient, tabla: string, columnas: readonly string[], filas: Iterable<Valor[]>): Promise<number> {
  let n = 0;
  const destino = client.query(copyFrom(`COPY ${tabla} (${columnas.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(trozos(filas, () => n++)), destino);
  return n;
}
