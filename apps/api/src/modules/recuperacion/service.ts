import { ROLES } from '@pb/contract';
import { MENSAJES, aviso, type Mensaje } from '@pb/contract/mensajes';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { writeAudit } from '../logs/audit.js';
import { parametroTexto } from '../parametros/read.js';
import { cerrarEnlacesPendientes, crearEnlace, enlaceA, enlacesRecientes, enviarDespues, usarEnlace } from '../enlaces/service.js';
import { correoRecuperacion } from './correo.js';
import * as repo from './repository.js';

/**
 * Password recovery (issue 19, decision 036). Asking always answers the same sentence; a link goes
 * only to an active account with an e-mail, at most POR_HORA per account per hour, and never to a
 * superadministrator while the parameter RECUPERACION_EXCLUYE_ROL_1 is 1. The link's page sets a
 * new password under the rules of 'change password' and ends every session of the account.
 */
export const VIGENCIA_MINUTOS = 30;
export const POR_HORA = 3;
type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

export async function solicitar(ctx: Ctx, usuarioOCorreo: string, log: Log): Promise<{ message: string }> {
  const ahora = ctx.deps.clock();
  const excluyeRol1 = (await parametroTexto(ctx.db, 'RECUPERACION_EXCLUYE_ROL_1')) !== '0';
  const audit = (db: typeof ctx.db, nivel: 'INFO' | 'ADVERTENCIA', mensaje: Mensaje, c?: { id: number; usuario: string }) =>
    writeAudit(db, { nivel, tipo: 'RECUPERACION', mensaje, referencia: null, ip: ctx.ip, usuario: c?.usuario ?? usuarioOCorreo.slice(0, 50), id_usuario: c?.id ?? null, fecha: ahora });

  const cuentas = await repo.cuentasDe(ctx.db, usuarioOCorreo);
  if (!cuentas.length) await audit(ctx.db, 'ADVERTENCIA', MENSAJES.auditoriaRecuperacionSinCuenta);
  for (const c of cuentas) {
    const motivo =
      c.estado !== 'ACTIVO' ? MENSAJES.auditoriaMotivoCuentaInactiva
      : !c.email ? MENSAJES.auditoriaMotivoSinCorreo
      : excluyeRol1 && c.id_rol === ROLES.SUPERADMIN ? MENSAJES.auditoriaMotivoSuperadmin
      : (await enlacesRecientes(ctx, c.id, 'RECUPERACION', 60)) >= POR_HORA ? MENSAJES.auditoriaMotivoEnlacesRecientes({ n: POR_HORA })
      : null;
    if (motivo) {
      await audit(ctx.db, 'ADVERTENCIA', MENSAJES.auditoriaRecuperacionNoEnviada({ motivo }), c);
      continue;
    }
    const token = await ctx.db.transaction(async (tx) => {
      const t = await crearEnlace(ctx, tx, c.id, 'RECUPERACION', VIGENCIA_MINUTOS);
      await audit(tx, 'INFO', MENSAJES.auditoriaRecuperacionEnviada, c);
      return t;
    });
    void enviarDespues(ctx, correoRecuperacion(c.email!, c.usuario, enlaceA(ctx, 'restablecer', token), VIGENCIA_MINUTOS), log);
  }
  return { ...aviso(MENSAJES.recuperacionSolicitada, 'message') };
}

/** The link's page: a new password, once; every session of the account ends. */
export async function restablecer(ctx: Ctx, token: string, nueva: string): Promise<{ message: string }> {
  const hash = await hashPassword(nueva);
  return ctx.db.transaction(async (tx) => {
    const ahora = ctx.deps.clock();
    const idUsuario = await usarEnlace(ctx, tx, token, 'RECUPERACION');
    const c = idUsuario === null ? undefined : await repo.cuentaPorId(tx, idUsuario);
    if (!c || c.estado !== 'ACTIVO') throw new AppError('VALIDATION', MENSAJES.enlaceInvalido);
    // The rule of 'change password': the new one differs from the current one (the link stays unused).
    if (await verifyPassword(c.contrasena, nueva)) throw new AppError('VALIDATION', MENSAJES.contrasenaIgual, { campos: { newPassword: MENSAJES.contrasenaIgual } });
    await repo.guardarContrasena(tx, c.id, hash, ahora);
    await revokeUserSessions(tx, c.id, ahora);
    await cerrarEnlacesPendientes(ctx, tx, c.id, 'RECUPERACION');
    await writeAudit(tx, { nivel: 'INFO', tipo: 'CONTRASENA_RESTABLECIDA', mensaje: MENSAJES.auditoriaContrasenaRestablecida, referencia: null, ip: ctx.ip, usuario: c.usuario, id_usuario: c.id, fecha: ahora });
    return { ...aviso(MENSAJES.contrasenaRestablecida, 'message') };
  });
}
