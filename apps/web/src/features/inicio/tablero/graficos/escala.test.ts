import { describe, expect, it } from 'vitest';
import { cadaCuantas, marcas } from './escala';

describe("a value axis's ticks", () => {
  it('are round steps from 0 to at least the largest value', () => {
    expect(marcas(8000)).toEqual([0, 2000, 4000, 6000, 8000]);
    expect(marcas(8001)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(marcas(1234.5)).toEqual([0, 500, 1000, 1500]);
    expect(marcas(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('never step below the smallest step (a count is whole) and have an axis with nothing to draw', () => {
    expect(marcas(3, 5, 1)).toEqual([0, 1, 2, 3]);
    expect(marcas(0, 5, 1)).toEqual([0, 1]);
    expect(marcas(0)).toEqual([0, 1]);
    expect(marcas(Number.NaN)).toEqual([0, 1]);
  });
});

describe("a band axis's labels", () => {
  it('are all shown when they fit, every n-th when they would overlap', () => {
    const meses = ['nov. 2026', 'dic. 2026'];
    expect(cadaCuantas(meses, 100)).toBe(1);
    expect(cadaCuantas(meses, 40)).toBe(2);
    expect(cadaCuantas(meses, 0)).toBe(1);
  });
});
