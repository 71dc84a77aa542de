import { AppError } from '../core/errors.js';

export interface CallOptions {
  /** What the user reads when the system does not answer in time or at all. */
  sistema: string;
  token?: string | null;
  timeoutMs: number;
}

/**
 * One GET/POST to an outside system: bounded in time, JSON in and out. A slow, absent or broken
 * system becomes a Spanish 503 the user can act on, never a hang or a crash.
 */
export async function callJson<T>(url: string, init: { method?: 'GET' | 'POST'; body?: unknown }, opts: CallOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    const timeout = (err as Error).name === 'TimeoutError';
    throw new AppError('UNAVAILABLE', timeout ? `El servicio de ${opts.sistema} no respondió a tiempo. Intente nuevamente en unos minutos.` : `No se pudo conectar con el servicio de ${opts.sistema}. Intente nuevamente en unos minutos.`);
  }
  if (!res.ok) throw new AppError('UNAVAILABLE', `El servicio de ${opts.sistema} respondió con un error (${res.status}). Intente nuevamente en unos minutos.`);
  try {
    return (await res.json()) as T;
  } catch {
    throw new AppError('UNAVAILABLE', `El servicio de ${opts.sistema} envió una respuesta ilegible.`);
  }
}
