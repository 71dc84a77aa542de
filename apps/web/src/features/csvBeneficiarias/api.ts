import { type ErrorFilaPlanilla, type FilaBeneficiariaCsv, type RespuestaDe, type ResultadoBeneficiariasCsv } from '@pb/contract';
import { fechaBolivia } from '@pb/contract/valores';
import { downloadBase64 } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** The beneficiaries import (spec part 2 §2.7, §7): the list, the base files, the file checked and the rows registered. */

export type { ErrorFilaPlanilla, FilaBeneficiariaCsv, ResultadoBeneficiariasCsv };

export const BENEFICIARIAS_KEY = ['csvBeneficiarias'] as const;

/** One row of the list: persona_t_ the titular, persona_b_ the beneficiary. */
const BENEFICIARIA = graphql(`
  fragment BeneficiariaCsvCampos on BeneficiariaSubsidio {
    id estado ben_subsidio_nombre persona_t_nro_documento persona_t_complemento persona_t_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_nombre_completo
  }
`);
export type BeneficiariaSubsidio = ResultOf<typeof BENEFICIARIA>;

const LISTA = graphql(
  `query Beneficiarias($limit: Int, $page: Int, $order: String, $nro_documento: String, $estado: String) {
    beneficiarias(limit: $limit, page: $page, order: $order, nro_documento: $nro_documento, estado: $estado) { count rows { ...BeneficiariaCsvCampos } }
  }`,
  [BENEFICIARIA],
);

export async function listarBeneficiarias(q: ListQuery): Promise<ListRows<BeneficiariaSubsidio>> {
  const data = await sendGraphql(LISTA, {
    limit: q.limit,
    page: q.page,
    order: q.order,
    nro_documento: filterText(q.nro_documento),
    estado: filterText(q.estado),
  });
  return data?.beneficiarias ?? { count: 0, rows: [] };
}

/** A document with its complemento, as the lists write it (1234567-1A). */
export const documento = (nro: string, complemento: string | null) => [nro, complemento].filter(Boolean).join('-');

/** The template and its guide: the server's .tar.gz in base64, saved as archivos_base.tar.gz. */
export async function descargarArchivosBase(): Promise<void> {
  await downloadBase64('/api/v1/beneficiarias/downloadFiles', { fallback: 'archivos_base.tar.gz' });
}

/** The filled file checked by the server; nothing is written yet. */
export function subirBeneficiarias(archivo: File): Promise<ResultadoBeneficiariasCsv> {
  const form = new FormData();
  form.append('archivo', archivo);
  return http.post<ResultadoBeneficiariasCsv>('/api/v1/beneficiarias/csv_beneficiarias', form);
}

/** The checked rows registered under the payroll's name (the server checks them again). */
export const crearBeneficiarias = (planillas: FilaBeneficiariaCsv[], usuario: string, nombrePlanilla: string) =>
  http.post<RespuestaDe<'POST /api/v1/beneficiarias/crear_beneficiarias'>>('/api/v1/beneficiarias/crear_beneficiarias', { planillas, usuario, nombrePlanilla });

/** The payroll's suggested name: 'PLANILLA <year>-<month>' of today in Bolivia. */
export function nombrePlanillaSugerido(hoy = new Date()): string {
  return `PLANILLA ${fechaBolivia(hoy).slice(0, 7)}`;
}
