import { eq, sql } from 'drizzle-orm';
import { MENSAJES, type LoginResponse } from '@pb/contract';
import type { Deps } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { usuarios } from '../db/schema/index.js';
import { writeAudit } from '../modules/logs/audit.js';
import { parametroNumero } from '../modules/parametros/read.js';
import { burnVerification, verifyPassword } from './passwords.js';
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

export async function login(deps: Deps, input: LoginInput): Promise<LoginResponse> {
  const { db } = deps.database;
  const now = deps.clock();
  const [row] = await userRowQuery(db).where(sql`lower(${usuarios.usuario}) = lower(${input.usuario})`).limit(1);
  const audit = (nivel: 'INFO' | 'ADVERTENCIA', tipo: string, mensaje: string) =>
    writeAudit(db, { nivel, tipo, mensaje, referencia: `variante=${input.variant}`, ip: input.ip, usuario: input.usuario.slice(0, 50), id_usuario: row?.u.id ?? null, fecha: now });

  if (!row || !matchesVariant(row, input)) {
    await burnVerification(input.password);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso fallido: usuario desconocido o NIT que no corresponde');
    throw new AppError('UNAUTHENTICATED', MENSAJES.loginInvalido);
  }
  const lockMinutes = await parametroNumero(db, 'TIEMPO_BLOQUEO', 10);
  if (row.u.bloqueado_hasta && row.u.bloqueado_hasta > now) {
    const left = Math.ceil((row.u.bloqueado_hasta.getTime() - now.getTime()) / 60_000);
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta bloqueada');
    throw new AppError('LOCKED', MENSAJES.cuentaBloqueada(left));
  }
  if (!(await verifyPassword(row.u.contrasena, input.password))) {
    const maxAttempts = await parametroNumero(db, 'NRO_MAX_INTENTOS', 3);
    const attempts = row.u.intentos_fallidos + 1;
    const locks = attempts >= maxAttempts;
    await db
      .update(usuarios)
      .set(locks ? { intentos_fallidos: 0, bloqueado_hasta: new Date(now.getTime() + lockMinutes * 60_000) } : { intentos_fallidos: attempts })
      .where(eq(usuarios.id, row.u.id));
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', locks ? `Contraseña incorrecta; cuenta bloqueada por ${lockMinutes} minutos` : 'Contraseña incorrecta');
    if (locks) throw new AppError('LOCKED', MENSAJES.cuentaBloqueada(lockMinutes));
    throw new AppError('UNAUTHENTICATED', MENSAJES.loginInvalido);
  }
  if (row.u.estado !== 'ACTIVO') {
    await audit('ADVERTENCIA', 'LOGIN_FALLIDO', 'Ingreso rechazado: cuenta inactiva');
    throw new AppError('FORBIDDEN', MENSAJES.cuentaInactiva);
  }

  return db.transaction(async (tx) => {
    await tx.update(usuarios).set({ intentos_fallidos: 0, bloqueado_hasta: null, ultimo_ingreso: now }).where(eq(usuarios.id, row.u.id));
    const session = await openSession(deps, tx, row.u.id, input.ip, input.userAgent);
    const [menu, permisos] = await Promise.all([menuDeRol(tx, row.r.id), permisosDeRol(tx, row.r.id)]);
    await writeAudit(tx, { nivel: 'INFO', tipo: 'LOGIN', mensaje: 'Ingreso al sistema', referencia: `variante=${input.variant}`, ip: input.ip, usuario: row.u.usuario, id_usuario: row.u.id, fecha: now });
    return { menu, usuario: toSessionUser(row), permisos, token: session.token, redirect: row.u.cambiar_contrasena ? '/account' : '/' };
  });
}
