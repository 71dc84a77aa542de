import { randomUUID } from 'node:crypto';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Executor } from '../db/client.js';
import type { AuthUser, Ctx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { writeAudit } from '../modules/logs/audit.js';
import { parametroNumero } from '../modules/parametros/read.js';
import { readToken, signToken } from './tokens.js';
import { permisosDeFilas } from './permisos.js';
import * as repo from './repository.js';

/** Writes `last_seen_at` at most this often, so busy sessions do not write on every request. */
const TOUCH_EVERY_MS = 15_000;

export async function openSession(ctx: Ctx, idUsuario: number, ip: string, userAgent: string | undefined) {
  const now = ctx.deps.clock();
  const minutes = await parametroNumero(ctx.db, 'JWT_TOKEN_EXPIRATION', 240);
  const expires = new Date(now.getTime() + minutes * 60_000);
  const id = randomUUID();
  await repo.insertarSesion(ctx.db, { id, id_usuario: idUsuario, ip, user_agent: userAgent?.replaceAll('\u0000', '').slice(0, 300), created_at: now, last_seen_at: now, expires_at: expires });
  const token = await signToken(ctx.deps.jwtSecret, { sid: id, sub: String(idUsuario) }, now, expires);
  return { id, token };
}

const expired = () => new AppError('UNAUTHENTICATED', MENSAJES.sesionExpirada);

/**
 * Turns a bearer token into the caller: the token must verify, its session must be open, not past
 * its absolute lifetime, not idle longer than the limit, and its user active. Anything else is 401.
 * The session, its user and the role's permissions are read in one statement, on every request, so
 * a revocation or a change of state or permissions takes effect on the next one.
 */
export async function authenticate(ctx: Ctx, token: string): Promise<AuthUser> {
  const { deps, db } = ctx;
  const now = deps.clock();
  const claims = await readToken(deps.jwtSecret, token, now);
  if (!claims) throw expired();
  const row = await repo.sesionConUsuario(db, claims.sid);
  if (!row || row.s.revoked_at || row.s.expires_at <= now || row.u.estado !== 'ACTIVO' || (row.estado_entidad ?? 'ACTIVO') !== 'ACTIVO') throw expired();
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  if (now.getTime() - row.s.last_seen_at.getTime() > idleMs) {
    await repo.revocarSesion(db, row.s.id, now);
    throw expired();
  }
  if (now.getTime() - row.s.last_seen_at.getTime() > TOUCH_EVERY_MS) await repo.tocarSesion(db, row.s.id, now);
  return {
    id: row.u.id,
    usuario: row.u.usuario,
    id_rol: row.u.id_rol,
    id_entidad: row.u.id_entidad,
    id_sucursal: row.u.id_sucursal,
    cambiar_contrasena: row.u.cambiar_contrasena,
    sessionId: row.s.id,
    permisos: permisosDeFilas(row.permisos ?? []),
  };
}

/**
 * Logout: the token's session is revoked at once, with its audit row in the same transaction. An
 * already-ended session or a bad token is fine: the user is out either way. Answers the session's id.
 */
export async function closeSession(ctx: Ctx, token: string | null): Promise<string | null> {
  const now = ctx.deps.clock();
  const claims = token ? await readToken(ctx.deps.jwtSecret, token, now) : null;
  if (!claims) return null;
  await ctx.db.transaction(async (tx) => {
    await repo.revocarSesion(tx, claims.sid, now);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'LOGOUT', mensaje: MENSAJES.auditoriaSalida, ip: ctx.ip, usuario: ctx.user?.usuario ?? null, id_usuario: Number(claims.sub), fecha: now });
  });
  return claims.sid;
}

/** Ends every open session of a user, except `keep` when given. */
export async function revokeUserSessions(db: Executor, idUsuario: number, now: Date, keep?: string): Promise<void> {
  await repo.revocarSesionesDeUsuario(db, idUsuario, now, keep);
}
