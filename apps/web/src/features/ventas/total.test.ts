import { describe, expect, it } from 'vitest';
import { centavosADecimal } from '@pb/contract/valores';
import { montoLinea } from './total';

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

