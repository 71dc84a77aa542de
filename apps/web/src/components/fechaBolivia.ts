/**
 * Dates as the programme's users live them: Bolivian time (America/La_Paz), whatever the browser's
 * zone. The web app's one date formatter: every day, time and "today" it shows comes from here.
 */
const formato = new Intl.DateTimeFormat('es-BO', {
  timeZone: 'America/La_Paz',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partesDe(fecha: Date): Record<string, string> | null {
  if (Number.isNaN(fecha.getTime())) return null;
  return Object.fromEntries(formato.formatToParts(fecha).map((p) => [p.type, p.value]));
}

function partes(iso: string | null | undefined): Record<string, string> | null {
  return iso ? partesDe(new Date(iso)) : null;
}

/** 'DD/MM/YYYY HH:mm' (spec part 2 §9, payroll timestamps); '' for a missing or bad date. */
export function fechaHora(iso: string | null | undefined): string {
  const p = partes(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** 'DD/MM/YYYY HH:mm:ss' (the payment date of spec §2.18); '' for a missing or bad date. */
export function fechaHoraSegundos(iso: string | null | undefined): string {
  const p = partes(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** 'DD/MM/YYYY' (a code's expiry day). */
export function fechaDia(iso: string | null | undefined): string {
  const p = partes(iso);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** 'dd/MM/YYYY hrs. HH:mm' (spec part 2 §9, logs). */
export function fechaLog(iso: string | null | undefined): string {
  const p = partes(iso);
  return p ? `${p.day}/${p.month}/${p.year} hrs. ${p.hour}:${p.minute}` : '';
}

/** A calendar day 'YYYY-MM-DD' as 'DD/MM/YYYY' (no zone: it is already a Bolivian day); '' for anything else. */
export function diaMesAnio(dia: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** Today (or the day of `ahora`) in Bolivia, as 'YYYY-MM-DD', whatever the browser's zone. */
export function hoyBolivia(ahora: Date = new Date()): string {
  const p = partesDe(ahora);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}
