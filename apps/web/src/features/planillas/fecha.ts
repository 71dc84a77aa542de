/** Bolivian time: a payroll's dates as the programme's users live them. */
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
