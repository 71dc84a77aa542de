import { parentPort } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';

/**
 * The thread of `pdf-valido.ts`: says it is ready, then opens the bytes it is sent with pdf-lib and
 * answers whether it finds a page. pdf-lib inflates object streams as it loads, which is why this runs
 * here, on a thread the caller kills when it overruns its memory or time, never on the event loop.
 */
async function abre(contenido: Uint8Array): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(contenido, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

parentPort?.once('message', (contenido: Uint8Array) => void abre(contenido).then((valido) => parentPort?.postMessage(valido)));
parentPort?.postMessage('listo');
