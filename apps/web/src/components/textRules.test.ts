import { describe, expect, it } from 'vitest';
import { textRules } from './textRules';
// The password rule is used on signed-in pages, whose Spanish catalogue (i18n/index.ts) says the server's messages.
import '../i18n';

const t = (key: string, v?: { max: number }) => (v ? `${key}:${v.max}` : key);
const soloDigitos = { valid: (x: string) => /^\d+$/.test(x), message: 'Ingresar solo números' };

describe('textRules', () => {
  it('checks required, then length, then the format on the trimmed text', () => {
    const { validate } = textRules(t, { required: true, maxLength: 5, format: soloDigitos });
    expect(validate('  ')).toBe('validate.required');
    expect(validate('1234567')).toBe('validate.maxLength:5');
    expect(validate('12a')).toBe('Ingresar solo números');
    expect(validate(' 123 ')).toBe(true);
  });

  it('leaves an empty optional field alone: the format applies only to a text there is', () => {
    const { validate } = textRules(t, { maxLength: 5, format: soloDigitos });
    expect(validate('')).toBe(true);
    expect(validate('x')).toBe('Ingresar solo números');
  });
});

describe('formatoContrasena', () => {
  it('is the contract’s rule: 8 characters with letters and digits, with its message', async () => {
    const { formatoContrasena } = await import('./formatoContrasena');
    const { TEXTOS } = await import('@pb/contract/mensajes');
    const { validate } = textRules(t, { required: true, maxLength: 50, format: formatoContrasena() });
    expect(validate('abc')).toBe(TEXTOS.contrasenaDebil);
    expect(validate('abcdefgh')).toBe(TEXTOS.contrasenaDebil);
    expect(validate('12345678')).toBe(TEXTOS.contrasenaDebil);
    expect(validate('clave2026')).toBe(true);
  });
});
