import { eq } from 'drizzle-orm';
import { MENSAJES, ROLES } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { usuarios } from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { menuDeRol, permisosDeRol } from '../../auth/permisos.js';

async function checkPassword(ctx: Ctx, password: string) {
  const user = requireUser(ctx);
  const { db } = ctx.deps.database;
  const [row] = await db.select({ contrasena: usuarios.contrasena }).from(usuarios).where(eq(usuarios.id, user.id));
  if (!row || !(await verifyPassword(row.contrasena, password))) throw new AppError('VALIDATION', MENSAJES.contrasenaActualIncorrecta);
  return user;
}

/** The caller's menu and permissions, reloaded by the browser; the token is not echoed back. */
export async function menu(ctx: Ctx) {
  const user = requireUser(ctx);
  const { db } = ctx.deps.database;
  return { menu: await menuDeRol(db, user.id_rol), permisos: await permisosDeRol(db, user.id_rol) };
}

/** Changes one's own password; every other session of the user ends. */
export async function cambiarPass(ctx: Ctx, password: string, newPassword: string) {
  const user = await checkPassword(ctx, password);
  if (password === newPassword) throw new AppError('VALIDATION', MENSAJES.contrasenaIgual);
  const now = ctx.deps.clock();
  const hash = await hashPassword(newPassword);
  await ctx.deps.database.db.transaction(async (tx) => {
    await tx.update(usuarios).set({ contrasena: hash, cambiar_contrasena: false, _user_updated: user.id, _updated_at: now }).where(eq(usuarios.id, user.id));
    await revokeUserSessions(tx, user.id, now, user.sessionId);
  });
  return { message: MENSAJES.contrasenaActualizada };
}

/** Deactivates one's own account and ends every session; refused for the superadministrator. */
export async function desactivarCuenta(ctx: Ctx, password: string) {
  const user = requireUser(ctx);
  if (user.id_rol === ROLES.SUPERADMIN) throw new AppError('FORBIDDEN', MENSAJES.noDesactivarSuperadmin);
  await checkPassword(ctx, password);
  const now = ctx.deps.clock();
  await ctx.deps.database.db.transaction(async (tx) => {
    await tx.update(usuarios).set({ estado: 'INACTIVO', _user_updated: user.id, _updated_at: now }).where(eq(usuarios.id, user.id));
    await revokeUserSessions(tx, user.id, now);
  });
  return { message: MENSAJES.cuentaDesactivada };
}
