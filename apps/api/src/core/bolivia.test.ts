import { describe, expect, it } from 'vitest';
import { DIA_MS, fechaBolivia, inicioDiaBolivia, instanteBolivia, relojBolivia } from './bolivia.js';

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
});
