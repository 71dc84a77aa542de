import type { BeneficiariaSubsidio, ErrorFilaPlanilla, FilaBeneficiariaCsv, RespuestaDe, ResultadoBeneficiariasCsv } from '@pb/contract';
import { downloadBase64 } from '../../api/download';
import { graphql, http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';
import { hoyBolivia } from '../../components/fechaBolivia';

/** The beneficiaries import (spec part 2 §2.7, §7): the list, the base files, the file checked and the rows registered. */

export type { BeneficiariaSubsidio, ErrorFilaPlanilla, FilaBeneficiariaCsv, ResultadoBeneficiariasCsv };

export const BENEFICIARIAS_KEY = ['csvBeneficiarias'] as const;

const LISTA = `query ($limit: Int, $page: Int, $order: String, $nro_documento: String, $estado: String) {
  beneficiarias(limit: $limit, page: $page, order: $order, nro_documento: $nro_documento, estado: $estado) {
    count rows { id estado ben_subsidio_nombre persona_t_nro_documento persona_t_complemento persona_t_nombre_completo persona_b_nro_documento persona_b_complemento persona_b_nombre_completo }
  }
}`;

export async function listarBeneficiarias(q: ListQuery): Promise<ListRows<BeneficiariaSubsidio>> {
  const data = await graphql<{ beneficiarias: ListRows<BeneficiariaSubsidio> | null }>(LISTA, {
    limit: q.limit,
    page: q.page,
    order: q.order,
    nro_documento: filterValue(q.nro_documento),
    estado: filterValue(q.estado),
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
  return `PLANILLA ${hoyBolivia(hoy).slice(0, 7)}`;
}
