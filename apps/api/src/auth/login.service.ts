import { MENSAJES, type LoginResponse } from '@pb/contract';
import type { Ctx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { writeAudit } from '../modules/logs/audit.js';
import { parametroNumero } from '../modules/parametros/read.js';
import { burnVerification, verifyPassword } from './passwords.js';
import { menuDeRol, permisosDeRol } from './permisos.js';
import { openSession } from './sessions.js';
import { toSessionUser } from './session-user.js';
import { bloquear, limpiarIntentos, marcarIngreso, olvidarIntentos, reservarIntento, usuarioPorNombre, type UserRow } from './repository.js';

/** The three login variants of spec part 1 §2: other users, companies with NIT, producers; and the public entities' single sign-on. */
export type LoginVariant = 'usuario' | 'nit' | 'productor' | 'ciudadania';

export interface LoginInput {
  variant: LoginVariant;
  usuario: string;
  password: string;
  nit?: string;
  userAgent?: string;
}

function matchesVariant(row: UserRow, input: LoginInput): boolean {
  if (input.variant === 'usuario') return true;
  if (!row.e?.nit || row.e.nit !== input.nit) return false;
  return input.variant === 'nit' || row.e.proveedor;
}

/**
 * Every attempt is counted against the typed name before its password is checked (auth/intentos.ts),
 * and an unknown name, a NIT that does not match and a wrong password are answered and counted alike:
 * the replies do not tell whether an account exists. A failed attempt is counted and audited
 * although nothing else is written; a successful one writes its session and audit row together.
 */
export async function login(ctx: Ctx, input: LoginInput): Promise<LoginResponse> {
  const { db, deps, ip } = ctx;
  const now = deps.clock();
  const row = await usuarioPorNombre(db, input.usuario);
  const cuenta = row && matchesVariant(row, input) ? row : null;
  const audit = (nivel: 'INFO' | 'ADVERTENCIA', tipo: string, mensaje: string) =>
    writeAudit(db, { nivel, tipo, mensaje, referencia: `variante=${input.variant}`, ip, usuario: input.usuario.slice(0, 50), id_usuario: row?.u.id ?? null, fecha: now });
  const lockMinutes = await parametroNumero(db, 'TIEMPO_BLOQUEO', 10);
  const maxAttempts = await parametroNumero(db, 'NRO_MAX_INTENTOS', 3);
  const bloquearAhora = async (motivo: string): Promise<never> => {
    await bloquear(db, input.usuario, now, new Date(now.getTime() + lockMinutes * 60_000));
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', `${motivo}; cuenta bloqueada por ${lockMinutes} minutos`);
    throw new AppError('LOCKED', MENSAJES.cuentaBloqueada(lockMinutes));
  };

  const reserva = await reservarIntento(db, input.usuario, now);
  if ('bloqueadoHasta' in reserva) {
    const left = Math.ceil((reserva.bloqueadoHasta.getTime() - now.getTime()) / 60_000);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta bloqueada');
    throw new AppError('LOCKED', MENSAJES.cuentaBloqueada(left));
  }
  // Parallel attempts beyond the allowance lock the name without a password check.
  if (reserva.numero > maxAttempts) return bloquearAhora('Demasiados intentos simultáneos');

  const valida = cuenta ? await verifyPassword(cuenta.u.contrasena, input.password) : (await burnVerification(input.password), false);
  if (!cuenta || !valida) {
    const motivo = cuenta ? 'Contraseña incorrecta' : 'Ingreso fallido: usuario desconocido o NIT que no corresponde';
    if (reserva.numero >= maxAttempts) return bloquearAhora(motivo);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', motivo);
    throw new AppError('UNAUTHENTICATED', MENSAJES.loginInvalido);
  }
  await olvidarIntentos(db, input.usuario);
  // A self sign-up waits for its e-mail confirmation (decision 036).
  if (cuenta.u.estado === 'PENDIENTE') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta pendiente de confirmación');
    throw new AppError('FORBIDDEN', MENSAJES.cuentaPendiente);
  }
  if (cuenta.u.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta inactiva');
    throw new AppError('FORBIDDEN', MENSAJES.cuentaInactiva);
  }
  if (cuenta.e && cuenta.e.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: entidad inactiva');
    throw new AppError('FORBIDDEN', MENSAJES.entidadInactiva);
  }

  const { response } = await abrirIngreso(ctx, cuenta, input.variant, input.userAgent);
  await limpiarIntentos(db, now);
  return response;
}

/**
 * The session and the login response of an account already verified and allowed in, with its LOGIN
 * audit row, in one transaction: the same for every way in (a password, Ciudadanía Digital).
 */
export async function abrirIngreso(ctx: Ctx, cuenta: UserRow, variante: LoginVariant, userAgent: string | undefined): Promise<{ response: LoginResponse; sessionId: string }> {
  const { ip } = ctx;
  const now = ctx.deps.clock();
  return ctx.db.transaction(async (tx) => {
    await marcarIngreso(tx, cuenta.u.id, now);
    const session = await openSession({ ...ctx, db: tx }, cuenta.u.id, ip, userAgent);
    const [menu, permisos] = await Promise.all([menuDeRol(tx, cuenta.r.id), permisosDeRol(tx, cuenta.r.id)]);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'LOGIN', mensaje: 'Ingreso al sistema', referencia: `variante=${variante}`, ip, usuario: cuenta.u.usuario, id_usuario: cuenta.u.id, fecha: now });
    const response = { menu, usuario: toSessionUser(cuenta), permisos, token: session.token, redirect: cuenta.u.cambiar_contrasena ? '/account' : '/' };
    return { response, sessionId: session.id };
  });
}
