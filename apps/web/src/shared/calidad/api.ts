import type { ReporteCalidad } from '@pb/contract/valores';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { downloadFile } from '../../api/download';
import type { ListQuery } from '../../components/list/types';

export const CALIDAD_KEY = ['calidad'] as const;

const LISTA = graphql(`
  query Calidad($reporte: String!, $limit: Int, $page: Int) {
    calidad(reporte: $reporte, limit: $limit, page: $page) { count calculadoEn rows { clave documento nombre detalle } }
  }
`);
const CONTEOS = graphql(`query CalidadConteos { calidadConteos { reporte cantidad } }`);
const ACTUALIZAR = graphql(`mutation CalidadActualizar { calidadActualizar { hecha mensaje clave parametros dia calculadoEn } }`);

/** A report's page and when its findings were computed (decision 066; null: never yet). */
export type PaginaCalidad = NonNullable<ResultOf<typeof LISTA>['calidad']>;
/** A row of a data-quality report (decision 062). */
export type FilaCalidad = PaginaCalidad['rows'][number];

export async function listarCalidad(reporte: ReporteCalidad, q: ListQuery): Promise<PaginaCalidad> {
  const data = await sendGraphql(LISTA, { reporte, limit: q.limit, page: q.page });
  return data?.calidad ?? { count: 0, rows: [], calculadoEn: null };
}

/** `GET v1/calidad/{reporte}`: the whole report as CSV. */
export const descargarCalidad = (reporte: ReporteCalidad) => downloadFile(`/api/v1/calidad/${reporte}`, `calidad-${reporte}.csv`);

/** One report's count (the dashboard's); `reporte` is one of the contract's REPORTES_CALIDAD. */
export type ConteoCalidad = ResultOf<typeof CONTEOS>['calidadConteos'][number];

/** One count per report (the dashboard's). */
export async function conteosCalidad(): Promise<ConteoCalidad[]> {
  return (await sendGraphql(CONTEOS)).calidadConteos;
}

/** Every report computed again now (`calidad:update`, decision 066). */
export async function actualizarCalidad(): Promise<ResultOf<typeof ACTUALIZAR>['calidadActualizar']> {
  return (await sendGraphql(ACTUALIZAR))?.calidadActualizar ?? null;
}
