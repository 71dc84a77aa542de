/**
 * Days and times as the programme's users live them, in Bolivia: the one date module of the API, the
 * web, the simulators and the end-to-end tests. Bolivia keeps UTC−4 all year (no daylight saving), so
 * its calendar day and clock are UTC shifted by four hours; this is the only file that writes the
 * offset (in SQL, `diaBolivia` of apps/api/src/core/sql.ts is built on BOLIVIA_MS). A day is kept as
 * AAAA-MM-DD and shown, typed and written to SEGIP, OVT and the CSV files as DD/MM/AAAA.
 */

const HORA_MS = 3_600_000;
/** Bolivia's distance behind UTC. */
export const BOLIVIA_MS = 4 * HORA_MS;
/** Bolivia's UTC offset as ISO 8601 writes it (BOLIVIA_MS behind UTC). */
const ZONA_BOLIVIA = '-04:00';
/** A calendar day's length: Bolivia's days are all 24 hours. */
export const DIA_MS = 86_400_000;

/** The instant as Bolivia's wall clock, in an ISO string (YYYY-MM-DDTHH:mm:ss.sssZ, the Z meaning nothing). */
export const relojBolivia = (d: Date): string => new Date(d.getTime() - BOLIVIA_MS).toISOString();

/** The calendar date in Bolivia of an instant, as AAAA-MM-DD. */
export const fechaBolivia = (d: Date): string => relojBolivia(d).slice(0, 10);

/** The instant a Bolivian wall-clock time without a zone names ('2026-11-27T08:30' is 12:30 UTC); invalid when the text is not a time. */
export const instanteBolivia = (reloj: string): Date => new Date(`${reloj}${ZONA_BOLIVIA}`);

/** The instant a Bolivian calendar day (AAAA-MM-DD) starts: its midnight, 04:00 UTC. */
export const inicioDiaBolivia = (dia: string): Date => instanteBolivia(`${dia}T00:00:00`);

/** The AAAA-MM-DD day `n` days after `dia` (before it when `n` is negative). */
export const sumarDias = (dia: string, n: number): string => new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

/** AAAA-MM-DD (or the day of an AAAA-MM-DDTHH:mm… text) → DD/MM/AAAA, without any zone: it is already a Bolivian day; '' for anything else. */
export function diaMesAnio(dia: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** DD/MM/AAAA → AAAA-MM-DD: a day as the database keeps it. */
export const isoDeDiaMesAnio = (fecha: string): string => fecha.split('/').reverse().join('-');

/** An instant as the server sends it (ISO text) or holds it; nothing, an empty or a bad one is shown as ''. */
export type Instante = Date | string | null | undefined;

function relojDe(instante: Instante): string | null {
  if (instante === null || instante === undefined || instante === '') return null;
  const d = instante instanceof Date ? instante : new Date(instante);
  return Number.isNaN(d.getTime()) ? null : relojBolivia(d);
}

/** 'DD/MM/AAAA HH:mm' in Bolivia (spec part 2 §9: payroll timestamps, PDFs, reports); '' for a missing or bad instant. */
export function fechaHora(instante: Instante): string {
  const r = relojDe(instante);
  return r ? `${diaMesAnio(r)} ${r.slice(11, 16)}` : '';
}

/** 'DD/MM/AAAA HH:mm:ss' in Bolivia (the payment date of spec §2.18); '' for a missing or bad instant. */
export function fechaHoraSegundos(instante: Instante): string {
  const r = relojDe(instante);
  return r ? `${diaMesAnio(r)} ${r.slice(11, 19)}` : '';
}

/** 'DD/MM/AAAA', the Bolivian day of an instant (a code's expiry day); '' for a missing or bad instant. */
export function fechaDia(instante: Instante): string {
  return diaMesAnio(relojDe(instante));
}

/** 'DD/MM/AAAA hrs. HH:mm' in Bolivia (spec part 2 §9, logs); '' for a missing or bad instant. */
export function fechaLog(instante: Instante): string {
  const r = relojDe(instante);
  return r ? `${diaMesAnio(r)} hrs. ${r.slice(11, 16)}` : '';
}
