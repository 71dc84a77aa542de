import { centavosADecimal, decimalACentavos } from '@pb/contract/valores';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/**
 * The pending beneficiaries a new payroll is made of (spec part 2 §2.1 create modal, §3 "Beneficiary
 * candidate"): the entity's bonus beneficiaries not yet in a payroll this month, with their bonus.
 */
const PENDIENTE = graphql(`
  fragment PendienteCampos on BeneficiariaNoEnPlanilla {
    id id_beneficiaria id_sucursal monto e_beneficiaria_nombre s_beneficiaria_persona_nombre_completo s_beneficiaria_persona_nro_documento s_beneficiaria_persona_complemento
  }
`);
export type Pendiente = ResultOf<typeof PENDIENTE>;

const LISTA = graphql(
  `query PendientesPlanilla($limit: Int, $page: Int, $order: String, $doc: String) {
    beneficiariasNoEnPlanillasPorEntidad(limit: $limit, page: $page, order: $order, s_beneficiaria_persona_nro_documento: $doc) { count rows { ...PendienteCampos } }
  }`,
  [PENDIENTE],
);

export async function listarPendientes(q: ListQuery): Promise<ListRows<Pendiente>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, doc: filterText(q.s_beneficiaria_persona_nro_documento) });
  return data?.beneficiariasNoEnPlanillasPorEntidad ?? { count: 0, rows: [] };
}

const SUMA = graphql(`query SumaPendientesPlanilla { beneficiariasNoEnPlanillasPorEntidad(limit: 1) { pagables monto_total } }`);

/** The whole unfiltered pending list's count of rows with a bonus and their sum (Bs, decimal text), added up by the server. */
export type SumaPendientes = NonNullable<ResultOf<typeof SUMA>['beneficiariasNoEnPlanillasPorEntidad']>;

export async function sumaPendientes(): Promise<SumaPendientes> {
  const data = await sendGraphql(SUMA);
  return data?.beneficiariasNoEnPlanillasPorEntidad ?? { pagables: 0, monto_total: '0.00' };
}

/** A row's bonus in centavos; 0 when it has none (no aguinaldo yet): such a row cannot be paid. */
export const centavosDe = (p: Pendiente) => (p.monto && /^\d+(\.\d+)?$/.test(p.monto) ? decimalACentavos(p.monto) : 0);
export const pagable = (p: Pendiente) => centavosDe(p) > 0;

/**
 * Who is in the payroll: every payable row but the removed ones ('todas'), or only the ones added
 * back ('ninguna', after "remove all"). The exceptions keep each row's centavos, so the total never
 * needs the rows that are not on screen.
 */
export interface Seleccion {
  base: 'todas' | 'ninguna';
  excepciones: ReadonlyMap<number, number>;
}
export const TODAS: Seleccion = { base: 'todas', excepciones: new Map() };
export const NINGUNA: Seleccion = { base: 'ninguna', excepciones: new Map() };

export function incluida(s: Seleccion, p: Pendiente): boolean {
  if (!pagable(p)) return false;
  return s.base === 'todas' ? !s.excepciones.has(p.id_beneficiaria) : s.excepciones.has(p.id_beneficiaria);
}

export function alternar(s: Seleccion, p: Pendiente): Seleccion {
  const excepciones = new Map(s.excepciones);
  if (!excepciones.delete(p.id_beneficiaria)) excepciones.set(p.id_beneficiaria, centavosDe(p));
  return { base: s.base, excepciones };
}

/** What planillaAdd takes for the selection: the lines added back, or "every pending row but these" (the server reads them). */
export function seleccionParaGuardar(s: Seleccion): { lista: Array<{ idBeneficiaria: number; monto: string }> } | { todas: true; excluir: number[] } {
  if (s.base === 'todas') return { todas: true, excluir: [...s.excepciones.keys()] };
  return { lista: [...s.excepciones].map(([id, c]) => ({ idBeneficiaria: id, monto: centavosADecimal(c) })) };
}

/**
 * How many lines and their total in centavos: for 'todas' the server's sum of the whole list less
 * the removed rows (each exception kept its centavos), so no row off screen is needed.
 */
export function resumen(s: Seleccion, suma: SumaPendientes): { n: number; centavos: number } {
  const quitadas = { n: s.excepciones.size, centavos: [...s.excepciones.values()].reduce((a, c) => a + c, 0) };
  if (s.base === 'ninguna') return quitadas;
  return { n: Math.max(0, suma.pagables - quitadas.n), centavos: Math.max(0, decimalACentavos(suma.monto_total) - quitadas.centavos) };
}
