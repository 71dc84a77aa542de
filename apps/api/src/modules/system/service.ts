import { puedeDesactivarSuCuenta } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { menuDeRol, permisosDeRol } from '../../auth/permisos.js';
import * as repo from './repository.js';

async function checkPassword(ctx: Ctx, password: string) {
  const user = requireUser(ctx);
  const guardada = await repo.contrasenaDe(ctx.db, user.id);
  if (!guardada || !(await verifyPassword(guardada, password))) throw new AppError('VALIDATION', MENSAJES.contrasenaActualIncorrecta);
  return user;
}

/** The caller's menu and permissions, reloaded by the browser; the token is not echoed back. */
export async function menu(ctx: Ctx) {
  const user = requireUser(ctx);
  return { menu: await menuDeRol(ctx.db, user.id_rol), permisos: await permisosDeRol(ctx.db, user.id_rol) };
}

/** Changes one's own password; every other session of the user ends. */
export async function cambiarPass(ctx: Ctx, password: string, newPassword: string) {
  const user = await checkPassword(ctx, password);
  if (password === newPassword) throw new AppError('VALIDATION', MENSAJES.contrasenaIgual);
  const now = ctx.deps.clock();
  const hash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await repo.guardarContrasena(tx, user.id, hash, now);
    await revokeUserSessions(tx, user.id, now, user.sessionId);
  });
  return { ...aviso(MENSAJES.contrasenaActualizada, 'message') };
}

/** Deactivates one's own account and ends every session; refused for the superadministrator. */
export async function desactivarCuenta(ctx: Ctx, password: string) {
  const user = requireUser(ctx);
  if (!puedeDesactivarSuCuenta(user.id_rol)) throw new AppError('FORBIDDEN', MENSAJES.noDesactivarSuperadmin);
  await checkPassword(ctx, password);
  const now = ctx.deps.clock();
  await ctx.db.transaction(async (tx) => {
    await repo.inactivar(tx, user.id, now);
    await revokeUserSessions(tx, user.id, now);
  });
  return { ...aviso(MENSAJES.cuentaDesactivada, 'message') };
}
