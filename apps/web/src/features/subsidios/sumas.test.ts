import { describe, expect, it } from 'vitest';
import { centesimas, suma } from './sumas';

describe('the live sums of the distribution dialog', () => {
  it('adds exactly: 33.33 + 33.33 + 33.34 is 100', () => {
    expect(suma(['33.33', '33.33', '33.34'])).toEqual({ texto: '100', completa: true });
    expect(suma(['0.1', '0.2'])).toEqual({ texto: '0.3', completa: false });
  });
  it('counts what is not yet a percentage as nothing', () => {
    expect(centesimas('abc')).toBeNull();
    expect(centesimas('33.')).toBeNull();
    expect(suma(['50', 'abc', ''])).toEqual({ texto: '50', completa: false });
  });
});
