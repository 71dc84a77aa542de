import { describe, expect, it } from 'vitest';
import { DIA_MS, diaMesAnio, fechaBolivia, fechaDia, fechaHora, fechaHoraSegundos, fechaLog, inicioDiaBolivia, instanteBolivia, isoDeDiaMesAnio, relojBolivia, sumarDias } from './fechas.js';

describe("Bolivia's day and clock (UTC−4 all year)", () => {
  it('a day starts at 04:00 UTC, and a wall-clock time without a zone is Bolivian', () => {
    expect(inicioDiaBolivia('2026-11-27').toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(inicioDiaBolivia('2026-01-01').toISOString()).toBe('2026-01-01T04:00:00.000Z');
    expect(instanteBolivia('2026-11-27T08:30').toISOString()).toBe('2026-11-27T12:30:00.000Z');
    expect(Number.isNaN(instanteBolivia('mañana').getTime())).toBe(true);
    expect(DIA_MS).toBe(86_400_000);
  });

  it('the Bolivian date and clock of an instant', () => {
    expect(fechaBolivia(new Date('2026-12-01T03:59:59Z'))).toBe('2026-11-30');
    expect(fechaBolivia(new Date('2026-12-01T04:00:00Z'))).toBe('2026-12-01');
    expect(relojBolivia(new Date('2026-12-01T04:00:00Z'))).toBe('2026-12-01T00:00:00.000Z');
    expect(fechaBolivia(inicioDiaBolivia('2026-12-01'))).toBe('2026-12-01');
  });

  it('23:30 in Bolivia is still that day, 00:30 already the next, whatever the UTC date says', () => {
    expect(fechaBolivia(instanteBolivia('2026-06-14T23:30'))).toBe('2026-06-14');
    expect(fechaBolivia(new Date('2026-06-15T03:30:00Z'))).toBe('2026-06-14');
    expect(fechaBolivia(instanteBolivia('2026-06-15T00:30'))).toBe('2026-06-15');
    expect(fechaBolivia(new Date('2026-06-15T04:30:00Z'))).toBe('2026-06-15');
  });

  it("a year's last evening in Bolivia is already the next year in UTC", () => {
    expect(fechaBolivia(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(fechaDia('2027-01-01T03:00:00Z')).toBe('31/12/2026');
  });
});

describe('adding days to a day', () => {
  it('crosses month and year ends', () => {
    expect(sumarDias('2026-11-24', 1)).toBe('2026-11-25');
    expect(sumarDias('2026-11-30', 1)).toBe('2026-12-01');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(sumarDias('2027-01-01', -1)).toBe('2026-12-31');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the 29th of February of a leap year', () => {
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29');
    expect(sumarDias('2028-02-29', 1)).toBe('2028-03-01');
    expect(sumarDias('2028-03-01', -1)).toBe('2028-02-29');
    expect(sumarDias('2028-02-29', 365)).toBe('2029-02-28');
  });

  it('adds none, many or goes back', () => {
    expect(sumarDias('2026-05-10', 0)).toBe('2026-05-10');
    expect(sumarDias('2026-01-01', 364)).toBe('2026-12-31');
    expect(sumarDias('2026-01-15', -30)).toBe('2025-12-16');
  });
});

describe('a day written DD/MM/AAAA', () => {
  it('AAAA-MM-DD ↔ DD/MM/AAAA', () => {
    expect(diaMesAnio('2026-02-07')).toBe('07/02/2026');
    expect(diaMesAnio('2028-02-29')).toBe('29/02/2028');
    expect(isoDeDiaMesAnio('07/02/2026')).toBe('2026-02-07');
    expect(isoDeDiaMesAnio(diaMesAnio('1955-03-02'))).toBe('1955-03-02');
  });

  it('takes the day of a longer text as it is, and leaves anything else empty', () => {
    expect(diaMesAnio('2026-02-07T23:30:00')).toBe('07/02/2026');
    expect(diaMesAnio('')).toBe('');
    expect(diaMesAnio(null)).toBe('');
    expect(diaMesAnio(undefined)).toBe('');
    expect(diaMesAnio('07/02/2026')).toBe('');
  });
});

describe('an instant written for a person, in Bolivian time', () => {
  it('DD/MM/AAAA HH:mm, with seconds, the day alone and the log line', () => {
    expect(fechaHora('2026-03-01T03:05:00.000Z')).toBe('28/02/2026 23:05');
    expect(fechaHora(new Date('2026-03-01T03:05:00.000Z'))).toBe('28/02/2026 23:05');
    expect(fechaHoraSegundos('2026-03-01T03:05:09.000Z')).toBe('28/02/2026 23:05:09');
    expect(fechaDia('2026-03-01T03:05:00.000Z')).toBe('28/02/2026');
    expect(fechaLog('2026-12-01T13:07:00.000Z')).toBe('01/12/2026 hrs. 09:07');
  });

  it('leaves a missing or bad instant empty', () => {
    for (const f of [fechaHora, fechaHoraSegundos, fechaDia, fechaLog]) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
      expect(f('')).toBe('');
      expect(f('mañana')).toBe('');
      expect(f(new Date(Number.NaN))).toBe('');
    }
  });
});
