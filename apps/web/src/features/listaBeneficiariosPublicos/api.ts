import type { FilaPlanilla, RespuestaDe, ResultadoPlanillaCsv } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';
import { TRABAJADOR } from '../../shared/trabajadores/api';

/**
 * The public entities' beneficiaries (spec part 2 §2.8) under the screen's own key
 * `listaBeneficiariosPublicos`: the list with the bonus amount, the export to edit and the CSV of
 * mobiles. The row actions are the workers list's calls (beneficiariasEditar/api.ts).
 */

export const PUBLICOS_KEY = ['listaBeneficiariosPublicos'] as const;

/** A row of the list: the workers list's row with the bonus amount (Bs, decimal text; null until an aguinaldo is known). */
const PUBLICO = graphql(`fragment BeneficiarioPublicoCampos on BeneficiariaTrabajador { ...TrabajadorCampos monto_bono }`, [TRABAJADOR]);
export type BeneficiarioPublico = ResultOf<typeof PUBLICO>;

const LISTA = graphql(
  `query BeneficiariosPublicos($limit: Int, $page: Int, $order: String, $nro_documento: String) {
    beneficiariosPublicos(limit: $limit, page: $page, order: $order, nro_documento: $nro_documento) { count rows { ...BeneficiarioPublicoCampos } }
  }`,
  [PUBLICO],
);

export async function listarPublicos(q: ListQuery): Promise<ListRows<BeneficiarioPublico>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nro_documento: filterText(q.nro_documento) });
  return data?.beneficiariosPublicos ?? { count: 0, rows: [] };
}

export const EXPORTAR_URL = '/api/v1/beneficiariosPublicos/csv';

/** The file with the mobiles changed, checked by the server (nothing written yet). */
export function subirCelulares(archivo: File): Promise<ResultadoPlanillaCsv> {
  const form = new FormData();
  form.append('archivo', archivo);
  return http.post<ResultadoPlanillaCsv>('/api/v1/beneficiariosPublicos/csv', form);
}

/** Continue: the checked rows written, all or nothing; a changed mobile blocks the ACTIVO beneficiary until verified. */
export const importarCelulares = (planillas: FilaPlanilla[], idEntidad: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiariosPublicos/celulares'>>('/api/v1/beneficiariosPublicos/celulares', { planillas, idEntidad });
