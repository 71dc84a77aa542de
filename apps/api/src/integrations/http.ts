import { MENSAJES } from '@pb/contract/mensajes';
import type { z } from 'zod';
import { AppError } from '../core/errors.js';

export interface CallOptions {
  /** What the user reads when the system does not answer in time or at all. */
  sistema: string;
  token?: string | null;
  timeoutMs: number;
}

/** An answer that is not what the system's contract says: a 502 the user can act on, the detail in the log. */
export function unexpectedReply(sistema: string, detail: unknown): AppError {
  return new AppError('BAD_GATEWAY', MENSAJES.servicioIlegible({ sistema }), undefined, {
    cause: detail,
    logMessage: `respuesta inesperada del servicio ${sistema}`,
  });
}

/** Parses what an outside system sent with the schema of its contract; anything else is a 502. */
export function parseReply<S extends z.ZodType>(sistema: string, schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw unexpectedReply(sistema, { problema: r.error.issues.slice(0, 5), recibido: excerpt(value) });
  return r.data;
}

/** A JSON text inside an answer (SEGIP nests its data as a string), parsed like the answer itself. */
export function parseJsonReply<S extends z.ZodType>(sistema: string, schema: S, text: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw unexpectedReply(sistema, { problema: (err as Error).message, recibido: text.slice(0, 200) });
  }
  return parseReply(sistema, schema, value);
}

/** No answer at all (or not all of it) within the time limit, or no connection: a 503. */
function noAnswer(sistema: string, err: unknown): AppError {
  const timeout = (err as Error).name === 'TimeoutError';
  return new AppError('UNAVAILABLE', timeout ? MENSAJES.servicioSinRespuesta({ sistema }) : MENSAJES.servicioSinConexion({ sistema }));
}

const excerpt = (v: unknown) => JSON.stringify(v)?.slice(0, 200);

type Init = { method?: 'GET' | 'POST'; body?: unknown };

/** The call itself: the status and the whole text of the answer, or a 503 when none came in time. */
async function llamar(url: string, init: Init, opts: CallOptions): Promise<{ res: Response; texto: string }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    return { res, texto: await res.text() };
  } catch (err) {
    throw noAnswer(opts.sistema, err);
  }
}

function errorStatus(sistema: string, res: Response, texto: string): AppError {
  return new AppError('BAD_GATEWAY', MENSAJES.servicioError({ sistema, estado: res.status }), undefined, {
    cause: { estado: res.status, recibido: texto.slice(0, 200) },
    logMessage: `el servicio ${sistema} respondió con un error`,
  });
}

/**
 * One GET/POST to an outside system: bounded in time, JSON in and out, the answer checked against
 * the system's contract. A slow or absent system is a Spanish 503; one that answers with an error
 * status or something unreadable or of another shape is a 502; never a hang or a crash.
 */
export async function callJson<S extends z.ZodType>(url: string, init: Init, opts: CallOptions, schema: S): Promise<z.output<S>> {
  const { res, texto } = await llamar(url, init, opts);
  if (!res.ok) throw errorStatus(opts.sistema, res, texto);
  return parseJsonReply(opts.sistema, schema, texto);
}

/**
 * As callJson, for a system whose contract answers "no such thing" with a 404 (the payment
 * platform): a 404 whose body matches `noEncontrado` is null. Any other 404 (a wrong base URL, a
 * proxy's page) stays a 502, so that a misconfigured address is never read as "not found".
 */
export async function callJsonOrNull<S extends z.ZodType>(url: string, init: Init, opts: CallOptions, schema: S, noEncontrado: z.ZodType): Promise<z.output<S> | null> {
  const { res, texto } = await llamar(url, init, opts);
  if (res.status === 404) {
    let cuerpo: unknown;
    try {
      cuerpo = JSON.parse(texto);
    } catch {
      throw errorStatus(opts.sistema, res, texto);
    }
    if (noEncontrado.safeParse(cuerpo).success) return null;
    throw errorStatus(opts.sistema, res, texto);
  }
  if (!res.ok) throw errorStatus(opts.sistema, res, texto);
  return parseJsonReply(opts.sistema, schema, texto);
}
