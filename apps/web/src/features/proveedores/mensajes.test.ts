// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { falloToken } from './mensajes';

const BASE = 'No se pudo generar token.';

describe('token failure message', () => {
  it('adds the server message after the spec text', () => {
    expect(falloToken(BASE, 'La entidad no existe.')).toBe('No se pudo generar token. La entidad no existe.');
  });

  it('does not repeat the spec text when the server already starts with it', () => {
    expect(falloToken(BASE, 'No se pudo generar token. La entidad no es un proveedor activo.')).toBe('No se pudo generar token. La entidad no es un proveedor activo.');
  });

  it('shows the spec text alone without a server message', () => {
    expect(falloToken(BASE, undefined)).toBe(BASE);
    expect(falloToken(BASE, '  ')).toBe(BASE);
  });
});
