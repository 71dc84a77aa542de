/** A day typed as dd/mm/yyyy, whatever the browser's own date format; read with the date-parts rules. */
import { fechaIso } from '../dateParts';
import { diaMesAnio } from '@pb/contract/valores';

/** A filter may name a future day (e.g. the end of this month): no "not after today" rule here. */
const SIN_TOPE = new Date(Date.UTC(9999, 11, 31, 12));

/** Keeps the digits (at most 8) and puts the slashes in as the user types. */
export function formatDayInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' when it is a real day from 1900 on, otherwise null. */
export function dayToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? fechaIso({ dia: match[1]!, mes: match[2]!, anio: match[3]! }, SIN_TOPE) : null;
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'; '' for anything else. */
export const isoToDay = (iso: string): string => diaMesAnio(iso);
