import { type LoginResponse } from '@pb/contract';
import { MENSAJES, type Mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { writeAudit } from '../modules/logs/audit.js';
import { parametroNumero } from '../modules/parametros/read.js';
import { burnVerification, verifyPassword } from './passwords.js';
import { menuDeRol, permisosDeRol } from './permisos.js';
import { openSession } from './sessions.js';
import { toSessionUser } from './session-user.js';
import { bloquear, demorar, devolverIntento, devolverTurno, limpiarIntentos, marcarIngreso, olvidarIntentos, reservarIntento, reservarTurno, usuarioPorNombre, type ReglasDemora, type UserRow } from './repository.js';

/**
 * The account-wide slow-down (decision 046): past 10 failures from every address together, an
 * address that has failed waits 2, 4, 8… seconds (at most 5 minutes) between attempts; and at most
 * 50 failures in an hour-long window, from any address, so never more than 100 in any hour (ASVS
 * 4.0.3 V2.2.1).
 */
export const DEMORA: ReglasDemora = { desde: 10, maximaSegundos: 300, porVentana: 50 };

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
 * Every attempt is counted against the typed name and the client's address before its password is
 * checked, and an unknown name, a NIT that does not match and a wrong password are answered and
 * counted alike: the replies do not tell whether an account exists. NRO_MAX_INTENTOS failures from
 * one address lock that address for the name (423); the name's failures from every address slow
 * down the addresses that failed (429) but not a fresh one, within an hourly ceiling for all
 * (decision 046). A failed attempt is counted and audited although nothing else is written; a
 * successful one writes its session and audit row together.
 */
export async function login(ctx: Ctx, input: LoginInput): Promise<LoginResponse> {
  const { db, deps, ip } = ctx;
  const now = deps.clock();
  const row = await usuarioPorNombre(db, input.usuario);
  const cuenta = row && matchesVariant(row, input) ? row : null;
  const audit = (nivel: 'INFO' | 'ADVERTENCIA', tipo: string, mensaje: Mensaje) =>
    writeAudit(db, { nivel, tipo, mensaje, referencia: `variante=${input.variant}`, ip, usuario: input.usuario.slice(0, 50), id_usuario: row?.u.id ?? null, fecha: now });
  const lockMinutes = await parametroNumero(db, 'TIEMPO_BLOQUEO', 10);
  const maxAttempts = await parametroNumero(db, 'NRO_MAX_INTENTOS', 3);
  const bloquearAhora = async (motivo: Mensaje): Promise<never> => {
    await bloquear(db, input.usuario, ip, now, new Date(now.getTime() + lockMinutes * 60_000));
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaBloqueo({ motivo, minutos: lockMinutes }));
    throw new AppError('LOCKED', MENSAJES.cuentaBloqueada({ minutos: lockMinutes }));
  };

  const reserva = await reservarIntento(db, input.usuario, ip, now);
  if ('bloqueadoHasta' in reserva) {
    const left = Math.ceil((reserva.bloqueadoHasta.getTime() - now.getTime()) / 60_000);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaRechazoBloqueada);
    throw new AppError('LOCKED', MENSAJES.cuentaBloqueada({ minutos: left }));
  }
  // Parallel attempts beyond the allowance lock the pair without a password check.
  if (reserva.numero > maxAttempts) return bloquearAhora(MENSAJES.auditoriaIntentosSimultaneos);

  const turno = await reservarTurno(db, input.usuario, reserva.fresca, now, DEMORA);
  if ('esperarHasta' in turno) {
    await devolverIntento(db, input.usuario, ip);
    const segundos = Math.max(1, Math.ceil((turno.esperarHasta.getTime() - now.getTime()) / 1000));
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaDemora({ segundos }));
    // A wait of minutes (the hourly ceiling) is said in minutes.
    throw new AppError('RATE_LIMITED', segundos > 120 ? MENSAJES.cuentaBloqueada({ minutos: Math.ceil(segundos / 60) }) : MENSAJES.ingresoDemorado({ segundos }));
  }

  const valida = cuenta ? await verifyPassword(cuenta.u.contrasena, input.password) : (await burnVerification(input.password), false);
  if (!cuenta || !valida) {
    const motivo = cuenta ? MENSAJES.auditoriaContrasenaIncorrecta : MENSAJES.auditoriaUsuarioDesconocido;
    if (reserva.fresca) await demorar(db, input.usuario, now, DEMORA);
    if (reserva.numero >= maxAttempts) return bloquearAhora(motivo);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', motivo);
    throw new AppError('UNAUTHENTICATED', MENSAJES.loginInvalido);
  }
  await olvidarIntentos(db, input.usuario, ip);
  await devolverTurno(db, input.usuario);
  // A self sign-up waits for its e-mail confirmation (decision 036).
  if (cuenta.u.estado === 'PENDIENTE') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaRechazoPendiente);
    throw new AppError('FORBIDDEN', MENSAJES.cuentaPendiente);
  }
  if (cuenta.u.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaRechazoInactiva);
    throw new AppError('FORBIDDEN', MENSAJES.cuentaInactiva);
  }
  if (cuenta.e && cuenta.e.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', MENSAJES.auditoriaRechazoEntidadInactiva);
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
    await writeAudit(tx, { nivel: 'INFO', tipo: 'LOGIN', mensaje: MENSAJES.auditoriaIngreso, referencia: `variante=${variante}`, ip, usuario: cuenta.u.usuario, id_usuario: cuenta.u.id, fecha: now });
    const response = { menu, usuario: toSessionUser(cuenta), permisos, token: session.token, redirect: cuenta.u.cambiar_contrasena ? '/account' : '/' };
    return { response, sessionId: session.id };
  });
}
