import { ERROR_CODES, type ErrorCode } from '@pb/contract';
import { MENSAJES, mensaje, texto, leerClaveZod, type Mensaje } from '@pb/contract/mensajes';
import { ZodError } from 'zod';

/** What an error says beside its message: the refused fields' messages, and any other detail the caller reads. */
export interface ErrorDetails {
  campos?: Readonly<Record<string, Mensaje>>;
  [detalle: string]: unknown;
}

/**
 * The one error type of the server: a code (mapped to an HTTP status) and a message by key
 * (decision 074), whose Spanish text is the Error's message.
 */
export class AppError extends Error {
  /** What the server log says beside the cause, which the user never sees. */
  readonly logMessage?: string;

  constructor(
    readonly code: ErrorCode | 'NOT_AUTHORIZED',
    readonly mensaje: Mensaje,
    readonly details?: ErrorDetails,
    options?: { cause?: unknown; logMessage?: string },
  ) {
    super(texto(mensaje), options);
    this.name = 'AppError';
    this.logMessage = options?.logMessage;
  }

  get status(): number {
    return this.code === 'NOT_AUTHORIZED' ? 403 : ERROR_CODES[this.code];
  }

  /** A refused permission: its message is `NOT_AUTHORIZED:<ACCION>` (CONTRACT.md "Errors"), its key that of "no permissions". */
  static notAuthorized(accion: string): AppError {
    const e = new AppError('NOT_AUTHORIZED', MENSAJES.sinPermisos);
    e.message = `NOT_AUTHORIZED:${accion.toUpperCase()}`;
    return e;
  }

  /** What the caller receives beside the text and code: the key, its values, and the fields' texts and keys. */
  wireFields(): Record<string, unknown> {
    const { campos, ...otros } = this.details ?? {};
    return {
      ...otros,
      clave: this.mensaje.clave,
      parametros: this.mensaje.parametros,
      ...(campos ? { campos: Object.fromEntries(Object.entries(campos).map(([c, m]) => [c, texto(m)])), clavesCampos: campos } : {}),
    };
  }

  static fromZod(err: ZodError): AppError {
    const campos: Record<string, Mensaje> = {};
    for (const issue of err.issues) {
      const key = issue.path.join('.') || '_';
      // A schema's message is a key; zod's own (its Spanish locale) is said as "invalid value".
      campos[key] ??= leerClaveZod(issue.message) ?? MENSAJES.invalid;
    }
    const [first] = Object.entries(campos);
    const m = first ? (first[0] === '_' ? first[1] : mensaje('enCampo', { campo: { campo: first[0] }, mensaje: first[1] })) : MENSAJES.invalid;
    return new AppError('VALIDATION', m, { campos });
  }
}

/** Logged when the database refused a value that a schema should have refused first. */
export const DATA_REJECTED = 'la base de datos rechazó un dato: a un esquema del contrato le falta una validación';

/** What the user reads for a client error that no schema described (body, size, content type). */
export function statusMessage(status: number): Mensaje {
  if (status === 413) return MENSAJES.solicitudGrande;
  if (status === 415) return MENSAJES.tipoContenido;
  return MENSAJES.solicitudInvalida;
}

export const notFound = () => new AppError('NOT_FOUND', MENSAJES.noEncontrado);

/**
 * PostgreSQL data exceptions that only bad input causes (text too long, number out of range, U+0000,
 * a malformed date). The shared schemas should refuse such input first; when a field forgot to, the
 * answer is still a 400, never a 500. The cause is kept so that the server can log the gap.
 */
const DATOS_RECHAZADOS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return AppError.fromZod(err);
  const { codigo } = pgErrorOf(err);
  if (codigo && DATOS_RECHAZADOS.has(codigo)) return new AppError('VALIDATION', MENSAJES.invalid, undefined, { cause: err, logMessage: DATA_REJECTED });
  if (sinBaseDeDatos(err, codigo)) return new AppError('UNAVAILABLE', MENSAJES.baseDeDatosNoDisponible, undefined, { cause: err, logMessage: 'PostgreSQL no disponible (conexión perdida o servidor en solo lectura)' });
  return null;
}

/**
 * The database away for a moment, as a leader's switch looks to a copy (decision 071): its
 * connection cut or refused, the server shutting down or starting, or a demoted leader that now only
 * reads. The caller gets a Spanish 503 it may retry, not an internal error.
 */
const SIN_BASE = new Set(['57P01', '57P02', '57P03', '25006']);
function sinBaseDeDatos(err: unknown, codigo: string | undefined): boolean {
  if (codigo) return SIN_BASE.has(codigo) || codigo.startsWith('08');
  // The driver's own errors, as drizzle wraps them (the cause of its "Failed query").
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if ((typeof e.code === 'string' && ['ECONNREFUSED', 'ECONNRESET'].includes(e.code)) || (typeof e.message === 'string' && e.message.startsWith('Connection terminated'))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The PostgreSQL error code (e.g. 23505 unique violation) and constraint of a driver error, wrapped or not. */
export function pgErrorOf(err: unknown): { codigo?: string; restriccion?: string } {
  let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { codigo: e.code, restriccion: typeof e.constraint === 'string' ? e.constraint : undefined };
    e = e.cause as typeof e;
  }
  return {};
}

/** What the user reads when a write breaks a constraint: the message, and the form field it is about. */
export interface Conflict {
  campo?: string;
  mensaje: Mensaje;
}

const UNIQUE = '23505';
const FOREIGN_KEY = '23503';
/** Only when named by constraint: a trigger's refusal raised as a check violation (e.g. migration 0015's cards). */
const CHECK = '23514';

/**
 * The one translation of a unique (23505) or foreign-key (23503) violation, or a named check (23514), into a CONFLICT. `conflicts`
 * is keyed by constraint name, or by '23505' / '23503' for any constraint of that kind. Anything
 * else is thrown as it came: an unknown violation is a bug to be logged, not a message to invent.
 * Two callers racing for the same name get the same answer as the one who checked first.
 */
export function translateConflict(err: unknown, conflicts: Record<string, Conflict>): never {
  const { codigo, restriccion } = pgErrorOf(err);
  if (codigo !== UNIQUE && codigo !== FOREIGN_KEY && codigo !== CHECK) throw err;
  const c = (restriccion !== undefined ? conflicts[restriccion] : undefined) ?? (codigo === CHECK ? undefined : conflicts[codigo]);
  if (!c) throw err;
  throw new AppError('CONFLICT', c.mensaje, c.campo ? { campos: { [c.campo]: c.mensaje } } : undefined);
}

/** Logs the hidden cause of a known error: a warning for the caller's fault, an error for ours or an outside system's. */
export function logCause(log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void }, e: AppError, ref: string): void {
  if (!e.cause) return;
  (e.status >= 500 ? log.error : log.warn).call(log, { err: e.cause, ref }, e.logMessage ?? 'causa del error');
}

/** A REST failure's body made where no AppError is thrown (the error handler's own answers): `{ error, code }` with the key. */
export function restError(m: Mensaje, code: ErrorCode): { error: string; code: ErrorCode; clave: string; parametros: Mensaje['parametros'] } {
  return { error: texto(m), code, clave: m.clave, parametros: m.parametros };
}
