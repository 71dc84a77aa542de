import type { PersonaIndependiente, RespuestaDe } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { TRABAJADOR, type TrabajadorBeneficiaria } from '../../shared/trabajadores/api';
import { filterText } from '../../components/list/filterValue';

/** The independent employer's calls (spec part 2 §2.8, §7; decision 028). Amounts are decimal text in Bs. */

export type { TrabajadorBeneficiaria };
export { bonoDe } from './bono';
/** A row of step 1's list: the pending payroll row (its `id` is the beneficiary's). */
const PENDIENTE = graphql(`
  fragment PendienteIndependienteCampos on BeneficiariaNoEnPlanilla {
    id id_beneficiaria monto monto_detalle s_beneficiaria_estado s_beneficiaria_persona_nombre_completo
    s_beneficiaria_persona_nro_documento s_beneficiaria_persona_complemento s_beneficiaria_persona_movil s_beneficiaria_persona_pais_nacimiento
  }
`);
export type Pendiente = ResultOf<typeof PENDIENTE>;
export const INDEPENDIENTES_KEY = ['independientes'] as const;
export const NOMBRE_PLANILLA = 'PLANILLA ESFUERZO POR BOLIVIA';

const PENDIENTES = graphql(
  `query BeneficiariasIndependientes($limit: Int, $page: Int, $order: String, $doc: String, $estado: String) {
    beneficiariasIndependientes(limit: $limit, page: $page, order: $order, s_beneficiaria_persona_nro_documento: $doc, s_beneficiaria_estado: $estado) {
      count monto_total pagables rows { ...PendienteIndependienteCampos }
    }
  }`,
  [PENDIENTE],
);
/** Step 1's page: its rows and the whole list's count, total and payable rows. */
type ListaPendientes = NonNullable<ResultOf<typeof PENDIENTES>['beneficiariasIndependientes']>;

/** Step 1's list: the workers whose bonus waits for its payroll, with the list's count and total. */
export async function listarPendientes(q: ListQuery): Promise<ListaPendientes> {
  const data = await sendGraphql(PENDIENTES, { limit: q.limit, page: q.page, order: q.order, doc: filterText(q.s_beneficiaria_persona_nro_documento), estado: filterText(q.s_beneficiaria_estado) });
  return data?.beneficiariasIndependientes ?? { count: 0, rows: [], monto_total: '0.00', pagables: 0 };
}

/** What step 2 would pay: the whole list's count and total. */
export const resumenPendientes = () => listarPendientes({ limit: 1, page: 1 });

const TRABAJADORES = graphql(
  `query TrabajadoresIndependientes($limit: Int, $page: Int, $order: String, $doc: String) {
    trabajadoresIndependientes(limit: $limit, page: $page, order: $order, nro_documento: $doc) { count rows { ...TrabajadorCampos } }
  }`,
  [TRABAJADOR],
);

/** Every bonus worker of the entity (/modificarCelularIndependiente). */
export async function listarTrabajadores(q: ListQuery): Promise<ListRows<TrabajadorBeneficiaria>> {
  const data = await sendGraphql(TRABAJADORES, { limit: q.limit, page: q.page, order: q.order, doc: filterText(q.nro_documento) });
  return data?.trabajadoresIndependientes ?? { count: 0, rows: [] };
}

export const porcentajeBono = async () => (await http.get<RespuestaDe<'GET /api/v1/porcentaje'>>('/api/v1/porcentaje')).porcentaje;
export const paises = async () => (await http.get<RespuestaDe<'GET /api/v1/paises'>>('/api/v1/paises')).paises;
export const sucursalDe = (idEntidad: number) => http.get<RespuestaDe<'GET /api/v1/otros/sucursal/:id'>>(`/api/v1/otros/sucursal/${idEntidad}`);

/** The person the add dialog sends, as the contract's schema gives it once checked. */
export type PersonaEnviada = PersonaIndependiente;

export interface Destino {
  id_subsidio: 1;
  id_entidad: number;
  id_sucursal: number;
}

export const verificar = (persona: PersonaEnviada, destino: Destino) => http.post<RespuestaDe<'POST /api/v1/otros/verificar'>>('/api/v1/otros/verificar', { persona, ...destino });

export const cuerpoRegistro = (persona: PersonaEnviada, destino: Destino, montoDetalle: string, montoBono: string | null) => ({ personaTitular: { persona, montoDetalle, montoBono, ...destino } });
type Cuerpo = ReturnType<typeof cuerpoRegistro>;
export const registrarBeneficiaria = (cuerpo: Cuerpo) => http.post<RespuestaDe<'POST /api/v1/otros/registrar_beneficiaria'>>('/api/v1/otros/registrar_beneficiaria', cuerpo);
export const registrarBono = (cuerpo: Cuerpo) => http.post<RespuestaDe<'POST /api/v1/otros/registrar_bono'>>('/api/v1/otros/registrar_bono', cuerpo);

export const cambiarMonto = (idBeneficiaria: number, monto: string) => http.patch<RespuestaDe<'PATCH /api/v1/otros/monto/:id/:monto'>>(`/api/v1/otros/monto/${idBeneficiaria}/${encodeURIComponent(monto)}`, {});

const PLANILLA_DE_TODAS = graphql(`
  mutation PlanillaAddTodas($s: ID!, $m: String!, $n: String!) { planillaAdd(sucursalPago: $s, montoTotal: $m, tipo: "MENSUAL", nombre: $n, todas: true) { id } }
`);

/** Step 2: one payroll of every listed worker, built by the server (`planillaAdd` with `todas`): its id. */
export async function crearPlanillaDeTodas(sucursalPago: number, montoTotal: string): Promise<number | null> {
  const data = await sendGraphql(PLANILLA_DE_TODAS, { s: String(sucursalPago), m: montoTotal, n: NOMBRE_PLANILLA });
  return data.planillaAdd?.id ?? null;
}
