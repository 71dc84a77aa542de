import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { carpetaDeResultados } from './resultados.js';

const publicados = fileURLToPath(new URL('../../docs/benchmarks/', import.meta.url));

describe('where a benchmark run writes its figures', () => {
  it('a full run, or one asked to publish, writes the committed docs/benchmarks; a quick run never does', () => {
    expect(carpetaDeResultados(1, false)).toBe(publicados);
    expect(carpetaDeResultados(0.01, true)).toBe(publicados);
    expect(carpetaDeResultados(0.01, false)).not.toBe(publicados);
    expect(carpetaDeResultados(0.01, false)).toMatch(/bench\/resultados\/escala-0\.01\/$/);
  });
});
