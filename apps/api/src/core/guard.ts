import { GLOBAL_SCOPE_ROLES, parsePermissionKey, type PermissionKey } from '@pb/contract';
import { AppError } from './errors.js';
import type { AuthUser, Ctx } from './context.js';

/**
 * What an operation needs: a permission key, any signed-in user, nobody (public), or a provider
 * system's API token (cliente).
 */
export type Requirement = PermissionKey | 'authenticated' | 'public' | 'cliente';

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Su sesión ha expirado, ingrese nuevamente.');
  return ctx.user;
}

export function can(user: AuthUser, key: PermissionKey): boolean {
  return user.permisos[key] === true;
}

/** Refuses with NOT_AUTHORIZED:<ACCION> unless the caller's role has the key (CONTRACT.md "Errors"). */
export function authorize(ctx: Ctx, requirement: Requirement): AuthUser | null {
  if (requirement === 'public' || requirement === 'cliente') return ctx.user;
  const user = requireUser(ctx);
  if (requirement === 'authenticated') return user;
  if (!can(user, requirement)) {
    const { accion } = parsePermissionKey(requirement);
    throw new AppError('NOT_AUTHORIZED', `NOT_AUTHORIZED:${accion.toUpperCase()}`);
  }
  return user;
}

/**
 * Record scope: the entity whose rows the caller may reach, or null for staff roles that reach all.
 * A scoped caller's miss is answered "not found", never "forbidden".
 */
export function entidadScope(user: AuthUser): number | null {
  if (GLOBAL_SCOPE_ROLES.has(user.id_rol)) return null;
  // A scoped user without an entity reaches nothing: -1 matches no row.
  return user.id_entidad ?? -1;
}
