import { describe, expect, it } from 'vitest';
import { nextDay } from './nextDay';

describe('nextDay', () => {
  it('sends the end date plus one day, across months, years and leap days', () => {
    expect(nextDay('2026-11-24')).toBe('2026-11-25');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
