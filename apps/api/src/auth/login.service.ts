import { eq, sql } from 'drizzle-orm';
import { MENSAJES, type LoginResponse } from '@pb/contract';
import type { Deps } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { usuarios } from '../db/schema/index.js';
import { writeAudit } from '../modules/logs/audit.js';
import { parametroNumero } from '../modules/parametros/read.js';
import { burnVerification, verifyPassword } from './passwords.js';
import { bloquear, limpiarIntentos, olvidarIntentos, reservarIntento } from './intentos.js';
import { menuDeRol, permisosDeRol } from './permisos.js';
import { openSession } from './sessions.js';
import { toSessionUser, userRowQuery, type UserRow } from './session-user.js';

/** The three login variants of spec part 1 §2: other users, companies with NIT, producers. */
export type LoginVariant = 'usuario' | 'nit' | 'productor';

export interface LoginInput {
  variant: LoginVariant;
  usuario: string;
  password: string;
  nit?: string;
  ip: string;
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
 * the replies do not tell whether an account exists.
 */
export async function login(deps: Deps, input: LoginInput): Promise<LoginResponse> {
  const { db } = deps.database;
  const now = deps.clock();
  const [row] = await userRowQuery(db).where(sql`lower(${usuarios.usuario}) = lower(${input.usuario})`).limit(1);
  const cuenta = row && matchesVariant(row, input) ? row : null;
  const audit = (nivel: 'INFO' | 'ADVERTENCIA', tipo: string, mensaje: string) =>
    writeAudit(db, { nivel, tipo, mensaje, referencia: `variante=${input.variant}`, ip: input.ip, usuario: input.usuario.slice(0, 50), id_usuario: row?.u.id ?? null, fecha: now });
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
  if (cuenta.u.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta inactiva');
    throw new AppError('FORBIDDEN', MENSAJES.cuentaInactiva);
  }

  const response = await db.transaction(async (tx) => {
    await tx.update(usuarios).set({ ultimo_ingreso: now }).where(eq(usuarios.id, cuenta.u.id));
    const session = await openSession(deps, tx, cuenta.u.id, input.ip, input.userAgent);
    const [menu, permisos] = await Promise.all([menuDeRol(tx, cuenta.r.id), permisosDeRol(tx, cuenta.r.id)]);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'LOGIN', mensaje: 'Ingreso al sistema', referencia: `variante=${input.variant}`, ip: input.ip, usuario: cuenta.u.usuario, id_usuario: cuenta.u.id, fecha: now });
    return { menu, usuario: toSessionUser(cuenta), permisos, token: session.token, redirect: cuenta.u.cambiar_contrasena ? '/account' : '/' };
  });
  await limpiarIntentos(db, now);
  return response;
}
