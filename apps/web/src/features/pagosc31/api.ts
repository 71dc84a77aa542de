import type { z } from 'zod';
import type { RespuestaDe, formularioC31Respuesta, formularioC31ResultadoRespuesta } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, request } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** C31 forms (spec part 2 §2.3, §3 "C31 form row"): an entity's own, or every entity's for the programme. */
export type FormularioC31 = z.infer<typeof formularioC31Respuesta>;

export async function listarFormularios(q: ListQuery): Promise<ListRows<FormularioC31>> {
  const data = await graphql<{ formulariosC31: ListRows<FormularioC31> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $c31: String, $estado: String) {
      formulariosC31(limit: $limit, page: $page, order: $order, c31: $c31, estado: $estado) {
        count rows { id id_planilla c31 nombre_archivo_c31 nombre monto_total sucursal_entidad_suc_nombre entidad_nombre estado observacion _created_at _updated_at }
      }
    }`,
    { limit: q.limit, page: q.page, order: q.order, c31: filterValue(q.c31), estado: filterValue(q.estado) },
  );
  return data?.formulariosC31 ?? { count: 0, rows: [] };
}

type Resultado = z.infer<typeof formularioC31ResultadoRespuesta>;

export async function aprobarFormulario(id: number): Promise<Resultado> {
  const data = await graphql<{ aprobarFormularioC31: Resultado }>('mutation ($id: ID!) { aprobarFormularioC31(idFormulario: $id) { id estado mensaje } }', { id });
  return data.aprobarFormularioC31;
}

export async function rechazarFormulario(id: number, observacion: string): Promise<Resultado> {
  const data = await graphql<{ rechazarFormularioC31: Resultado }>('mutation ($id: ID!, $observacion: String) { rechazarFormularioC31(idFormulario: $id, observacion: $observacion) { id estado mensaje } }', { id, observacion });
  return data.rechazarFormularioC31;
}

/** The payrolls approved (PAGADO) on a day in Bolivia, YYYY-MM-DD, as the server's CSV. */
export const descargarReporteAprobadas = (fecha: string) => downloadFile(`/api/v1/planillas/aprobadas/${fecha}`, `planillas-aprobadas-${fecha}.csv`);

/** 'Enviar a firma' of the daily report of approved payrolls: the day drawn as a PDF to sign. */
export const enviarReporteDiario = (fecha: string) => request<RespuestaDe<'POST /api/v1/firmas/reporte-diario'>>('/api/v1/firmas/reporte-diario', { method: 'POST', body: { fecha } });
