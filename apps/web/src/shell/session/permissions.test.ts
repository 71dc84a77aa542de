import { describe, expect, it } from 'vitest';
import { canOpen, moduleRouteOf } from './permissions';

describe('canOpen', () => {
  const permisos = { 'usuarios:read': true, 'usuarios:update': true, 'registro-tarjetas:read': true } as const;

  it('uses the path without its slash as the module ruta', () => {
    expect(moduleRouteOf('/registro-tarjetas')).toBe('registro-tarjetas');
    expect(canOpen(permisos, '/usuarios')).toBe(true);
    expect(canOpen(permisos, '/registro-tarjetas')).toBe(true);
  });

  it('refuses a module without read permission', () => {
    expect(canOpen(permisos, '/modulos')).toBe(false);
    expect(canOpen({ 'modulos:update': true }, '/modulos')).toBe(false);
  });

  it('always allows the dashboard and the account page', () => {
    expect(canOpen({}, '/')).toBe(true);
    expect(canOpen(undefined, '/account')).toBe(true);
  });
});
