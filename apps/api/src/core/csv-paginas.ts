import { csvHeader } from './csv.js';

/**
 * A CSV file as PostgreSQL writes it (decision 051; the cells by csv-sql.ts `lineaSql`): each page
 * comes back as one row holding the page's file text, so the server no longer reads, converts and
 * escapes every cell of a million rows (issue 33: that was most of an export's CPU). The text is
 * byte for byte what csv.ts's csvByPages made of the same rows. Used by the payroll's and the
 * workers' exports (id pages) and the detailed expenses report (pages of (day, id)).
 */

/** Where a file's next page ends: the key of its last row and how many rows it holds (fewer than asked for: the last page; none: the file is complete). */
export interface TramoDePagina<C> {
  hasta: C;
  filas: number;
}

/**
 * A file read a page at a time, in the order of its key `C`. Where a page ends is asked for apart
 * from its text, so that the next page's range is known while this one is still being written:
 * two pages are then written at once, each on its own pooled connection.
 */
export interface LectorDePaginas<C> {
  /** Where the page of the next `tamano` rows after `despues` ends. */
  tramo(despues: C, tamano: number): Promise<TramoDePagina<C>>;
  /** The file text of the rows whose key is in (`despues`, `hasta`]: '' when none. */
  texto(despues: C, hasta: C): Promise<string>;
}

/** Pages written at once: each on its own pooled connection, so on its own core of PostgreSQL's. */
const EN_CURSO = 2;

/**
 * The file: BOM and header, then each page's text as PostgreSQL wrote it, in id order. Page n + 1
 * used to start from page n's last id, so it waited for page n's text and one core wrote the whole
 * file; now where each page ends is asked for first (one id, read from the index: `tramo`), one
 * page ahead, and the next page's text starts while this one is still being written. At most
 * `EN_CURSO` texts are asked for and not yet handed on, and page n + 2 starts only once page n was
 * taken: a slow reader holds the queries back (the reply's stream asks for the next text only when
 * it has room), and memory stays flat.
 */
export async function* archivoPorPaginas<C>(columnas: Array<{ header: string }>, lector: LectorDePaginas<C>, tamano: number, inicio: C): AsyncGenerator<string> {
  yield csvHeader(columnas);
  const pedido = <T>(respuesta: Promise<T>) => {
    // A download given up half-way never awaits what was already asked for: its failure is not unhandled.
    respuesta.catch(() => undefined);
    return respuesta;
  };
  const textos: Array<Promise<string>> = [];
  let despues = inicio;
  let tramo: Promise<TramoDePagina<C>> | null = pedido(lector.tramo(despues, tamano));
  for (;;) {
    while (tramo && textos.length < EN_CURSO) {
      const { hasta, filas }: TramoDePagina<C> = await tramo;
      if (filas > 0) textos.push(pedido(lector.texto(despues, hasta)));
      // A short page is the last; the next end is asked for now, so that it is known when its page may start.
      tramo = filas < tamano ? null : pedido(lector.tramo(hasta, tamano));
      despues = hasta;
    }
    const texto = textos.shift();
    if (!texto) return;
    const escrito = await texto;
    if (escrito) yield escrito;
  }
}
