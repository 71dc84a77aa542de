import { describe, expect, it } from 'vitest';
import { porcentajeDe } from './dinero.js';

describe('porcentajeDe', () => {
  it('is the bonus of DOMAIN.md §4: aguinaldo × 15 / 100, rounded half up to the centavo', () => {
    expect(porcentajeDe(425050, 1500)).toBe(63758); // 4250.50 × 15 % = 637.575 → 637.58
    expect(porcentajeDe(100, 1500)).toBe(15);
    expect(porcentajeDe(3, 1500)).toBe(0); // 0.0045 Bs → 0.00
    expect(porcentajeDe(10, 1500)).toBe(2); // 0.015 → 0.02 (half up)
    expect(porcentajeDe(0, 1500)).toBe(0);
  });
  it('stays exact on the largest amounts a numeric(14,2) holds', () => {
    expect(porcentajeDe(99_999_999_999_999, 1500)).toBe(15_000_000_000_000);
  });
  it('refuses a negative or fractional input', () => {
    expect(() => porcentajeDe(-1, 1500)).toThrow(RangeError);
    expect(() => porcentajeDe(1.5, 1500)).toThrow(RangeError);
  });
});
