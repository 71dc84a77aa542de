import { describe, expect, it } from 'vitest';
import { claveZod } from './mensajes/mensaje.js';
import { distribucionesSchema, porcentaje } from './schemas/subsidio.js';
import { centesimasADecimal, porcentajeTexto } from './valores/subsidio.js';

const mensajes = (v: unknown) => {
  const r = distribucionesSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const parte = (p: string, detalle: Array<[number, string]>, credito = '0') => ({ nombre: 'A', porcentaje: p, credito, detalle: detalle.map(([id, x]) => ({ id_grupo_alimenticio: id, porcentaje: x })) });

describe('percentages in exact hundredths', () => {
  it('reads what a person types, numbers included, and refuses the rest', () => {
    const p = porcentaje(claveZod('seleccionarGrupoPorcentaje'));
    expect(p.parse('33.33')).toBe(3333);
    // With the decimal comma the screens write (issue 32), as every amount.
    expect(p.parse('33,33')).toBe(3333);
    expect(p.safeParse('1,000').error?.issues[0]?.message).toBe(claveZod('invalid'));
    expect(p.parse(12.5)).toBe(1250);
    expect(p.safeParse('abc').error?.issues[0]?.message).toBe(claveZod('invalid'));
    expect(p.safeParse(Number.POSITIVE_INFINITY).error?.issues[0]?.message).toBe(claveZod('invalid'));
    expect(p.safeParse('33.333').error?.issues[0]?.message).toBe(claveZod('maxLength', { max: 5 }));
    expect(p.safeParse('0').error?.issues[0]?.message).toBe(claveZod('seleccionarGrupoPorcentaje'));
    expect(p.safeParse('100.1').error?.issues[0]?.message).toBe(claveZod('invalid'));
  });

  it('sums 33.33 + 33.33 + 33.34 to exactly 100, and says when a set does not', () => {
    expect(mensajes([parte('100', [[1, '33.33'], [2, '33.33'], [3, '33.34']])])).toEqual([]);
    expect(mensajes([parte('60', [[1, '100']]), parte('30', [], '1')])).toEqual([`: ${claveZod('porcentajesSuman100')}`]);
    expect(mensajes([parte('100', [[1, '50'], [1, '50']])])).toEqual([`0.detalle.1.id_grupo_alimenticio: ${claveZod('grupoRepetido')}`]);
    expect(mensajes([])).toEqual([`: ${claveZod('distribucionesIncorrectas')}`]);
  });

  it('writes hundredths back as the database and a person do', () => {
    expect(centesimasADecimal(3333)).toBe('33.33');
    expect(centesimasADecimal(10000)).toBe('100.00');
    expect([10000, 9000, 1050, 5].map(porcentajeTexto)).toEqual(['100', '90', '10.5', '0.05']);
  });
});
