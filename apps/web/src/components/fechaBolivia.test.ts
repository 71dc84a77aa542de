import { describe, expect, it } from 'vitest';
import { diaMesAnio, fechaDia, fechaHora, fechaHoraSegundos, hoyBolivia } from './fechaBolivia';

describe('dates in Bolivian time', () => {
  it('writes an instant in Bolivian time, DD/MM/YYYY HH:mm', () => {
    expect(fechaHora('2026-03-01T03:05:00.000Z')).toBe('28/02/2026 23:05');
    expect(fechaDia('2026-03-01T03:05:00.000Z')).toBe('28/02/2026');
  });
  it('leaves a missing or bad date empty', () => {
    expect(fechaHora(null)).toBe('');
    expect(fechaHora('mañana')).toBe('');
  });
});

describe('the one formatter’s other shapes', () => {
  it('writes seconds, a calendar day and today in Bolivia, whatever the browser’s zone', () => {
    expect(fechaHoraSegundos('2026-03-01T03:05:09.000Z')).toBe('28/02/2026 23:05:09');
    expect(fechaHoraSegundos(null)).toBe('');
    expect(diaMesAnio('2026-02-07')).toBe('07/02/2026');
    expect(diaMesAnio('')).toBe('');
    // 02:00 UTC on 1 December is still 30 November in Bolivia.
    expect(hoyBolivia(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11-30');
    expect(hoyBolivia(new Date('2026-12-01T04:00:00Z'))).toBe('2026-12-01');
  });
});
