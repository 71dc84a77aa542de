import { type LoginResponse } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { requireUser } from '../core/guard.js';
import { writeAudit } from '../modules/logs/audit.js';
import { menuDeRol, permisosDeRol } from './permisos.js';
import { openSession } from './sessions.js';
import { toSessionUser } from './session-user.js';
import { revocarSesion, usuarioPorNombre } from './repository.js';

/**
 * `POST v1/ovt/buscar_empleador` (spec part 1 §2, part 2 §2.4): a dual-profile employer (`doble`)
 * goes to its seller account. The link is the caller's own row (`username_probolivia`, set by the
 * programme, never by the user), so no one reaches an account that was not linked to theirs; the
 * caller's session is closed and a session of the seller account opened in the same transaction.
 * Any other case is 'Usuario inválido' (spec part 1 §8).
 */
export async function perfilVendedor(ctx: Ctx, userAgent: string | undefined): Promise<LoginResponse> {
  const quien = requireUser(ctx);
  const now = ctx.deps.clock();
  const propio = await usuarioPorNombre(ctx.db, quien.usuario);
  const destino = propio?.u.doble && propio.u.username_probolivia ? await usuarioPorNombre(ctx.db, propio.u.username_probolivia) : undefined;
  if (!destino || destino.u.id === quien.id || destino.u.estado !== 'ACTIVO') throw new AppError('VALIDATION', MENSAJES.usuarioInvalido);
  await revocarSesion(ctx.db, quien.sessionId, now);
  const session = await openSession(ctx, destino.u.id, ctx.ip, userAgent);
  const [menu, permisos] = await Promise.all([menuDeRol(ctx.db, destino.r.id), permisosDeRol(ctx.db, destino.r.id)]);
  await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'LOGIN', mensaje: MENSAJES.auditoriaCambioPerfil({ usuario: quien.usuario }), referencia: 'variante=perfil', ip: ctx.ip, usuario: destino.u.usuario, id_usuario: destino.u.id, fecha: now });
  return { menu, usuario: toSessionUser(destino), permisos, token: session.token, redirect: '/' };
}
