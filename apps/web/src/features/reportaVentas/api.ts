import { descargarArchivo } from '../../api/descargar';

export type TipoReporte = 'resumen' | 'detallado';

/** The day after an AAAA-MM-DD day: the report's end is exclusive (the spec sends the last day plus one). */
export function diaSiguiente(dia: string): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** 'Pagos a entidades' from `desde` to `hasta` (both included) as the server's CSV. */
export const descargarReportePagos = (desde: string, hasta: string, tipo: TipoReporte) =>
  descargarArchivo(`/api/v1/pagos/reporte/${desde}/${diaSiguiente(hasta)}?tipo=${tipo}`, `pagos-entidades-${tipo}-${desde}.csv`);
