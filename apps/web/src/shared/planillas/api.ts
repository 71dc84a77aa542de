import type { z } from 'zod';
import type { RespuestaDe, beneficiariaNoEnPlanillaRespuesta, cptCreadoRespuesta, planillaAnuladaRespuesta, planillaBeneficiariaRespuesta, planillaC31Respuesta, planillaRespuesta } from '@pb/contract';
import { COMISION_CPT_CENTAVOS, centavosADecimal, decimalACentavos } from '@pb/contract';
import { downloadBase64 } from '../../api/download';
import { graphql, http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** The payroll screens' calls (spec part 2 §2.1–§2.4, §7; decisions 023, 024). Amounts are decimal text in Bs. */

/** A row of an employer's pending payroll: a worker whose amount waits for its payroll (§2.4, §2.8). */
export type FilaPendiente = Pick<z.infer<typeof beneficiariaNoEnPlanillaRespuesta>, 'id' | 'monto' | 'monto_detalle' | 's_beneficiaria_estado' | 's_beneficiaria_persona_nombre_completo' | 's_beneficiaria_persona_nro_documento' | 's_beneficiaria_persona_complemento' | 's_beneficiaria_persona_movil'>;

export type Planilla = Pick<z.infer<typeof planillaRespuesta>, 'id' | 'nombre' | 'tipo' | 'monto_total' | 'estado' | '_created_at' | '_updated_at' | 'sucursal_entidad_suc_nombre' | 'entidad_nombre' | 'id_cpt' | 'cpt' | 'c31' | 'nombre_archivo_c31' | 'seleccionar'>;

export type LineaPlanilla = z.infer<typeof planillaBeneficiariaRespuesta>;

/** Every query of these screens lives under this key: a change anywhere reloads them all. */
export const PLANILLAS_KEY = ['planillas'] as const;

const FILA = 'id nombre tipo monto_total estado _created_at _updated_at sucursal_entidad_suc_nombre entidad_nombre id_cpt cpt c31 nombre_archivo_c31 seleccionar';

/** One page of the entity's payrolls (staff: every entity's); `estado` TODOS or none is every state. */
export async function listarPlanillas(q: ListQuery): Promise<ListRows<Planilla>> {
  const data = await graphql<{ planillas: ListRows<Planilla> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $estado: String) { planillas(limit: $limit, page: $page, order: $order, estado: $estado) { count rows { ${FILA} } } }`,
    { limit: q.limit, page: q.page, order: q.order, estado: filterValue(q.estado) },
  );
  return data?.planillas ?? { count: 0, rows: [] };
}

export async function listarLineas(idPlanilla: number, q: ListQuery): Promise<ListRows<LineaPlanilla>> {
  const data = await graphql<{ planillaBeneficiarias: ListRows<LineaPlanilla> | null }>(
    `query ($id: ID!, $limit: Int, $page: Int) { planillaBeneficiarias(idPlanilla: $id, limit: $limit, page: $page) { count rows { id idBeneficiaria benNombre titularNombre nro_documento subsidio monto nroAsignacion } } }`,
    { id: idPlanilla, limit: q.limit, page: q.page },
  );
  return data?.planillaBeneficiarias ?? { count: 0, rows: [] };
}

export async function anularPlanilla(idPlanilla: number): Promise<{ mensaje: string }> {
  const data = await graphql<{ anularPlanilla: z.infer<typeof planillaAnuladaRespuesta> }>(
    'mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { id estado mensaje } }',
    { id: idPlanilla },
  );
  return data.anularPlanilla;
}

/** A CREADO payroll the payment-code dialogs offer (`GET v1/planillas/cpts`). */
export type PlanillaParaCpt = RespuestaDe<'GET /api/v1/planillas/cpts'>['datos'][number];

/** The entity's CREADO payrolls; `limit` 1 answers only how many there are. */
/** The entity's active branches a payroll is paid from (spec part 2 §7 `GET v1/entidades/{idEntidad}/sucursales`). */
export const sucursalesDePago = (idEntidad: number) =>
  http.get<RespuestaDe<'GET /api/v1/entidades/:idEntidad/sucursales'>>(`/api/v1/entidades/${idEntidad}/sucursales`);

export const planillasParaCpt = (limit = 1000) => http.get<RespuestaDe<'GET /api/v1/planillas/cpts'>>('/api/v1/planillas/cpts', { query: { limit, page: 1 } });

export type CodigoPago = z.infer<typeof cptCreadoRespuesta>;

export async function generarCodigoPago(lista: Array<{ idPlanilla: number; montoTotal: string }>): Promise<CodigoPago> {
  const data = await graphql<{ planillaCptAdd: CodigoPago }>(
    'mutation ($lista: [PlanillaCptInput!]!) { planillaCptAdd(lista: $lista) { idCpt codigo monto vence } }',
    { lista },
  );
  return data.planillaCptAdd;
}

/** Σ of decimal texts in centavos, and that sum with the platform's fee: no float on the way. */
export function sumaCentavos(montos: readonly string[]): number {
  return montos.reduce((suma, m) => suma + decimalACentavos(m), 0);
}
export const conComision = (centavos: number) => centavosADecimal(centavos + COMISION_CPT_CENTAVOS);
export const COMISION_CPT = centavosADecimal(COMISION_CPT_CENTAVOS);

/** The C31 form's PDF (form and cheque in one file), stored by the server under its SHA-256: answers that name. */
export function subirPdfC31(archivo: File): Promise<{ nombre: string }> {
  const form = new FormData();
  form.append('c31', archivo);
  return http.post<RespuestaDe<'POST /api/v1/beneficiarias/subir_pdf'>>('/api/v1/beneficiarias/subir_pdf', form);
}

export async function pagarConC31(entrada: { c31: string; idPlanilla: number; nombre_archivo_c31: string }): Promise<{ mensaje: string }> {
  const data = await graphql<{ pagarPlanillaPorC31: Pick<z.infer<typeof planillaC31Respuesta>, 'id' | 'estado' | 'mensaje'> }>(
    'mutation ($c31: String!, $id: ID!, $archivo: String!) { pagarPlanillaPorC31(c31: $c31, idPlanilla: $id, nombre_archivo_c31: $archivo) { id estado mensaje } }',
    { c31: entrada.c31, id: entrada.idPlanilla, archivo: entrada.nombre_archivo_c31 },
  );
  return data.pagarPlanillaPorC31;
}

/** The payroll's receipt, a PDF the server draws from its own records (the body is only informative). */
export async function descargarBoleta(idPlanilla: number, entidad: { entidad: string | null; nit: string | null; matricula_comercio: string | null }): Promise<void> {
  await downloadBase64(`/api/v1/beneficiarias/boletas/${idPlanilla}`, { body: entidad, fallback: `planilla-${idPlanilla}.pdf` });
}

/** A C31 form's PDF. */
export async function descargarPdfC31(idFormulario: number): Promise<void> {
  await downloadBase64(`/api/v1/beneficiarias/descargar_pdf/${idFormulario}`);
}
