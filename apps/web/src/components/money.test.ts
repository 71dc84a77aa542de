import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['32.50', '32,50'],
    ['1234.5', '1.234,50'],
    ['1000000', '1.000.000,00'],
    ['0.05', '0,05'],
  ])('%s is %s', (decimal, texto) => {
    expect(formatMoney(decimal)).toBe(texto);
  });

  it('leaves what is not an amount as it is', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('abc');
  });
});
