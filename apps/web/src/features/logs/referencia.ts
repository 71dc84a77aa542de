import { diaMesAnio, fechaHora } from '@pb/contract/valores';
import { formatCount, formatMoney } from '../../components/money';

/** One value of a reference as a person reads it: dates and amounts the way the screens write them. */
function valor(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? formatCount(v) : String(v);
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (Array.isArray(v)) return v.map(valor).join(', ');
  if (typeof v === 'object') return `(${pares(v as Record<string, unknown>)})`;
  const s = String(v);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s)) return fechaHora(s) || s;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return diaMesAnio(s);
  if (/^\d+\.\d{2}$/.test(s)) return formatMoney(s);
  return s;
}

const pares = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${valor(v)}`)
    .join(' · ');

/**
 * A log's reference for its column: a JSON one ('{"hasta":"2026-11-26","pagos":2}') as
 * "hasta: 26/11/2026 · pagos: 2"; any other text as it is. The detail keeps the stored JSON.
 */
export function referenciaCorta(texto: string | null): string {
  if (!texto) return '';
  try {
    const v: unknown = JSON.parse(texto);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? pares(v as Record<string, unknown>) : valor(v);
  } catch {
    return texto;
  }
}
