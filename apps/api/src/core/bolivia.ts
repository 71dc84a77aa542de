/**
 * Bolivia keeps UTC−4 all year (no daylight saving): its calendar day and clock are UTC shifted by
 * four hours. Every "today in Bolivia", payroll period and printed time comes from here.
 */
export const BOLIVIA_MS = 4 * 3_600_000;

/** The instant as Bolivia's wall clock, in an ISO string (YYYY-MM-DDTHH:mm:ss.sssZ, the Z meaning nothing). */
export const relojBolivia = (d: Date) => new Date(d.getTime() - BOLIVIA_MS).toISOString();

/** The calendar date in Bolivia of an instant, as YYYY-MM-DD. */
export const fechaBolivia = (d: Date) => relojBolivia(d).slice(0, 10);
