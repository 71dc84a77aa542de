import { describe, expect, it } from 'vitest';
import { dayToIso, formatDayInput, isoToDay } from './dayText';

describe('day typed as dd/mm/yyyy', () => {
  it('puts the slashes in and drops what is not a digit', () => {
    expect(formatDayInput('0')).toBe('0');
    expect(formatDayInput('0702')).toBe('07/02');
    expect(formatDayInput('07a02x2026')).toBe('07/02/2026');
    expect(formatDayInput('07/02/20261')).toBe('07/02/2026');
  });

  it('reads only real days', () => {
    expect(dayToIso('07/02/2026')).toBe('2026-02-07');
    expect(dayToIso('29/02/2024')).toBe('2024-02-29');
    expect(dayToIso('29/02/2026')).toBeNull();
    expect(dayToIso('31/04/2026')).toBeNull();
    expect(dayToIso('07/02/26')).toBeNull();
    expect(dayToIso('01/01/1899')).toBeNull();
    expect(dayToIso('31/12/2099')).toBe('2099-12-31'); // a filter may end in the future
  });

  it('shows a stored day the same way', () => {
    expect(isoToDay('2026-02-07')).toBe('07/02/2026');
    expect(isoToDay('')).toBe('');
  });
});
