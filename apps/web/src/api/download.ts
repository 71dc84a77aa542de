import type { ArchivoBase64 } from '@pb/contract';
import { HttpError, NetworkError, serverMessage } from './errors';
import { http } from './http';
import { translate } from '../i18n/core';
import { getToken } from '../shell/session/store';
import { trackRequest } from '../shell/progress/store';

/** The file name the server gives in Content-Disposition. */
function fileNameOf(header: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * A file the server streams (a CSV export), saved by the browser under the server's Spanish name.
 * The progress bar shows while it downloads; a refusal is thrown as the server said it.
 */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  const done = trackRequest();
  try {
    const res = await fetch(path, { headers: { authorization: `Bearer ${getToken() ?? ''}` } }).catch(() => {
      throw new NetworkError(translate('http.network'));
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
      throw new HttpError(body?.error ?? String(res.status), res.status, body?.code, body);
    }
    saveBlob(await res.blob(), fileNameOf(res.headers.get('content-disposition'), fallback));
  } finally {
    done();
  }
}

/**
 * What a failed download tells the user (spec part 2 §8, "CSV download failure"): the server's error
 * text when it sent one, the connection message when the server was not reached, else 'Hubo un error.'.
 * Every download button says its failure with this one rule.
 */
export function downloadErrorText(error: unknown): string {
  if (error instanceof NetworkError) return translate('login.noConnection');
  return serverMessage(error) ?? translate('http.descarga');
}

/** Hands a file to the browser's download, under `name`. */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The spec releases downloaded-file links after 1.5 s (§9).
  setTimeout(() => URL.revokeObjectURL(url), 1500);
}

/** The bytes of a base64 text, decoded 512 characters at a time (spec §9): a large file never makes one huge string. */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let i = 0; i < base64.length; i += 512) {
    const binary = atob(base64.slice(i, i + 512));
    const chunk = new Uint8Array(binary.length);
    for (let j = 0; j < binary.length; j++) chunk[j] = binary.charCodeAt(j);
    chunks.push(chunk);
    total += chunk.length;
  }
  const bytes = new Uint8Array(total);
  let k = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, k);
    k += chunk.length;
  }
  return bytes;
}

/** A file the server answers in base64 (the spec's archives and PDFs), saved by the browser as `name`. */
export function saveBase64(base64: string, name: string, type: string): void {
  saveBlob(new Blob([bytesFromBase64(base64)], { type }), name);
}

/**
 * A file of the spec's base64 family (part 2 §7 `descargar_pdf`, `boletas`, `extractosPdf`,
 * `saldosPdf`, `downloadFiles`; decision 041): the server answers `{ nombreArchivo, tipo, datos }`
 * with the base64 in `datos`; it is decoded 512 characters at a time and saved under the server's
 * name (or `fallback` when it gives none). A POST sends `body`.
 */
export async function downloadBase64(path: string, options: { body?: unknown; fallback?: string } = {}): Promise<void> {
  const r = options.body === undefined ? await http.get<ArchivoBase64>(path) : await http.post<ArchivoBase64>(path, options.body);
  saveBase64(r.datos, r.nombreArchivo || options.fallback || 'archivo', r.tipo || 'application/octet-stream');
}
