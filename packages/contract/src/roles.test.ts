import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_DEFINITIONS, ROLES_ADMINISTRAN_ENTIDADES, editaSoloValorDeParametro, puedeAsignarRol, puedeDesactivarSuCuenta, puedeModificarUsuarioDeRol } from './roles.js';

/** The role rules the server enforces and the browser follows (one definition for both). */
describe('role rules', () => {
  it('only the superadministrator changes more than a parameter’s value', () => {
    expect(ROLE_DEFINITIONS.filter((r) => !editaSoloValorDeParametro(r.id)).map((r) => r.id)).toEqual([ROLES.SUPERADMIN]);
  });

  it('the superadministrator role is given only by a superadministrator; a scoped caller gives only its own role', () => {
    expect(puedeAsignarRol(ROLES.SUPERADMIN, ROLES.SUPERADMIN)).toBe(true);
    expect(puedeAsignarRol(ROLES.ADMINISTRADOR, ROLES.SUPERADMIN)).toBe(false);
    expect(puedeAsignarRol(ROLES.ADMINISTRADOR, ROLES.CAJERO)).toBe(true);
    expect(puedeAsignarRol(ROLES.EMPLEADOR, ROLES.EMPLEADOR)).toBe(true);
    expect(puedeAsignarRol(ROLES.EMPLEADOR, ROLES.CAJERO)).toBe(false);
    expect(puedeAsignarRol(ROLES.PROVEEDOR, ROLES.SUPERADMIN)).toBe(false);
  });

  it('a superadministrator’s account is changed only by a superadministrator, who cannot deactivate their own', () => {
    expect(puedeModificarUsuarioDeRol(ROLES.ADMINISTRADOR, ROLES.SUPERADMIN)).toBe(false);
    expect(puedeModificarUsuarioDeRol(ROLES.SUPERADMIN, ROLES.SUPERADMIN)).toBe(true);
    expect(puedeModificarUsuarioDeRol(ROLES.EMPLEADOR, ROLES.EMPLEADOR)).toBe(true);
    expect(ROLE_DEFINITIONS.filter((r) => !puedeDesactivarSuCuenta(r.id)).map((r) => r.id)).toEqual([ROLES.SUPERADMIN]);
  });

  it('the programme’s two administrators administer every entity', () => {
    expect([...ROLES_ADMINISTRAN_ENTIDADES].sort()).toEqual([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);
  });
});
