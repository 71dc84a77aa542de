import type { RespuestaDe } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { request } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** C31 forms (spec part 2 §2.3, §3 "C31 form row"): an entity's own, or every entity's for the programme. */
const FORMULARIO = graphql(`
  fragment FormularioC31Campos on FormularioC31 {
    id id_planilla c31 nombre_archivo_c31 nombre monto_total sucursal_entidad_suc_nombre entidad_nombre estado observacion _created_at _updated_at
  }
`);
export type FormularioC31 = ResultOf<typeof FORMULARIO>;

/** A form after its approval (PAGADO) or rejection (ANULADO), with the server's message. */
const RESULTADO = graphql(`fragment ResultadoC31Campos on FormularioC31Resultado { id estado mensaje clave parametros }`);
type Resultado = ResultOf<typeof RESULTADO>;

const LISTA = graphql(
  `query FormulariosC31($limit: Int, $page: Int, $order: String, $c31: String, $estado: String) {
    formulariosC31(limit: $limit, page: $page, order: $order, c31: $c31, estado: $estado) { count rows { ...FormularioC31Campos } }
  }`,
  [FORMULARIO],
);
const APROBAR = graphql(`mutation AprobarFormularioC31($id: ID!) { aprobarFormularioC31(idFormulario: $id) { ...ResultadoC31Campos } }`, [RESULTADO]);
const RECHAZAR = graphql(
  `mutation RechazarFormularioC31($id: ID!, $observacion: String) { rechazarFormularioC31(idFormulario: $id, observacion: $observacion) { ...ResultadoC31Campos } }`,
  [RESULTADO],
);

export async function listarFormularios(q: ListQuery): Promise<ListRows<FormularioC31>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, c31: filterText(q.c31), estado: filterText(q.estado) });
  return data?.formulariosC31 ?? { count: 0, rows: [] };
}

/** The form approved (null: no answer). */
export async function aprobarFormulario(id: number): Promise<Resultado | null> {
  return (await sendGraphql(APROBAR, { id }))?.aprobarFormularioC31 ?? null;
}

/** The form rejected (null: no answer). */
export async function rechazarFormulario(id: number, observacion: string): Promise<Resultado | null> {
  return (await sendGraphql(RECHAZAR, { id, observacion }))?.rechazarFormularioC31 ?? null;
}

/** The payrolls approved (PAGADO) on a day in Bolivia, YYYY-MM-DD, as the server's CSV. */
export const descargarReporteAprobadas = (fecha: string) => downloadFile(`/api/v1/planillas/aprobadas/${fecha}`, `planillas-aprobadas-${fecha}.csv`);

/** 'Enviar a firma' of the daily report of approved payrolls: the day drawn as a PDF to sign. */
export const enviarReporteDiario = (fecha: string) => request<RespuestaDe<'POST /api/v1/firmas/reporte-diario'>>('/api/v1/firmas/reporte-diario', { method: 'POST', body: { fecha } });
