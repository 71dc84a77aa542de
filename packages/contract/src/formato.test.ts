import { describe, expect, it } from 'vitest';
import { formatoBs, formatoDecimal, formatoEntero, formatoMonto, formatoPorcentaje } from './formato.js';

describe('formatoMonto', () => {
  it.each([
    ['32.50', 'es', '32,50'],
    ['1864.98', 'es', '1.864,98'],
    ['1234.5', 'ay', '1.234,50'],
    ['1000000', 'es', '1.000.000,00'],
    ['0.05', 'es', '0,05'],
    ['7346.94', 'en', '7,346.94'],
    ['-15.00', 'es', '-15,00'],
    ['+2500.00', 'es', '+2.500,00'],
  ])('%s in %s is %s', (decimal, idioma, texto) => {
    expect(formatoMonto(decimal, idioma)).toBe(texto);
  });
  it('keeps the centavos of the largest amounts exact (no float)', () => {
    expect(formatoMonto('999999999999.99')).toBe('999.999.999.999,99');
  });
  it('leaves what is not an amount as it came', () => {
    expect(formatoMonto(null)).toBe('');
    expect(formatoMonto('abc')).toBe('abc');
  });
});

describe('formatoBs', () => {
  it('writes the currency before the amount formatoMonto writes', () => {
    expect(formatoBs('151')).toBe('Bs 151,00');
    expect(formatoBs('1864.98')).toBe('Bs 1.864,98');
    expect(formatoBs('7346.94', 'en')).toBe('Bs 7,346.94');
  });
});

describe('formatoEntero', () => {
  it('groups thousands the way of each language, and a count is whole', () => {
    expect(formatoEntero(8000)).toBe('8.000');
    expect(formatoEntero(8000, 'en')).toBe('8,000');
    expect(formatoEntero(1234567, 'ay')).toBe('1.234.567');
    expect(formatoEntero(0.5)).toBe('1');
    expect(formatoEntero(999)).toBe('999');
  });
});

describe('formatoDecimal and formatoPorcentaje', () => {
  it('write only the decimals there are', () => {
    expect(formatoDecimal(12.5)).toBe('12,5');
    expect(formatoDecimal(12.5, 'en')).toBe('12.5');
    expect(formatoDecimal(15)).toBe('15');
    expect(formatoDecimal(1500.25)).toBe('1.500,25');
    expect(formatoPorcentaje(12.5)).toBe('12,5 %');
    expect(formatoPorcentaje(12.5, 'en')).toBe('12.5%');
  });
});
