import { fechaBolivia } from '@pb/contract/valores';

/**
 * A date typed as three parts: day, month and year (spec part 1 §5 "Date parts"). Digits only;
 * day at most 2 digits up to 31, month at most 2 digits up to 12, year 4 digits between 1900 and
 * the current year. A part that breaks its rule is cleared. "Today" (`hoy`, any instant of the day)
 * is Bolivia's calendar day, whatever the browser's zone.
 */
export interface DateParts {
  dia: string;
  mes: string;
  anio: string;
}

export const PARTES_VACIAS: DateParts = { dia: '', mes: '', anio: '' };

const digitos = (texto: string, max: number) => texto.replace(/\D/g, '').slice(0, max);

/** Two digits at most; 0 (as "00") or more than `tope` clears it. A lone "0" is kept while typing. */
function parteCorta(texto: string, tope: number): string {
  const d = digitos(texto, 2);
  const n = Number(d);
  if (n > tope || (d.length === 2 && n === 0)) return '';
  return d;
}

export function limpiarDia(texto: string): string {
  return parteCorta(texto, 31);
}

export function limpiarMes(texto: string): string {
  return parteCorta(texto, 12);
}

/**
 * Four digits at most; once it has four, a year before 1900 or after this one clears it (a date
 * that may be ahead, `futura`, allows next year too).
 */
export function limpiarAnio(texto: string, hoy: Date = new Date(), futura = false): string {
  const d = digitos(texto, 4);
  const tope = Number(fechaBolivia(hoy).slice(0, 4)) + (futura ? 1 : 0);
  if (d.length === 4 && (Number(d) < 1900 || Number(d) > tope)) return '';
  return d;
}

/** When the year field is left: a year of fewer than four digits is cleared too. */
export function cerrarAnio(texto: string, hoy: Date = new Date(), futura = false): string {
  const d = limpiarAnio(texto, hoy, futura);
  return d.length === 4 ? d : '';
}

/** All three parts typed (not necessarily a real date). */
export function partesCompletas(p: DateParts): boolean {
  return p.dia !== '' && p.mes !== '' && p.anio.length === 4;
}

export function partesVacias(p: DateParts): boolean {
  return p.dia === '' && p.mes === '' && p.anio === '';
}

/**
 * The date as YYYY-MM-DD, or null when a part is missing or breaks its rule, the day does not exist
 * in that month (30 February) or the date is after today in Bolivia (unless it may be ahead, `futura`:
 * a start date, up to next year).
 */
export function fechaIso(p: DateParts, hoy: Date = new Date(), futura = false): string | null {
  const dia = limpiarDia(p.dia);
  const mes = limpiarMes(p.mes);
  const anio = cerrarAnio(p.anio, hoy, futura);
  if (!dia || !mes || !anio || Number(dia) === 0 || Number(mes) === 0) return null;
  const iso = `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  const fecha = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(fecha.getTime()) || !fecha.toISOString().startsWith(iso)) return null;
  return !futura && iso > fechaBolivia(hoy) ? null : iso;
}

/** The parts of a YYYY-MM-DD date (or of nothing). */
export function partesDeIso(iso: string | null | undefined): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? { dia: m[3]!, mes: m[2]!, anio: m[1]! } : { ...PARTES_VACIAS };
}
