import { HttpError } from './errors';
import { getToken } from '../app/session/store';
import { trackRequest } from '../app/progress/store';

/** The file name the server gives in Content-Disposition. */
function nombreDeArchivo(cabecera: string | null, porDefecto: string): string {
  return /filename="?([^";]+)"?/.exec(cabecera ?? '')?.[1] ?? porDefecto;
}

/**
 * A file the server streams (a CSV export), saved by the browser under the server's Spanish name.
 * The progress bar shows while it downloads; a refusal is thrown as the server said it.
 */
export async function descargarArchivo(ruta: string, porDefecto: string): Promise<void> {
  const listo = trackRequest();
  try {
    const res = await fetch(ruta, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
      throw new HttpError(body?.error ?? String(res.status), res.status, body?.code, body);
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = nombreDeArchivo(res.headers.get('content-disposition'), porDefecto);
    document.body.appendChild(a);
    a.click();
    a.remove();
    // The spec releases downloaded-file links after 1.5 s (§9).
    setTimeout(() => URL.revokeObjectURL(url), 1500);
  } finally {
    listo();
  }
}
