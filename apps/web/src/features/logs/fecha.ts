/** Bolivian time: the logs' dates read as the programme's users live them. */
const ZONA = 'America/La_Paz';

const formato = new Intl.DateTimeFormat('es-BO', {
  timeZone: ZONA,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/MM/YYYY hrs. HH:mm' (spec part 2 §9), in America/La_Paz; '' for a missing or bad date. */
export function fechaLog(iso: string | null | undefined): string {
  if (!iso) return '';
  const fecha = new Date(iso);
  if (Number.isNaN(fecha.getTime())) return '';
  const partes = Object.fromEntries(formato.formatToParts(fecha).map((p) => [p.type, p.value]));
  return `${partes.day}/${partes.month}/${partes.year} hrs. ${partes.hour}:${partes.minute}`;
}
