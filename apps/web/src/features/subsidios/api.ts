import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** A subsidy row (spec part 2 §3 "Subsidio"): monto and gestion are the current year's; monto a decimal text in Bs. */
const SUBSIDIO = graphql(`
  fragment SubsidioCampos on Subsidio { id nombre tipo nro_total_entregas vigencia_dias estado monto gestion nro_distribuciones }
`);
export type Subsidio = ResultOf<typeof SUBSIDIO>;

/** A subsidy's amounts per year and its distributions, each with its food groups (the distribution dialogs). */
const DETALLE = graphql(`
  fragment SubsidioDetalleCampos on SubsidioDetalle {
    id
    montos { gestion monto }
    distribuciones { id nombre porcentaje credito detalle { id_grupo_alimenticio porcentaje grupo { id nombre sigla } } }
  }
`);
export type SubsidioDetalle = ResultOf<typeof DETALLE>;

/** Numbers as typed: a text that is not one is refused by the contract's check before sending. */
export interface SubsidioEntrada {
  nombre?: string;
  nro_total_entregas?: number | string;
  vigencia_dias?: number | string;
  estado?: 'ACTIVO' | 'INACTIVO';
  gestion?: number | string;
  monto?: string;
}
export interface DistribucionEntrada {
  nombre: string;
  porcentaje: string;
  credito: '0' | '1';
  detalle: Array<{ id_grupo_alimenticio: number | null; porcentaje: string }>;
}

export const SUBSIDIOS_KEY = ['subsidios'] as const;

const LISTA = graphql(
  `query Subsidios($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
    subsidios(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { ...SubsidioCampos } }
  }`,
  [SUBSIDIO],
);
const OBTENER = graphql(`query Subsidio($id: ID!) { subsidio(id: $id) { ...SubsidioDetalleCampos } }`, [DETALLE]);
const CREAR = graphql(`mutation SubsidioMontoAdd($s: SubsidioInput!) { subsidioMontoAdd(subsidio: $s) { ...SubsidioDetalleCampos } }`, [DETALLE]);
const EDITAR = graphql(`mutation SubsidioEdit($id: ID!, $s: SubsidioInput!) { subsidioEdit(id: $id, subsidio: $s) { ...SubsidioDetalleCampos } }`, [DETALLE]);
const DISTRIBUIR = graphql(
  `mutation DistribucionAdd($id: ID!, $d: [DistribucionInput!]!) { distribucionAdd(id_subsidio: $id, distribuciones: $d) { ...SubsidioDetalleCampos } }`,
  [DETALLE],
);

export async function listarSubsidios(q: ListQuery): Promise<ListRows<Subsidio>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), estado: filterText(q.estado) });
  return data?.subsidios ?? { count: 0, rows: [] };
}

export async function obtenerSubsidio(id: number): Promise<SubsidioDetalle | null> {
  return (await sendGraphql(OBTENER, { id }))?.subsidio ?? null;
}

/** The schema's Int: what passed the contract's check is digits (the screen already turns those into numbers). */
const entero = (v: number | string | undefined) => (v === undefined ? undefined : Number(v));

/** subsidioMontoAdd (new) or subsidioEdit (with '¿Agregar nuevo monto?' carrying gestion and monto). */
export async function guardarSubsidio(id: number | null, subsidio: SubsidioEntrada): Promise<SubsidioDetalle | null> {
  const s = { ...subsidio, nro_total_entregas: entero(subsidio.nro_total_entregas), vigencia_dias: entero(subsidio.vigencia_dias), gestion: entero(subsidio.gestion) };
  if (id === null) return (await sendGraphql(CREAR, { s }))?.subsidioMontoAdd ?? null;
  return (await sendGraphql(EDITAR, { id, s }))?.subsidioEdit ?? null;
}

/** distribucionAdd: the subsidy's whole set of distributions (decision 018). */
export async function guardarDistribuciones(idSubsidio: number, distribuciones: DistribucionEntrada[]): Promise<SubsidioDetalle | null> {
  return (await sendGraphql(DISTRIBUIR, { id: idSubsidio, d: distribuciones }))?.distribucionAdd ?? null;
}
