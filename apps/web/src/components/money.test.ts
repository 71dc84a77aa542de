import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { formatCount, formatDecimal, formatMoney } from './money';

describe('formatMoney', () => {
  afterEach(async () => {
    await i18n.changeLanguage('es');
  });

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

  it('follows the language the user chose: English writes 7,346.94, Aymara the Bolivian way', async () => {
    await i18n.changeLanguage('en');
    expect(formatMoney('7346.94')).toBe('7,346.94');
    expect(formatCount(8000)).toBe('8,000');
    expect(formatDecimal(12.5)).toBe('12.5');
    await i18n.changeLanguage('ay');
    expect(formatMoney('7346.94')).toBe('7.346,94');
    expect(formatCount(8000)).toBe('8.000');
  });
});
