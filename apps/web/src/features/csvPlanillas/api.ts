import type { ErrorFilaPlanilla, FilaPlanilla, RespuestaDe, ResultadoPlanillaCsv } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** The employer's pending payroll (spec part 2 §2.4, §7): list, CSV out and in, and the amounts written. */

export type { ErrorFilaPlanilla, FilaPlanilla, ResultadoPlanillaCsv };

/** Spec part 2 §7 `crear_personas`: "string or list of document errors" (decision 039). */
export type RespuestaSincronizar = RespuestaDe<'POST /api/v1/beneficiarias/crear_personas'>;
/** A document the OVT sync left out: its birth date differs between the system and the registry (the §2.4 dialog). */
export type ErrorFecha = Exclude<RespuestaSincronizar, string>[number];

export const PLANILLA_KEY = ['csvPlanillas'] as const;

/** A pending row of this screen: with its person, whom the row's mobile and state actions name. */
const FILA = graphql(`
  fragment FilaCsvPlanillaCampos on BeneficiariaNoEnPlanilla {
    id monto monto_detalle s_beneficiaria_estado s_beneficiaria_persona_id s_beneficiaria_persona_nombre_completo
    s_beneficiaria_persona_nro_documento s_beneficiaria_persona_complemento s_beneficiaria_persona_movil
  }
`);
export type FilaCsvPlanilla = ResultOf<typeof FILA>;

const LISTA = graphql(
  `query PendientesCsvPlanillas($limit: Int, $page: Int, $order: String, $doc: String, $estado: String, $matricula: String) {
    beneficiariasNoEnPlanillasPorEntidad(limit: $limit, page: $page, order: $order, s_beneficiaria_persona_nro_documento: $doc, s_beneficiaria_estado: $estado, matricula: $matricula) {
      count rows { ...FilaCsvPlanillaCampos }
    }
  }`,
  [FILA],
);

/** One page of the pending list; of one matrícula's branches when the entity has several (§2.4's selector). */
export async function listarPendientes(q: ListQuery, matricula: string | null = null): Promise<ListRows<FilaCsvPlanilla>> {
  const data = await sendGraphql(LISTA, {
    limit: q.limit,
    page: q.page,
    order: q.order,
    doc: filterText(q.s_beneficiaria_persona_nro_documento),
    estado: filterText(q.s_beneficiaria_estado),
    matricula: matricula ?? undefined,
  });
  return data?.beneficiariasNoEnPlanillasPorEntidad ?? { count: 0, rows: [] };
}

export const porcentajeBono = async () => (await http.get<RespuestaDe<'GET /api/v1/porcentaje'>>('/api/v1/porcentaje')).porcentaje;

/** Step 1: the entity's workers from the OVT labour registry. */
export const sincronizarTrabajadores = (idUsuario: number, idEntidad: number) => http.post<RespuestaSincronizar>('/api/v1/beneficiarias/crear_personas', { id_usuario: idUsuario, id_entidad: idEntidad });

/** Step 2: the CSV to fill in (one matrícula's workers when named), saved by the browser under the server's Spanish name. */
export const descargarPlanilla = (idEntidad: number, matricula: string | null = null) =>
  downloadFile(`/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${idEntidad}/creado${matricula ? `?matricula=${encodeURIComponent(matricula)}` : ''}`, 'planilla.csv');

/** Step 2: the filled file checked by the server; nothing is written yet. */
export function subirPlanilla(archivo: File): Promise<ResultadoPlanillaCsv> {
  const form = new FormData();
  form.append('archivo', archivo);
  return http.post<ResultadoPlanillaCsv>('/api/v1/beneficiarias/csv', form);
}

/** Continue: the validated rows written (the server checks them again). */
export const actualizarMontos = (planillas: FilaPlanilla[], idEntidad: number) => http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/update_personas'>>('/api/v1/beneficiarias/update_personas', { planillas, crearPlanilla: true, idEntidad });
