import { describe, expect, it } from 'vitest';
import { archivoPorPaginas, type LectorDePaginas } from './csv-paginas.js';

/**
 * `archivoPorPaginas` with a reader of its own: ids 1..`filas`, each page's text the ids it holds,
 * every answer kept waiting until the test lets it go, so the test sees what is asked for when.
 */
function lectorDePrueba(filas: number) {
  const pendientes: Array<{ que: string; soltar: (falla?: Error) => void }> = [];
  const esperar = <T>(que: string, valor: () => T) =>
    new Promise<T>((resolve, reject) => pendientes.push({ que, soltar: (falla) => (falla ? reject(falla) : resolve(valor())) }));
  const lector: LectorDePaginas<number> = {
    tramo: (despues, tamano) => esperar(`tramo ${despues}`, () => ({ hasta: Math.min(despues + tamano, filas), filas: Math.max(0, Math.min(tamano, filas - despues)) })),
    texto: (despues, hasta) => esperar(`texto ${despues}-${hasta}`, () => Array.from({ length: hasta - despues }, (_, i) => `${despues + i + 1}\r\n`).join('')),
  };
  /** What is asked for and not answered yet. */
  const pedidos = () => pendientes.map((p) => p.que);
  /** Answers the request named `que`, or fails it. */
  const soltar = (que: string, falla?: Error) => {
    const i = pendientes.findIndex((p) => p.que === que);
    expect(i, `${que} was asked for`).toBeGreaterThanOrEqual(0);
    pendientes.splice(i, 1)[0]!.soltar(falla);
  };
  return { lector, pedidos, soltar };
}

/** Lets every settled promise's continuation run. */
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('archivoPorPaginas: two pages in flight, handed on in order', () => {
  it('starts page n + 2 only once page n was taken, and hands the texts on in id order whatever order they come back in', async () => {
    const { lector, pedidos, soltar } = lectorDePrueba(25);
    const archivo = archivoPorPaginas([{ header: 'id' }], lector, 10, 0);
    expect((await archivo.next()).value).toBe('\uFEFFid\r\n');
    const primera = archivo.next();
    await tick();
    expect(pedidos()).toEqual(['tramo 0']);
    soltar('tramo 0');
    await tick();
    // The first page's text is asked for, and the end of the second at once.
    expect(pedidos()).toEqual(['texto 0-10', 'tramo 10']);
    soltar('tramo 10');
    await tick();
    expect(pedidos()).toEqual(['texto 0-10', 'texto 10-20', 'tramo 20']);
    // The second page answers first; the third starts only after the first is taken.
    soltar('texto 10-20');
    soltar('tramo 20');
    await tick();
    expect(pedidos()).toEqual(['texto 0-10']);
    soltar('texto 0-10');
    expect((await primera).value).toBe('1\r\n2\r\n3\r\n4\r\n5\r\n6\r\n7\r\n8\r\n9\r\n10\r\n');
    await tick();
    expect(pedidos()).toEqual([]);
    const segunda = archivo.next();
    await tick();
    // 5 rows left: a short page, the last; no further end asked for.
    expect(pedidos()).toEqual(['texto 20-25']);
    expect((await segunda).value).toMatch(/^11\r\n.*20\r\n$/s);
    const tercera = archivo.next();
    soltar('texto 20-25');
    expect((await tercera).value).toBe('21\r\n22\r\n23\r\n24\r\n25\r\n');
    expect(await archivo.next()).toEqual({ done: true, value: undefined });
  });

  it('rows that fill the last page exactly end with an empty end, and no empty text is asked for', async () => {
    const { lector, pedidos, soltar } = lectorDePrueba(20);
    const partes: string[] = [];
    const leido = (async () => {
      for await (const parte of archivoPorPaginas([{ header: 'id' }], lector, 10, 0)) partes.push(parte);
    })();
    for (const que of ['tramo 0', 'tramo 10', 'tramo 20', 'texto 0-10', 'texto 10-20']) {
      await tick();
      soltar(que);
    }
    await leido;
    expect(pedidos()).toEqual([]);
    expect(partes.join('').split('\r\n').slice(1, -1)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  });

  /** A 100-row file of 10-row pages, its header read, the first page asked for: both ends found, two texts in flight. */
  async function dosPaginasEnCurso() {
    const { lector, soltar } = lectorDePrueba(100);
    const archivo = archivoPorPaginas([{ header: 'id' }], lector, 10, 0);
    await archivo.next();
    const primera = archivo.next();
    for (const que of ['tramo 0', 'tramo 10']) {
      await tick();
      soltar(que);
    }
    await tick();
    return { archivo, primera, soltar };
  }

  it('a download given up half-way leaves no unhandled failure behind (vitest fails the run on one)', async () => {
    const { archivo, primera, soltar } = await dosPaginasEnCurso();
    soltar('texto 0-10');
    await primera;
    // The reader goes away; what was in flight fails after.
    await archivo.return(undefined);
    soltar('texto 10-20', new Error('connection lost'));
    soltar('tramo 20', new Error('connection lost'));
    await tick();
  });

  it('a failed page fails the file', async () => {
    const { primera, soltar } = await dosPaginasEnCurso();
    soltar('texto 0-10', new Error('statement timeout'));
    await expect(primera).rejects.toThrow('statement timeout');
    soltar('texto 10-20', new Error('connection lost'));
    await tick();
  });
});
