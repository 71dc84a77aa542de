import { describe, expect, it } from 'vitest';
import { claveZod } from '../mensajes/mensaje.js';
import { centavosADecimal, decimalACentavos } from '../dinero.js';
import { alimentoAddSchema, alimentoEditSchema, grupoAddSchema, grupoEditSchema, montoCentavos, productoAddSchema, productoEditSchema } from './catalogo.js';

const mensaje = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('precio: digits with an optional decimal dot or comma, in centavos (spec part 2 §5, issue 32)', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 7.50 ', 750],
    ['0.01', 1],
    ['999999999999.99', 99_999_999_999_999],
    ['12,50', 1250],
    ['1.500,50', 150050],
  ])('%j is %d centavos', (texto, centavos) => {
    expect(montoCentavos.parse(texto)).toBe(centavos);
  });

  it.each(['abc', '1e309', '-5', '+5', '.5', '5.', '1 000', 'Infinity', 'NaN', '0x10'])('%j: only digits separated by a dot', (texto) => {
    expect(mensaje(montoCentavos.safeParse(texto))).toBe(claveZod('soloNumerosPunto'));
  });

  it('more than two decimals or twelve whole digits is said', () => {
    expect(mensaje(montoCentavos.safeParse('12.345'))).toBe(claveZod('montoCifras'));
    expect(mensaje(montoCentavos.safeParse('100,005'))).toBe(claveZod('montoCifras'));
    expect(mensaje(montoCentavos.safeParse('1234567890123'))).toBe(claveZod('montoCifras'));
    expect(mensaje(montoCentavos.safeParse('1234567890123456'))).toBe(claveZod('maxLength', { max: 15 }));
  });

  it('zero is not a price; missing is required; a number is not text', () => {
    expect(mensaje(montoCentavos.safeParse('0.00'))).toBe(claveZod('montoValido'));
    for (const v of ['', '  ', undefined, null]) expect(mensaje(montoCentavos.safeParse(v))).toBe(claveZod('required'));
    expect(montoCentavos.safeParse(12.5).success).toBe(false);
  });

  it('centavos and decimal text turn into each other without floating point', () => {
    expect(centavosADecimal(1205)).toBe('12.05');
    expect(centavosADecimal(5)).toBe('0.05');
    expect(centavosADecimal(99_999_999_999_999)).toBe('999999999999.99');
    expect(decimalACentavos('0.1')).toBe(10);
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in centavos it is exact.
    expect(centavosADecimal(decimalACentavos('0.1') + decimalACentavos('0.2'))).toBe('0.30');
    expect(() => centavosADecimal(1.5)).toThrow();
  });
});

describe('food group form', () => {
  it('nombre required, max 150, upper case; sigla upper case; descripción max 300', () => {
    expect(grupoAddSchema.parse({ nombre: ' lácteos ', sigla: 'lac', descripcion: '' })).toEqual({ nombre: 'LÁCTEOS', sigla: 'LAC', descripcion: null });
    expect(mensaje(grupoAddSchema.safeParse({ nombre: '' }))).toBe(claveZod('required'));
    expect(mensaje(grupoAddSchema.safeParse({ nombre: 'x'.repeat(151) }))).toBe(claveZod('maxLength', { max: 150 }));
    expect(mensaje(grupoAddSchema.safeParse({ nombre: 'X', descripcion: 'x'.repeat(301) }))).toBe(claveZod('maxLength', { max: 300 }));
    expect(grupoAddSchema.safeParse({ nombre: 'X', descripcion: 'x'.repeat(300) }).success).toBe(true);
  });

  it('the toggle goes to ACTIVO or INACTIVO, never back to CREADO', () => {
    expect(grupoEditSchema.parse({ estado: 'ACTIVO' })).toEqual({ estado: 'ACTIVO' });
    expect(grupoEditSchema.safeParse({ estado: 'CREADO' }).success).toBe(false);
  });
});

describe('food and product forms', () => {
  const base = { nombre: 'arroz', unidad: 'kilogramo', id_grupo_alimenticio: '3' };

  it('a food: nombre, unidad and group required; no price and no owner', () => {
    expect(alimentoAddSchema.parse(base)).toMatchObject({ nombre: 'ARROZ', unidad: 'KILOGRAMO', id_grupo_alimenticio: 3 });
    for (const campo of ['nombre', 'unidad', 'id_grupo_alimenticio']) {
      const r = alimentoAddSchema.safeParse({ ...base, [campo]: '' });
      expect(r.error?.issues[0]?.path).toEqual([campo]);
      expect(mensaje(r)).toBe(claveZod('required'));
    }
    expect(mensaje(alimentoAddSchema.safeParse({ ...base, unidad: 'x'.repeat(151) }))).toBe(claveZod('maxLength', { max: 150 }));
    expect(alimentoAddSchema.safeParse({ ...base, precio: null, id_entidad: null }).success).toBe(true);
    expect(alimentoAddSchema.safeParse({ ...base, precio: '5' }).error?.issues[0]?.path).toEqual(['precio']);
    expect(alimentoEditSchema.safeParse({ id_entidad: 4 }).error?.issues[0]?.path).toEqual(['id_entidad']);
  });

  it('a product: the same plus a required price', () => {
    expect(productoAddSchema.parse({ ...base, precio: '8.5' })).toMatchObject({ precio: 850 });
    expect(mensaje(productoAddSchema.safeParse(base))).toBe(claveZod('required'));
    expect(mensaje(productoAddSchema.safeParse({ ...base, precio: 'abc' }))).toBe(claveZod('soloNumerosPunto'));
    expect(productoEditSchema.parse({ estado: 'INACTIVO' })).toEqual({ estado: 'INACTIVO' });
  });
});
