import { describe, expect, it } from 'vitest';
import { bonoDe } from './bono';

describe('bonoDe', () => {
  it('is the percentage of the total rounded half up at the half centavo', () => {
    expect(bonoDe('1.10', 15)).toBe('0.17'); // 0.165
    expect(bonoDe('0.10', 15)).toBe('0.02'); // 0.015
    expect(bonoDe('3000.50', 15)).toBe('450.08'); // 450.075
    expect(bonoDe(' 2000 ', 15)).toBe('300.00');
  });

  it('reads the total with a decimal comma as the screens show it (issue 32)', () => {
    expect(bonoDe('2500,50', 15)).toBe('375.08'); // 375.075
    expect(bonoDe('2.500,50', 15)).toBe('375.08');
  });

  it('is nothing while the total is not an amount or the percentage is unknown', () => {
    for (const malo of ['', '12,555', '1.234', 'abc', '-3']) expect(bonoDe(malo, 15)).toBeNull();
    expect(bonoDe('100', undefined)).toBeNull();
  });
});
