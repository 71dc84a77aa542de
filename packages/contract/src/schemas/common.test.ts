import { describe, expect, it } from 'vitest';
import { claveZod } from '../mensajes/mensaje.js';
import { TODOS } from '../valores/common.js';
import { MAX_ID, bigId, email, estadoFiltro, filtroDe, id, listArgs, oneLineText, optionalOneLineText, optionalText, requiredText, safeText } from './common.js';
import { pagarPlanillaPorC31Schema, planillaAddSchema } from './planilla.js';

const mensaje = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('id: decimal digits within 1..2³¹−1, nothing else', () => {
  it.each([['7', 7], [7, 7], ['2147483647', MAX_ID], ['007', 7]])('%j is %d', (input, expected) => {
    expect(id.parse(input)).toBe(expected);
  });

  it.each([' 7 ', '7 ', '+7', '0x10', '1e3', '7.0', '7,5', '-1', '0', 0, -3, 7.5, '2147483648', 2147483648, '99999999999999999999999', 'abc', '٣', true, {}, []])(
    '%j is refused with a Spanish message',
    (input) => {
      const r = id.safeParse(input);
      expect(r.success).toBe(false);
      expect(mensaje(r)).toBe(claveZod('invalid'));
    },
  );

  it('a missing id is "required"', () => {
    for (const input of [undefined, null, '']) expect(mensaje(id.safeParse(input))).toBe(claveZod('required'));
  });

  it('bigId reaches past 2³¹ (bigserial rows) but not past what JavaScript holds exactly', () => {
    expect(bigId.parse('2147483648')).toBe(2147483648);
    expect(bigId.safeParse(String(Number.MAX_SAFE_INTEGER + 1)).success).toBe(false);
    expect(bigId.safeParse(' 7').success).toBe(false);
  });

  it('limit and page are read as strictly as ids', () => {
    expect(listArgs.parse({})).toEqual({ limit: 10, page: 1 });
    expect(listArgs.parse({ limit: '100', page: 3 })).toEqual({ limit: 100, page: 3 });
    for (const bad of [{ limit: ' 5' }, { limit: 101 }, { page: '1e3' }, { page: '2147483648' }]) expect(listArgs.safeParse(bad).success).toBe(false);
  });
});

describe('U+0000 is refused by every text helper', () => {
  const helpers = { safeText: safeText(), requiredText: requiredText(20), optionalText: optionalText(20), email: email() };
  it.each(Object.entries(helpers))('%s', (_name, schema) => {
    const r = schema.safeParse('a\u0000b');
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(claveZod('caracterNoPermitido'));
  });

  it('other text still passes, trimmed', () => {
    expect(requiredText(20).parse('  Ñandú \t')).toBe('Ñandú');
    expect(optionalText(20).parse('')).toBeNull();
  });
});

describe('a name or number of one line: what a mail\'s subject or greeting carries (issue 51 §15)', () => {
  it.each(['PLANILLA\r\nBcc: otro@example.bo', 'C31\t01', 'A\u001bB'])('%j is refused with a Spanish message', (v) => {
    expect(mensaje(oneLineText(100).safeParse(v))).toBe(claveZod('unaLinea'));
    expect(mensaje(optionalOneLineText(100).safeParse(v))).toBe(claveZod('unaLinea'));
  });

  it('a payroll\'s name and a C31 number are such texts; one line with accents passes', () => {
    expect(oneLineText(100).parse('  PLANILLA DE NOVIEMBRE, ÑANDÚ  ')).toBe('PLANILLA DE NOVIEMBRE, ÑANDÚ');
    expect(optionalOneLineText(100).parse('')).toBeNull();
    const planilla = planillaAddSchema.safeParse({ sucursalPago: 1, montoTotal: '10.00', tipo: 'MENSUAL', nombre: 'PLANILLA\r\nDE NOVIEMBRE', lista: [{ idBeneficiaria: 1, monto: '10.00' }] });
    expect(planilla.success).toBe(false);
    expect(planilla.error!.issues.find((i) => i.path[0] === 'nombre')?.message).toBe(claveZod('unaLinea'));
    const c31 = pagarPlanillaPorC31Schema.safeParse({ c31: 'C31\n2', idPlanilla: 1, nombre_archivo_c31: 'x.pdf' });
    expect(c31.success).toBe(false);
    expect(c31.error!.issues.find((i) => i.path[0] === 'c31')?.message).toBe(claveZod('unaLinea'));
  });
});

describe("a list's filter: one of its values, or TODOS or nothing for no filter", () => {
  const tipos = filtroDe(['A', 'B']);
  it('keeps a value it knows', () => {
    expect(tipos.parse('B')).toBe('B');
    expect(estadoFiltro.parse('INACTIVO')).toBe('INACTIVO');
  });
  it('filters nothing for TODOS or a missing value', () => {
    for (const v of [TODOS, null, undefined]) expect(estadoFiltro.parse(v)).toBeNull();
  });
  it('refuses any other value as invalid', () => {
    expect(mensaje(tipos.safeParse('C'))).toBe(claveZod('invalid'));
    expect(mensaje(estadoFiltro.safeParse('CREADO'))).toBe(claveZod('invalid'));
    expect(mensaje(estadoFiltro.safeParse(''))).toBe(claveZod('invalid'));
  });
});
