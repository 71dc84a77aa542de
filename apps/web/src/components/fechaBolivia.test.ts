import { describe, expect, it } from 'vitest';
import { fechaDia, fechaHora } from './fechaBolivia';

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
