// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { destinoTrasLogin } from './useLogin';

describe('where the login goes once signed in', () => {
  it("opens the landing's sales destination (decision 043) unless the server names a page", () => {
    expect(destinoTrasLogin('/', '/ventas')).toBe('/ventas');
    expect(destinoTrasLogin('/account', '/ventas')).toBe('/account');
    expect(destinoTrasLogin('/', null)).toBe('/');
    expect(destinoTrasLogin(undefined, null)).toBe('/');
  });

  it('never leaves the site', () => {
    expect(destinoTrasLogin('/', '//evil.example')).toBe('/');
    expect(destinoTrasLogin('/', 'https://evil.example')).toBe('/');
    expect(destinoTrasLogin('https://evil.example', null)).toBe('/');
  });
});
