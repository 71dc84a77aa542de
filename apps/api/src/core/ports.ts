import type { LogNivel } from '@pb/contract';
import type { Mensaje } from '@pb/contract/mensajes';
import type { Executor } from '../db/client.js';
import type { AuthUser, Ctx } from './context.js';

/**
 * What the transports of core need from the features above them, passed in by app.ts: core knows
 * these shapes, never the modules that fill them (auth/sessions.ts, modules/clientes/tokens.ts,
 * modules/logs/audit.ts).
 */

/** One row of the audit log as a transport writes it. */
export interface AuditEntry {
  nivel: LogNivel;
  tipo: string;
  /** A line of the log (AUDITORIA_ES) by its key; a string only for what no language words: an operation's name, a route. */
  mensaje: Mensaje | string;
  referencia?: string | null;
  ip?: string | null;
  usuario?: string | null;
  id_usuario?: number | null;
  fecha: Date;
}

/** Appends a row to the audit log; given a transaction, the row commits with it. */
export type AuditWriter = (db: Executor, entry: AuditEntry) => Promise<void>;

/** The calling system behind an API token. */
export type ApiClient = NonNullable<Ctx['cliente']>;

/** What the guard (core/http.ts installGuard) needs to know who calls and to record what it refuses. */
export interface GuardPorts {
  /** The user behind a session's bearer token; throws a 401 when there is none. */
  authenticate: (ctx: Ctx, token: string) => Promise<AuthUser>;
  /** Whether a bearer is an API token rather than a session. */
  isClientToken: (token: string | null) => token is string;
  /** The system behind an API token; throws a 401 when the token is unknown or revoked. */
  authenticateClient: (ctx: Ctx, token: string | null) => Promise<ApiClient>;
  writeAudit: AuditWriter;
}
