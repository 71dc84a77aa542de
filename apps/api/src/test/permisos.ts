import { and, eq } from 'drizzle-orm';
import { ROLE_DEFINITIONS, parsePermissionKey } from '@pb/contract';
import type { Requirement } from '../core/guard.js';
import { modulos, permisos } from '../db/schema/index.js';
import type { TestApp } from './harness.js';

/** Whether the role's permission row grants the key, as the guard reads it. */
export async function allowed(t: TestApp, idRol: number, key: string): Promise<boolean> {
  const { ruta, accion } = parsePermissionKey(key);
  const [row] = await t.database.db
    .select({ p: permisos, estado: modulos.estado })
    .from(permisos)
    .innerJoin(modulos, eq(modulos.id, permisos.id_modulo))
    .where(and(eq(modulos.ruta, ruta), eq(permisos.id_rol, idRol)));
  return !!row && row.p.activo && row.estado === 'ACTIVO' && row.p[accion];
}

/** The first role (staff first) that may call an operation with this requirement. */
export async function rolPermitido(t: TestApp, requirement: Requirement): Promise<number | null> {
  for (const r of ROLE_DEFINITIONS) {
    if (requirement === 'authenticated' || requirement === 'public' || (requirement !== 'cliente' && (await allowed(t, r.id, requirement)))) return r.id;
  }
  return null;
}
