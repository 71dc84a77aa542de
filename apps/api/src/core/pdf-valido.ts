import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MENSAJES } from '@pb/contract/mensajes';
import { AppError } from './errors.js';
import { rechazosCupo } from './metricas.js';

/**
 * Whether uploaded bytes are a PDF (issue 31, decision 045): it starts with `%PDF-`, its last bytes
 * but whitespace are its own `%%EOF` (nothing appended after the document, such as a ZIP), and pdf-lib
 * opens it and finds a page. pdf-lib inflates object streams while it loads, so a small file can
 * expand to gigabytes: it is opened on a thread of its own (`pdf-valido.hilo.ts`) with a heap limit
 * and a time budget, killed when it overruns either, and the file is then not a PDF.
 */

/** How long the thread may take to open the PDF once it has it (a real 5 MiB scan takes a fraction). */
export const PRESUPUESTO_PDF_MS = 3000;
/** The thread's heap (pdf-lib's objects of a 5 MiB PDF fit many times over). */
const MEMORIA_PDF_MB = 128;
/** How long the thread may take to start (ours, not the file's: only a broken start reaches it). */
const ARRANQUE_MS = 30_000;

const ESPACIOS_PDF = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const EOF = Buffer.from('%%EOF');

/** Whether the last bytes that are not PDF whitespace are `%%EOF`. */
function terminaEnEof(contenido: Uint8Array): boolean {
  let fin = contenido.length;
  while (fin > 0 && ESPACIOS_PDF.has(contenido[fin - 1]!)) fin--;
  return fin >= EOF.length && EOF.equals(contenido.subarray(fin - EOF.length, fin));
}

const propio = fileURLToPath(import.meta.url);
const hilo = path.join(path.dirname(propio), `pdf-valido.hilo${path.extname(propio)}`);

/** The thread: the built .js as is; from the sources (tsx, Vitest) the .ts through tsx, whose loader Node 20 does not hand to a thread. */
function nuevoHilo(): Worker {
  const opciones = { resourceLimits: { maxOldGenerationSizeMb: MEMORIA_PDF_MB }, stdout: true, stderr: true };
  if (path.extname(hilo) !== '.ts') return new Worker(hilo, opciones);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(hilo)}, ${JSON.stringify(hilo)})`, { ...opciones, eval: true });
}

/**
 * Opens the PDF on its thread: true if it finds a page within the budget, counted from when the
 * thread is ready (its start is ours, not the file's); an overrun, a crash or a failure is false.
 */
function abreEnSuHilo(contenido: Uint8Array, presupuestoMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = nuevoHilo();
    let plazo = setTimeout(() => termina(false), ARRANQUE_MS);
    const termina = (valido: boolean) => {
      clearTimeout(plazo);
      resolve(valido);
      void worker.terminate();
    };
    worker.on('message', (mensaje: unknown) => {
      if (mensaje !== 'listo') return termina(mensaje === true);
      clearTimeout(plazo);
      plazo = setTimeout(() => termina(false), presupuestoMs);
      worker.postMessage(contenido);
    });
    worker.once('error', () => termina(false));
    worker.once('exit', () => termina(false));
  });
}

/**
 * A line for scarce work: at most `hilos` jobs at once, `espera` more wait their turn in order, and
 * past that a job is refused as busy (429) at once.
 */
export function crearTurnos(hilos: number, espera: number) {
  let abiertos = 0;
  const turnos: Array<() => void> = [];
  const conTurno = async function <T>(trabajo: () => Promise<T>): Promise<T> {
    if (abiertos >= hilos) {
      if (turnos.length >= espera) {
        rechazosCupo.inc({ cupo: 'revisionPdf' });
        throw new AppError('RATE_LIMITED', MENSAJES.demasiadosIntentos);
      }
      await new Promise<void>((listo) => turnos.push(listo));
    } else abiertos++;
    try {
      return await trabajo();
    } finally {
      // The turn passes straight to the next waiting job; with nobody waiting, the slot is free.
      const siguiente = turnos.shift();
      if (siguiente) siguiente();
      else abiertos--;
    }
  };
  /** The line as it stands: jobs running and jobs waiting their turn. */
  const estado = () => ({ enCurso: abiertos, esperando: turnos.length });
  return Object.assign(conTurno, { estado });
}

/**
 * This copy's CPU, not shared state: one thread per core but one opens PDFs at once (the event loop
 * keeps its core), 16 more checks wait, and past that the upload is refused as busy instead of
 * queueing threads that may each hold a core for the whole budget. The per-user upload allowance
 * (core/cupos.ts) keeps one caller from filling the line.
 */
const turnoPdf = crearTurnos(Math.max(1, availableParallelism() - 1), 16);

/** The PDF checks of this copy running and waiting (the metrics' queue). */
export const colaPdf = () => turnoPdf.estado();

export async function esPdfValido(contenido: Uint8Array, presupuestoMs = PRESUPUESTO_PDF_MS): Promise<boolean> {
  if (!Buffer.from('%PDF-').equals(contenido.subarray(0, 5))) return false;
  if (!terminaEnEof(contenido)) return false;
  return turnoPdf(() => abreEnSuHilo(contenido, presupuestoMs));
}
