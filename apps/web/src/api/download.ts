import { HttpError } from './errors';
import { getToken } from '../shell/session/store';
import { trackRequest } from '../shell/progress/store';

/** The file name the server gives in Content-Disposition. */
function nombreDeArchivo(cabecera: string | null, porDefecto: string): string {
  return /filename="?([^";]+)"?/.exec(cabecera ?? '')?.[1] ?? porDefecto;
}

/**
 * A file the server streams (a CSV export), saved by the browser under the server's Spanish name.
 * The progress bar shows while it downloads; a refusal is thrown as the server said it.
 */
export async function downloadFile(ruta: string, porDefecto: string): Promise<void> {
  const listo = trackRequest();
  try {
    const res = await fetch(ruta, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
      throw new HttpError(body?.error ?? String(res.status), res.status, body?.code, body);
    }
    guardar(await res.blob(), nombreDeArchivo(res.headers.get('content-disposition'), porDefecto));
  } finally {
    listo();
  }
}

/** Hands a file to the browser's download, under `nombre`. */
function guardar(blob: Blob, nombre: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The spec releases downloaded-file links after 1.5 s (§9).
  setTimeout(() => URL.revokeObjectURL(url), 1500);
}

/** The bytes of a base64 text, decoded 512 characters at a time (spec §9): a large file never makes one huge string. */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const trozos: Uint8Array[] = [];
  let total = 0;
  for (let i = 0; i < base64.length; i += 512) {
    const binario = atob(base64.slice(i, i + 512));
    const trozo = new Uint8Array(binario.length);
    for (let j = 0; j < binario.length; j++) trozo[j] = binario.charCodeAt(j);
    trozos.push(trozo);
    total += trozo.length;
  }
  const bytes = new Uint8Array(total);
  let k = 0;
  for (const trozo of trozos) {
    bytes.set(trozo, k);
    k += trozo.length;
  }
  return bytes;
}

/** A file the server answers in base64 (the spec's archives and PDFs), saved by the browser as `nombre`. */
export function saveBase64(base64: string, nombre: string, tipo: string): void {
  guardar(new Blob([bytesFromBase64(base64)], { type: tipo }), nombre);
}
