// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cerrarAnio, fechaIso, limpiarAnio, limpiarDia, limpiarMes, partesCompletas, partesDeIso } from './dateParts';

const hoy = new Date('2026-11-22T12:00:00Z'); // 22 November 2026 in Bolivia, in any browser zone

describe('date parts (spec part 1 §5)', () => {
  it('removes everything that is not a digit', () => {
    expect(limpiarDia('1a')).toBe('1');
    expect(limpiarDia('-5')).toBe('5');
    expect(limpiarMes(' 0x7')).toBe('07');
    expect(limpiarAnio('19.85', hoy)).toBe('1985');
    expect(limpiarAnio('abc', hoy)).toBe('');
  });

  it('keeps at most two digits for day and month, four for the year', () => {
    expect(limpiarDia('123')).toBe('12');
    expect(limpiarMes('0123')).toBe('01');
    expect(limpiarAnio('199012', hoy)).toBe('1990');
  });

  it('clears a day over 31 and a "00" day', () => {
    expect(limpiarDia('32')).toBe('');
    expect(limpiarDia('31')).toBe('31');
    expect(limpiarDia('00')).toBe('');
    expect(limpiarDia('0')).toBe('0');
  });

  it('clears a month over 12', () => {
    expect(limpiarMes('13')).toBe('');
    expect(limpiarMes('12')).toBe('12');
    expect(limpiarMes('9')).toBe('9');
  });

  it('clears a year before 1900 or after the current one', () => {
    expect(limpiarAnio('1899', hoy)).toBe('');
    expect(limpiarAnio('1900', hoy)).toBe('1900');
    expect(limpiarAnio('2026', hoy)).toBe('2026');
    expect(limpiarAnio('2027', hoy)).toBe('');
    expect(limpiarAnio(String(new Date().getFullYear() + 1))).toBe('');
    // While typing, a shorter year stays; leaving the field clears it.
    expect(limpiarAnio('19', hoy)).toBe('19');
    expect(cerrarAnio('19', hoy)).toBe('');
    expect(cerrarAnio('1975', hoy)).toBe('1975');
  });

  it('assembles a valid date as YYYY-MM-DD, padding day and month', () => {
    expect(fechaIso({ dia: '5', mes: '3', anio: '1985' }, hoy)).toBe('1985-03-05');
    expect(fechaIso({ dia: '29', mes: '02', anio: '2024' }, hoy)).toBe('2024-02-29');
    expect(fechaIso({ dia: '22', mes: '11', anio: '2026' }, hoy)).toBe('2026-11-22');
  });

  it('refuses days that do not exist, missing parts and future dates', () => {
    expect(fechaIso({ dia: '30', mes: '2', anio: '2000' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '29', mes: '2', anio: '2023' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '31', mes: '4', anio: '1990' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '0', mes: '4', anio: '1990' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '', mes: '4', anio: '1990' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '1', mes: '4', anio: '199' }, hoy)).toBeNull();
    expect(fechaIso({ dia: '23', mes: '11', anio: '2026' }, hoy)).toBeNull();
  });

  it('a date that may be ahead (a start date): future days and next year pass, still real days only', () => {
    expect(limpiarAnio('2027', hoy, true)).toBe('2027');
    expect(limpiarAnio('2028', hoy, true)).toBe('');
    expect(cerrarAnio('2027', hoy, true)).toBe('2027');
    expect(fechaIso({ dia: '1', mes: '12', anio: '2026' }, hoy, true)).toBe('2026-12-01');
    expect(fechaIso({ dia: '15', mes: '1', anio: '2027' }, hoy, true)).toBe('2027-01-15');
    expect(fechaIso({ dia: '30', mes: '2', anio: '2027' }, hoy, true)).toBeNull();
    expect(fechaIso({ dia: '1', mes: '12', anio: '2026' }, hoy)).toBeNull();
  });

  it('splits a stored date into its parts', () => {
    expect(partesDeIso('1991-05-17')).toEqual({ dia: '17', mes: '05', anio: '1991' });
    expect(partesDeIso(null)).toEqual({ dia: '', mes: '', anio: '' });
    expect(partesCompletas(partesDeIso('1991-05-17'))).toBe(true);
    expect(partesCompletas({ dia: '1', mes: '', anio: '1991' })).toBe(false);
  });
});

describe('today is Bolivia’s day', () => {
  it('refuses a date after today in Bolivia, even when it is already tomorrow in UTC', () => {
    // 1 December 02:00 UTC is 30 November 22:00 in La Paz.
    const noche = new Date('2026-12-01T02:00:00Z');
    expect(fechaIso({ dia: '30', mes: '11', anio: '2026' }, noche)).toBe('2026-11-30');
    expect(fechaIso({ dia: '1', mes: '12', anio: '2026' }, noche)).toBeNull();
    // 1 January 02:00 UTC is still the old year in Bolivia.
    expect(limpiarAnio('2027', new Date('2027-01-01T02:00:00Z'))).toBe('');
  });
});
