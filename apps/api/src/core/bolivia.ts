/**
 * Bolivia keeps UTC−4 all year (no daylight saving): its calendar day and clock are UTC shifted by
 * four hours. Every "today in Bolivia", Bolivian day, payroll period and printed time comes from here
 * (and, in SQL, from `diaBolivia` in core/sql.ts, built on BOLIVIA_MS).
 */
export const BOLIVIA_MS = 4 * 3_600_000;
/** Bolivia's UTC offset as ISO 8601 writes it (BOLIVIA_MS behind UTC). */
const ZONA_BOLIVIA = '-04:00';
/** A calendar day's length: Bolivia's days are all 24 hours. */
export const DIA_MS = 86_400_000;

/** The instant as Bolivia's wall clock, in an ISO string (YYYY-MM-DDTHH:mm:ss.sssZ, the Z meaning nothing). */
export const relojBolivia = (d: Date) => new Date(d.getTime() - BOLIVIA_MS).toISOString();

/** The calendar date in Bolivia of an instant, as YYYY-MM-DD. */
export const fechaBolivia = (d: Date) => relojBolivia(d).slice(0, 10);

/** The instant a Bolivian wall-clock time without a zone names ('2026-11-27T08:30' is 12:30 UTC); invalid when the text is not a time. */
export const instanteBolivia = (reloj: string) => new Date(`${reloj}${ZONA_BOLIVIA}`);

/** The instant a Bolivian calendar day (YYYY-MM-DD) starts: its midnight, 04:00 UTC. */
export const inicioDiaBolivia = (dia: string) => instanteBolivia(`${dia}T00:00:00`);
