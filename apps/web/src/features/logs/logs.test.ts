import { describe, expect, it } from 'vitest';
import { variables } from './api';
import { referenciaCorta } from './referencia';
import { fechaLog } from '@pb/contract/valores';

describe('fechaLog', () => {
  it("writes 'dd/MM/YYYY hrs. HH:mm' in Bolivian time (UTC-4)", () => {
    expect(fechaLog('2026-01-05T03:07:00Z')).toBe('04/01/2026 hrs. 23:07');
    expect(fechaLog('2026-12-31T16:30:59.999Z')).toBe('31/12/2026 hrs. 12:30');
  });

  it('gives nothing for a missing or bad date', () => {
    expect(fechaLog(null)).toBe('');
    expect(fechaLog('no es fecha')).toBe('');
  });
});

describe('variables', () => {
  const q = { limit: 10, page: 1, order: '-fecha' };

  it('leaves out TODOS and empty filters', () => {
    expect(variables({ ...q, nivel: 'TODOS', tipo: ' ' })).toEqual({ limit: 10, page: 1, order: '-fecha', nivel: undefined, tipo: undefined, usuario: undefined, mensaje: undefined, fecha_desde: undefined, fecha_hasta: undefined });
  });

  it('sends the chosen level, the type in capitals and the days', () => {
    const v = variables({ ...q, nivel: 'ADVERTENCIA', tipo: ' login_fallido ', usuario: 'admin', fecha_desde: '2026-01-01', fecha_hasta: '2026-01-31' });
    expect(v).toMatchObject({ nivel: 'ADVERTENCIA', tipo: 'LOGIN_FALLIDO', usuario: 'admin', fecha_desde: '2026-01-01', fecha_hasta: '2026-01-31' });
    expect(v.mensaje).toBeUndefined();
  });
});

describe('referenciaCorta', () => {
  it('reads a JSON reference as words, with dates and amounts as the screens write them', () => {
    expect(referenciaCorta('{"hasta":"2026-11-26","pagos":2,"total":"1234.50"}')).toBe('hasta: 26/11/2026 · pagos: 2 · total: 1.234,50');
    expect(referenciaCorta('{"id_planilla":30,"cuando":"2026-11-27T12:00:00.000Z","ids":[1,2]}')).toBe('id planilla: 30 · cuando: 27/11/2026 08:00 · ids: 1, 2');
  });

  it('keeps any other text as it is, and nothing as nothing', () => {
    expect(referenciaCorta('planilla 30')).toBe('planilla 30');
    expect(referenciaCorta(null)).toBe('');
    expect(referenciaCorta('{roto')).toBe('{roto');
  });
});
