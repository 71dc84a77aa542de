import { ROLES, puedeAsignarRol, puedeModificarUsuarioDeRol } from '@pb/contract';
import { MENSAJES, mensaje as mensajeDe, type Mensaje } from '@pb/contract/mensajes';
import type { AuthUser } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/** A VALIDATION error on one field, shaped like the ones the shared schemas produce. */
export function campoInvalido(campo: string, mensaje: Mensaje = MENSAJES.invalid): AppError {
  return new AppError('VALIDATION', mensajeDe('enCampo', { campo: { campo }, mensaje }), { campos: { [campo]: mensaje } });
}

/** Who may give which role (the contract's rule, which the browser's role list follows too). */
export function verificarRolAsignable(quien: AuthUser, idRol: number): void {
  if (puedeAsignarRol(quien.id_rol, idRol)) return;
  throw new AppError('FORBIDDEN', idRol === ROLES.SUPERADMIN ? MENSAJES.soloSuperadminAsigna : MENSAJES.soloPropioRol);
}

/** A superadministrator's account is changed or removed only by a superadministrator. */
export function verificarProtegido(quien: AuthUser, objetivo: { id_rol: number }): void {
  if (!puedeModificarUsuarioDeRol(quien.id_rol, objetivo.id_rol)) throw new AppError('FORBIDDEN', MENSAJES.soloSuperadminModifica);
}

/** Nobody deactivates or changes the role of themselves (spec part 1 §4). */
export function verificarAutoEdicion(quien: AuthUser, objetivo: { id: number; id_rol: number }, cambios: { estado?: string; id_rol?: number }): void {
  if (quien.id !== objetivo.id) return;
  if (cambios.estado === 'INACTIVO') throw new AppError('FORBIDDEN', MENSAJES.noAutoInactivar);
  if (cambios.id_rol !== undefined && cambios.id_rol !== objetivo.id_rol) throw new AppError('FORBIDDEN', MENSAJES.noAutoRol);
}

/**
 * Role, entity and branch must exist, and the branch must belong to the user's entity. A field left
 * undefined is not being changed and is not checked.
 */
export async function verificarReferencias(
  db: Executor,
  r: { id_rol?: number; id_entidad?: number | null; sucursal?: { id: number | null; id_entidad: number | null } },
) {
  if (r.id_rol !== undefined && !(await repo.existeRol(db, r.id_rol))) throw campoInvalido('id_rol');
  if (r.id_entidad === null) throw campoInvalido('id_entidad', MENSAJES.required);
  if (r.id_entidad !== undefined && !(await repo.existeEntidad(db, r.id_entidad))) throw campoInvalido('id_entidad');
  const s = r.sucursal;
  if (s && s.id !== null && (await repo.entidadDeSucursal(db, s.id)) !== s.id_entidad) throw campoInvalido('id_sucursal');
}

export async function verificarNombreLibre(db: Executor, usuario: string, exceptoId?: number) {
  if (await repo.nombreUsado(db, usuario, exceptoId)) throw new AppError('CONFLICT', MENSAJES.usuarioDuplicado, { campos: { usuario: MENSAJES.usuarioDuplicado } });
}
