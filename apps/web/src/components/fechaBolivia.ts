/** Dates as the programme's users live them: Bolivian time (America/La_Paz), whatever the browser's zone. */
const formato = new Intl.DateTimeFormat('es-BO', {
  timeZone: 'America/La_Paz',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partes(iso: string | null | undefined): Record<string, string> | null {
  if (!iso) return null;
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return null;
  return Object.fromEntries(formato.formatToParts(fecha).map((p) => [p.type, p.value]));
}

/** 'DD/MM/YYYY HH:mm' (spec part 2 §9, payroll timestamps); '' for a missing or bad date. */
export function fechaHora(iso: string | null | undefined): string {
  const p = partes(iso);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
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
