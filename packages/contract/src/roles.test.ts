import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SCOPE_ROLES,
  ROL_REGISTRO_EMPLEADOR,
  ROLES,
  ROLE_DEFINITIONS,
  ROLES_ADMINISTRAN_ENTIDADES,
  ROLES_CIUDADANIA,
  ROLES_EMPLEADORES,
  ROLES_FIRMANTES_DEMO,
  ROLES_INTROSPECCION,
  ROLES_TABLERO_PROGRAMA,
  ROLES_VENDEDORES,
  editaSoloValorDeParametro, puedeAsignarRol, puedeDesactivarSuCuenta, puedeModificarUsuarioDeRol } from './roles.js';

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

  it('groups name existing roles only', () => {
    const ids = new Set<number>(ROLE_DEFINITIONS.map((r) => r.id));
    for (const grupo of [GLOBAL_SCOPE_ROLES, ROLES_ADMINISTRAN_ENTIDADES, ROLES_INTROSPECCION, ROLES_FIRMANTES_DEMO, ROLES_TABLERO_PROGRAMA, ROLES_EMPLEADORES, ROLES_VENDEDORES, new Set(ROLES_CIUDADANIA)]) {
      for (const id of grupo) expect(ids.has(id)).toBe(true);
    }
  });

  it('only the programme’s administrators read the GraphQL schema in production and hold the demo’s signing certificates', () => {
    expect([...ROLES_INTROSPECCION].sort()).toEqual([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);
    expect([...ROLES_FIRMANTES_DEMO].sort()).toEqual([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);
  });

  it('public entities and autonomous territories sign in through Ciudadanía Digital', () => {
    expect(ROLES_CIUDADANIA).toEqual([ROLES.ENTIDAD_PUBLICA, ROLES.ETA]);
  });

  it('the dashboard’s three views go to disjoint groups of roles', () => {
    expect([...ROLES_TABLERO_PROGRAMA].sort((a, b) => a - b)).toEqual([ROLES.ADMINISTRADOR, ROLES.CONSULTA]);
    expect([...ROLES_EMPLEADORES].sort((a, b) => a - b)).toEqual([ROLES.EMPLEADOR, ROLES.ENTIDAD_PUBLICA, ROLES.ETA, ROLES.EMPLEADOR_INDEPENDIENTE]);
    expect([...ROLES_VENDEDORES].sort((a, b) => a - b)).toEqual([ROLES.PROVEEDOR, ROLES.CAJERO]);
    for (const id of ROLES_TABLERO_PROGRAMA) expect(ROLES_EMPLEADORES.has(id) || ROLES_VENDEDORES.has(id)).toBe(false);
    for (const id of ROLES_EMPLEADORES) expect(ROLES_VENDEDORES.has(id)).toBe(false);
  });

  it('an employer’s self sign-up creates an employer', () => {
    expect(ROL_REGISTRO_EMPLEADOR).toBe(ROLES.EMPLEADOR);
  });
});
