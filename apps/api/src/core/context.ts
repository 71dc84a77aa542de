import type { Permisos } from '@pb/contract';
import type { Database, Executor } from '../db/client.js';
import type { Config } from '../config.js';

/** The authenticated caller, loaded once per request from the session. */
export interface AuthUser {
  id: number;
  usuario: string;
  id_rol: number;
  id_entidad: number | null;
  id_sucursal: number | null;
  sessionId: string;
  cambiar_contrasena: boolean;
  permisos: Permisos;
}

/**
 * The app's dependencies. A piece above core that needs one more adds it by augmenting this
 * interface (the mail client: integrations/correo/client.ts; the demo's pages: apps/demo), so core names none of them.
 */
export interface Deps {
  config: Config;
  database: Database;
  /** Injectable clock: tests move time to check expiry and lockouts. */
  clock: () => Date;
  jwtSecret: Uint8Array;
}

/** What every service function receives: who calls, from where, and the app's dependencies. */
export interface Ctx {
  deps: Deps;
  /**
   * What every service and repository runs its SQL on: the database, or the transaction of the write
   * being served (a GraphQL mutation, a REST change), so that the audit row commits with it. Never
   * `deps.database.db` below the transports: on PGlite that would wait for the open transaction forever.
   */
  db: Executor;
  user: AuthUser | null;
  /** A provider's system calling with its API token (routes that require 'cliente'). */
  cliente?: { id_entidad: number; nombre: string };
  ip: string;
}

/**
 * Where a read that may lag runs (decision 059): the hot standby's executor (`Database.lectura`, the
 * primary itself when there is none). Inside a transaction (a mutation, a REST change) `ctx.db` is
 * that transaction and is answered instead: what a write reads sees its own rows and the present.
 * Only reports, statements and the dashboard's figures call it; a session, a permission, a record's
 * scope and anything a write depends on read `ctx.db`.
 */
export function readExecutor(ctx: Ctx): Executor {
  return ctx.db === ctx.deps.database.db ? ctx.deps.database.lectura : ctx.db;
}

/** How many seconds what `readExecutor` reads may be behind the primary, measured now; null when it reads the primary. */
export function readLag(ctx: Ctx): Promise<number | null> {
  return ctx.deps.database.retrasoLectura();
}
