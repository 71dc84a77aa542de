import type { RespuestaDe } from '@pb/contract';
import { COMISION_CPT_CENTAVOS, centavosADecimal, decimalACentavos } from '@pb/contract/valores';
import { downloadBase64 } from '../../api/download';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** The payroll screens' calls (spec part 2 §2.1–§2.4, §7; decisions 023, 024). Amounts are decimal text in Bs. */

/** A payroll (spec part 2 §3 'Payroll'); cpt and c31 are its live code's and form's. */
const PLANILLA = graphql(`
  fragment PlanillaCampos on Planilla {
    id nombre tipo monto_total estado _created_at _updated_at sucursal_entidad_suc_nombre entidad_nombre id_cpt cpt c31 nombre_archivo_c31 seleccionar
  }
`);
export type Planilla = ResultOf<typeof PLANILLA>;

/** A payroll's line: the beneficiary, the titular, the subsidy, the amount and the assignment. */
const LINEA = graphql(`
  fragment LineaPlanillaCampos on PlanillaBeneficiaria { id idBeneficiaria benNombre titularNombre nro_documento subsidio monto nroAsignacion }
`);
export type LineaPlanilla = ResultOf<typeof LINEA>;

/** Every query of these screens lives under this key: a change anywhere reloads them all. */
export const PLANILLAS_KEY = ['planillas'] as const;

const LISTA = graphql(
  `query Planillas($limit: Int, $page: Int, $order: String, $estado: String) {
    planillas(limit: $limit, page: $page, order: $order, estado: $estado) { count rows { ...PlanillaCampos } }
  }`,
  [PLANILLA],
);
const LINEAS = graphql(
  `query PlanillaBeneficiarias($id: ID!, $limit: Int, $page: Int) {
    planillaBeneficiarias(idPlanilla: $id, limit: $limit, page: $page) { count rows { ...LineaPlanillaCampos } }
  }`,
  [LINEA],
);
const ANULAR = graphql(`mutation AnularPlanilla($id: ID!) { anularPlanilla(idPlanilla: $id) { id estado mensaje clave parametros } }`);
const GENERAR_CPT = graphql(`mutation PlanillaCptAdd($lista: [PlanillaCptInput!]!) { planillaCptAdd(lista: $lista) { idCpt codigo monto vence } }`);
const PAGAR_C31 = graphql(`
  mutation PagarPlanillaPorC31($c31: String!, $id: ID!, $archivo: String!) {
    pagarPlanillaPorC31(c31: $c31, idPlanilla: $id, nombre_archivo_c31: $archivo) { id estado mensaje clave parametros }
  }
`);

/** One page of the entity's payrolls (staff: every entity's); `estado` TODOS or none is every state. */
export async function listarPlanillas(q: ListQuery): Promise<ListRows<Planilla>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, estado: filterText(q.estado) });
  return data?.planillas ?? { count: 0, rows: [] };
}

export async function listarLineas(idPlanilla: number, q: ListQuery): Promise<ListRows<LineaPlanilla>> {
  const data = await sendGraphql(LINEAS, { id: idPlanilla, limit: q.limit, page: q.page });
  return data?.planillaBeneficiarias ?? { count: 0, rows: [] };
}

/** The payroll annulled, with the server's message (null: no answer). */
export async function anularPlanilla(idPlanilla: number): Promise<ResultOf<typeof ANULAR>['anularPlanilla']> {
  return (await sendGraphql(ANULAR, { id: idPlanilla }))?.anularPlanilla ?? null;
}

/** A CREADO payroll the payment-code dialogs offer (`GET v1/planillas/cpts`). */
export type PlanillaParaCpt = RespuestaDe<'GET /api/v1/planillas/cpts'>['datos'][number];

/** The entity's CREADO payrolls; `limit` 1 answers only how many there are. */
/** The entity's active branches a payroll is paid from (spec part 2 §7 `GET v1/entidades/{idEntidad}/sucursales`). */
export const sucursalesDePago = (idEntidad: number) =>
  http.get<RespuestaDe<'GET /api/v1/entidades/:idEntidad/sucursales'>>(`/api/v1/entidades/${idEntidad}/sucursales`);

export const planillasParaCpt = (limit = 1000) => http.get<RespuestaDe<'GET /api/v1/planillas/cpts'>>('/api/v1/planillas/cpts', { query: { limit, page: 1 } });

/** A payment code: monto = Σ the payrolls + the fee (decimal text), what to pay at the bank; vence ISO 8601. */
export type CodigoPago = NonNullable<ResultOf<typeof GENERAR_CPT>['planillaCptAdd']>;

export async function generarCodigoPago(lista: Array<{ idPlanilla: number; montoTotal: string }>): Promise<CodigoPago | null> {
  return (await sendGraphql(GENERAR_CPT, { lista }))?.planillaCptAdd ?? null;
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

export async function pagarConC31(entrada: { c31: string; idPlanilla: number; nombre_archivo_c31: string }): Promise<ResultOf<typeof PAGAR_C31>['pagarPlanillaPorC31']> {
  return (await sendGraphql(PAGAR_C31, { c31: entrada.c31, id: entrada.idPlanilla, archivo: entrada.nombre_archivo_c31 }))?.pagarPlanillaPorC31 ?? null;
}

/** The payroll's receipt, a PDF the server draws from its own records (the body is only informative). */
export async function descargarBoleta(idPlanilla: number, entidad: { entidad: string | null; nit: string | null; matricula_comercio: string | null }): Promise<void> {
  await downloadBase64(`/api/v1/beneficiarias/boletas/${idPlanilla}`, { body: entidad, fallback: `planilla-${idPlanilla}.pdf` });
}

/** A C31 form's PDF. */
export async function descargarPdfC31(idFormulario: number): Promise<void> {
  await downloadBase64(`/api/v1/beneficiarias/descargar_pdf/${idFormulario}`);
}
