import { and, eq } from 'drizzle-orm';
import { GLOBAL_SCOPE_ROLES, ROLE_DEFINITIONS, parsePermissionKey } from '@pb/contract';
import { requiredKey, type ClientOrKey, type ByReach, type Requirement } from '../core/guard.js';
import { modulos, permisos } from '../db/schema/index.js';
import type { TestApp } from './harness.js';

/** Whether the role's permission row grants the key (for a key per reach, the one of the role's reach), as the guard reads it. */
export async function allowed(t: TestApp, idRol: number, requirement: string | ByReach | ClientOrKey): Promise<boolean> {
  const { ruta, accion } = parsePermissionKey(typeof requirement === 'string' ? requirement : requiredKey(requirement, idRol));
  const [row] = await t.database.db
    .select({ p: permisos, estado: modulos.estado })
    .from(permisos)
    .innerJoin(modulos, eq(modulos.id, permisos.id_modulo))
    .where(and(eq(modulos.ruta, ruta), eq(permisos.id_rol, idRol)));
  return !!row && row.p.activo && row.estado === 'ACTIVO' && row.p[accion];
}

/**
 * The roles a generated test calls an operation as: the first (staff first) that may call it, and
 * for a key per reach also the first scoped role that may, so that both of its paths are probed.
 */
export async function rolesPermitidos(t: TestApp, requirement: Requirement): Promise<number[]> {
  const primero = await rolPermitido(t, requirement);
  if (typeof requirement !== 'object') return primero === null ? [] : [primero];
  const roles = primero === null ? [] : [primero];
  for (const r of ROLE_DEFINITIONS) {
    if (!GLOBAL_SCOPE_ROLES.has(r.id) && (await allowed(t, r.id, requirement))) {
      if (!roles.includes(r.id)) roles.push(r.id);
      break;
    }
  }
  return roles;
}

/** The first role (staff first) that may call an operation with this requirement. */
export async function rolPermitido(t: TestApp, requirement: Requirement): Promise<number | null> {
  for (const r of ROLE_DEFINITIONS) {
    if (requirement === 'authenticated' || requirement === 'public' || (requirement !== 'cliente' && (await allowed(t, r.id, requirement)))) return r.id;
  }
  return null;
}
