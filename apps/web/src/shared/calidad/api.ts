import type { ReporteCalidad } from '@pb/contract';
import { graphql } from '../../api/http';
import { downloadFile } from '../../api/download';
import type { ListQuery, ListRows } from '../../components/list/types';

/** A row of a data-quality report (decision 062). */
export type FilaCalidad = { clave: string; documento: string | null; nombre: string | null; detalle: string };

export const CALIDAD_KEY = ['calidad'] as const;

/** A report's page and when its findings were computed (decision 066; null: never yet). */
export type PaginaCalidad = ListRows<FilaCalidad> & { calculadoEn: string | null };

export async function listarCalidad(reporte: ReporteCalidad, q: ListQuery): Promise<PaginaCalidad> {
  const r = await graphql<{ calidad: PaginaCalidad }>(
    `query($reporte: String!, $limit: Int, $page: Int) { calidad(reporte: $reporte, limit: $limit, page: $page) { count calculadoEn rows { clave documento nombre detalle } } }`,
    { reporte, limit: q.limit, page: q.page },
  );
  return r.calidad;
}

/** `GET v1/calidad/{reporte}`: the whole report as CSV. */
export const descargarCalidad = (reporte: ReporteCalidad) => downloadFile(`/api/v1/calidad/${reporte}`, `calidad-${reporte}.csv`);

export type ConteoCalidad = { reporte: ReporteCalidad; cantidad: number };

/** One count per report (the dashboard's). */
export async function conteosCalidad(): Promise<ConteoCalidad[]> {
  return (await graphql<{ calidadConteos: ConteoCalidad[] }>(`{ calidadConteos { reporte cantidad } }`)).calidadConteos;
}

/** Every report computed again now (`calidad:update`, decision 066). */
export async function actualizarCalidad(): Promise<{ hecha: boolean; mensaje: string; calculadoEn: string }> {
  return (await graphql<{ calidadActualizar: { hecha: boolean; mensaje: string; calculadoEn: string } }>(`mutation { calidadActualizar { hecha mensaje dia calculadoEn } }`)).calidadActualizar;
}
