import { csvCabecera } from '../../core/csv.js';
import type { PaginaDeTexto } from './repository.js';

/**
 * The payroll's and the workers' CSV exports as PostgreSQL writes them (repository.ts, `lineaSql`):
 * each page comes back as one row holding the page's file text, so the server no longer reads,
 * converts and escapes every cell of a million rows (issue 33: that was most of the export's CPU).
 * The text is byte for byte what core/csv's csvByPages made of the same rows.
 */

/**
 * The file: BOM and header, then each page's text as PostgreSQL wrote it. The next page is asked for
 * before this one is handed on, so the database writes page n + 1 while the reply sends page n; at
 * most that one page waits in memory, and a slow reader holds the query back (the reply's stream
 * asks for the next text only when it has room).
 */
export async function* archivoPorPaginas(columnas: Array<{ header: string }>, leer: (despues: number) => Promise<PaginaDeTexto>): AsyncGenerator<string> {
  yield csvCabecera(columnas);
  const pedir = (despues: number) => {
    const pagina = leer(despues);
    // A download given up half-way never awaits the page already asked for: its failure is not unhandled.
    pagina.catch(() => undefined);
    return pagina;
  };
  let pagina: Promise<PaginaDeTexto> | null = pedir(0);
  while (pagina) {
    const { texto, ultimo }: PaginaDeTexto = await pagina;
    pagina = ultimo === null ? null : pedir(ultimo);
    if (texto) yield texto;
  }
}
