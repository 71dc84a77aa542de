// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@pb/contract';
import { destinoTrasLogin } from './useLogin';

const CAJERO: MenuItem[] = [{ url: '/proveedor', icon: null, label: 'Proveedor', submenu: [{ url: '/ventas', label: 'Ventas', icon: null }] }];
const PROVEEDOR: MenuItem[] = [{ url: '/proveedor', icon: null, label: 'Proveedor', submenu: [{ url: '/productos', label: 'Productos', icon: null }] }];

describe('where the login goes once signed in', () => {
  it("opens the landing's sales destination (decision 043) unless the server names a page", () => {
    expect(destinoTrasLogin('/', '/ventas', CAJERO)).toBe('/ventas');
    expect(destinoTrasLogin('/account', '/ventas', CAJERO)).toBe('/account');
    expect(destinoTrasLogin('/', null, CAJERO)).toBe('/');
    expect(destinoTrasLogin(undefined, null, [])).toBe('/');
  });

  it('goes to the dashboard when the asked page is not in the user\'s menu (it would be refused, issue 32)', () => {
    expect(destinoTrasLogin('/', '/ventas', PROVEEDOR)).toBe('/');
    expect(destinoTrasLogin(undefined, '/productos', PROVEEDOR)).toBe('/productos');
  });

  it('never leaves the site', () => {
    expect(destinoTrasLogin('/', '//evil.example', CAJERO)).toBe('/');
    expect(destinoTrasLogin('/', 'https://evil.example', CAJERO)).toBe('/');
    expect(destinoTrasLogin('https://evil.example', null, CAJERO)).toBe('/');
  });
});
