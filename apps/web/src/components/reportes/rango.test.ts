import { describe, expect, it } from 'vitest';
import { diaSiguiente } from './rango';

describe('diaSiguiente', () => {
  it('sends the end date plus one day, across months, years and leap days', () => {
    expect(diaSiguiente('2026-11-24')).toBe('2026-11-25');
    expect(diaSiguiente('2026-11-30')).toBe('2026-12-01');
    expect(diaSiguiente('2026-12-31')).toBe('2027-01-01');
    expect(diaSiguiente('2028-02-28')).toBe('2028-02-29');
  });
});
