/** A day typed as dd/mm/yyyy, whatever the browser's own date format. */

/** Keeps the digits (at most 8) and puts the slashes in as the user types. */
export function formatDayInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' when it is a real day, otherwise null. */
export function dayToIso(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1900 ? `${yyyy}-${mm}-${dd}` : null;
}

/** 'yyyy-mm-dd' → 'dd/mm/yyyy'; '' for anything else. */
export function isoToDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
