import { describe, expect, it } from 'vitest';
import { centavosADecimal } from '@pb/contract';
import { cantidadEnviada, montoLinea } from './total';

describe('a sale line’s amount', () => {
  it('prices the quantity in centavos, rounded half up, like the server', () => {
    expect(montoLinea('12.50', '2')).toBe(2500);
    expect(montoLinea('1.00', '1,5')).toBe(150);
    expect(montoLinea('0.33', '0.5')).toBe(17);
    expect(centavosADecimal(2650)).toBe('26.50');
  });
  it('is null for an empty, zero or over-precise quantity', () => {
    expect(montoLinea('1.00', '')).toBeNull();
    expect(montoLinea('1.00', '0')).toBeNull();
    expect(montoLinea('1.00', '1.234')).toBeNull();
  });
});

describe('the quantity a sale sends', () => {
  it('is the typed quantity read as every amount is (issue 32), with a dot', () => {
    expect(cantidadEnviada('1,5')).toBe('1.5');
    expect(cantidadEnviada(' 2 ')).toBe('2');
    expect(cantidadEnviada('1.000,25')).toBe('1000.25');
    expect(cantidadEnviada('1,555')).toBe('1,555');
  });
});
