import { describe, expect, it } from 'vitest';
import { bytesFromBase64 } from '../../api/download';
import { documento, nombrePlanillaSugerido } from './api';

describe('the beneficiaries import in the browser', () => {
  it("suggests 'PLANILLA <year>-<month>' of the day in Bolivia (UTC−4)", () => {
    expect(nombrePlanillaSugerido(new Date('2026-11-22T12:00:00Z'))).toBe('PLANILLA 2026-11');
    // 02:00 on 1 December in UTC is still 30 November in La Paz.
    expect(nombrePlanillaSugerido(new Date('2026-12-01T02:00:00Z'))).toBe('PLANILLA 2026-11');
    expect(nombrePlanillaSugerido(new Date('2027-01-01T04:00:00Z'))).toBe('PLANILLA 2027-01');
  });

  it('writes a document with its complemento', () => {
    expect(documento('1234567', '1A')).toBe('1234567-1A');
    expect(documento('1234567', null)).toBe('1234567');
  });

  it('decodes base64 in chunks of 512 characters into the same bytes', () => {
    const bytes = Uint8Array.from({ length: 2000 }, (_, i) => (i * 37) % 256);
    const base64 = btoa(String.fromCharCode(...bytes));
    expect(base64.length).toBeGreaterThan(512 * 4);
    expect(bytesFromBase64(base64)).toEqual(bytes);
    expect(bytesFromBase64('')).toEqual(new Uint8Array(0));
  });
});
