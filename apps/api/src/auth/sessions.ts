import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { sessions, usuarios } from '../db/schema/index.js';
import type { AuthUser, Deps } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { MENSAJES } from '@pb/contract';
import { readToken, signToken } from './tokens.js';
import { permisosDeRol } from './permisos.js';
import { parametroNumero } from '../modules/parametros/read.js';

/** Writes `last_seen_at` at most this often, so busy sessions do not write on every request. */
const TOUCH_EVERY_MS = 15_000;

export async function openSession(deps: Deps, db: Executor, idUsuario: number, ip: string, userAgent: string | undefined) {
  const now = deps.clock();
  const minutes = await parametroNumero(db, 'JWT_TOKEN_EXPIRATION', 240);
  const expires = new Date(now.getTime() + minutes * 60_000);
  const id = randomUUID();
  await db.insert(sessions).values({ id, id_usuario: idUsuario, ip, user_agent: userAgent?.replaceAll('\u0000', '').slice(0, 300), created_at: now, last_seen_at: now, expires_at: expires });
  const token = await signToken(deps.jwtSecret, { sid: id, sub: String(idUsuario) }, now, expires);
  return { id, token };
}

const expired = () => new AppError('UNAUTHENTICATED', MENSAJES.sesionExpirada);

/**
 * Turns a bearer token into the caller: the token must verify, its session must be open, not past
 * its absolute lifetime, not idle longer than the limit, and its user active. Anything else is 401.
 */
export async function authenticate(deps: Deps, token: string): Promise<AuthUser> {
  const now = deps.clock();
  const claims = await readToken(deps.jwtSecret, token, now);
  if (!claims) throw expired();
  const { db } = deps.database;
  const [row] = await db
    .select({ s: sessions, u: { id: usuarios.id, usuario: usuarios.usuario, id_rol: usuarios.id_rol, id_entidad: usuarios.id_entidad, id_sucursal: usuarios.id_sucursal, estado: usuarios.estado, cambiar_contrasena: usuarios.cambiar_contrasena } })
    .from(sessions)
    .innerJoin(usuarios, eq(usuarios.id, sessions.id_usuario))
    .where(eq(sessions.id, claims.sid))
    .limit(1);
  if (!row || row.s.revoked_at || row.s.expires_at <= now || row.u.estado !== 'ACTIVO') throw expired();
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  if (now.getTime() - row.s.last_seen_at.getTime() > idleMs) {
    await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, row.s.id));
    throw expired();
  }
  if (now.getTime() - row.s.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, row.s.id));
  }
  const permisos = await permisosDeRol(db, row.u.id_rol);
  return {
    id: row.u.id,
    usuario: row.u.usuario,
    id_rol: row.u.id_rol,
    id_entidad: row.u.id_entidad,
    id_sucursal: row.u.id_sucursal,
    cambiar_contrasena: row.u.cambiar_contrasena,
    sessionId: row.s.id,
    permisos,
  };
}

export async function revokeSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: now }).where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
}

/** Ends every open session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Executor, idUsuario: number, now: Date, keep?: string): Promise<void> {
  const conds = [eq(sessions.id_usuario, idUsuario), isNull(sessions.revoked_at)];
  if (keep) conds.push(ne(sessions.id, keep));
  await db.update(sessions).set({ revoked_at: now }).where(and(...conds));
}
