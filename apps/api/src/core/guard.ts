import { GLOBAL_SCOPE_ROLES, parsePermissionKey, type PermissionKey } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import { AppError } from './errors.js';
import type { AuthUser, Ctx } from './context.js';

/**
 * A key that depends on the caller's reach (decision 017): programme staff, who reach every entity,
 * need `programa`; a user scoped to one entity needs `entidad`. One call then serves, for example,
 * the programme's foods (`alimentos:create`) and a provider's own products (`productos:create`).
 */
export interface ByReach {
  programa: PermissionKey;
  entidad: PermissionKey;
  /**
   * A role whose screens carry their own key (ROUTES.md): the independent employer changes its
   * workers' mobiles under `beneficiariaIndependiente:update`, the employers under `beneficiarias:update`.
   */
  porRol?: Partial<Record<number, PermissionKey>>;
}

/**
 * A provider's API token (ctx.cliente) or a session whose role has the key (issue 17): a provider's
 * system and its cashier call the same sales API. A bearer that is an API token is a client.
 */
export interface ClientOrKey {
  clienteO: PermissionKey;
}

/**
 * What an operation needs: a permission key (or one per reach), any signed-in user, nobody
 * (public), a provider system's API token (cliente), or either of the last and a key (ClientOrKey).
 */
export type Requirement = PermissionKey | ByReach | ClientOrKey | 'authenticated' | 'public' | 'cliente';

/** The key a caller of this role needs for a requirement that names one. */
export function requiredKey(requirement: PermissionKey | ByReach | ClientOrKey, idRol: number): PermissionKey {
  if (typeof requirement === 'string') return requirement;
  if ('clienteO' in requirement) return requirement.clienteO;
  const propia = requirement.porRol?.[idRol];
  if (propia) return propia;
  return GLOBAL_SCOPE_ROLES.has(idRol) ? requirement.programa : requirement.entidad;
}

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', MENSAJES.sesionExpirada);
  return ctx.user;
}

export function can(user: AuthUser, key: PermissionKey): boolean {
  return user.permisos[key] === true;
}

/** Refuses with NOT_AUTHORIZED:<ACCION> unless the caller's role has the key (CONTRACT.md "Errors"). */
export function authorize(ctx: Ctx, requirement: Requirement): AuthUser | null {
  if (requirement === 'public' || requirement === 'cliente') return ctx.user;
  if (typeof requirement === 'object' && 'clienteO' in requirement && ctx.cliente) return null;
  const user = requireUser(ctx);
  if (requirement === 'authenticated') return user;
  const key = requiredKey(requirement, user.id_rol);
  if (!can(user, key)) {
    const { accion } = parsePermissionKey(key);
    throw AppError.notAuthorized(accion);
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
