import { describe, expect, it } from 'vitest';
import { numeroTransaccion } from './transaccion';

describe('numeroTransaccion', () => {
  it('is the Bolivian day and 8 characters a person can read out, different each sale', () => {
    // 02:00 UTC of the 28th is still the 27th in Bolivia.
    const n = numeroTransaccion(new Date('2026-11-28T02:00:00Z'));
    expect(n).toMatch(/^V-20261127-[0-9A-HJKMNP-TV-Z]{8}$/);
    const muchos = new Set(Array.from({ length: 200 }, () => numeroTransaccion()));
    expect(muchos.size).toBe(200);
  });
});
