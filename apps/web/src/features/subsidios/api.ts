import type { z } from 'zod';
import type { distribucionGrupoRespuesta, distribucionRespuesta, subsidioDetalleRespuesta, subsidioMontoRespuesta, subsidioRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A subsidy row (spec part 2 §3 "Subsidio"): monto and gestion are the current year's; monto a decimal text in Bs. */
export type Subsidio = Pick<z.infer<typeof subsidioRespuesta>, 'id' | 'nombre' | 'tipo' | 'nro_total_entregas' | 'vigencia_dias' | 'estado' | 'monto' | 'gestion' | 'nro_distribuciones'>;

export type DistribucionGrupo = z.infer<typeof distribucionGrupoRespuesta>;
export type Distribucion = Pick<z.infer<typeof distribucionRespuesta>, 'id' | 'nombre' | 'porcentaje' | 'credito' | 'detalle'>;
/** A subsidy with its amounts per year and its distributions (the distribution dialogs). */
export type SubsidioDetalle = Pick<z.infer<typeof subsidioDetalleRespuesta>, keyof Subsidio> & {
  montos: Array<Pick<z.infer<typeof subsidioMontoRespuesta>, 'gestion' | 'monto'>>;
  distribuciones: Distribucion[];
};

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
const FILA = 'id nombre tipo nro_total_entregas vigencia_dias estado monto gestion nro_distribuciones';
const DETALLE = `${FILA} montos { gestion monto } distribuciones { id nombre porcentaje credito detalle { id_grupo_alimenticio porcentaje grupo { id nombre sigla } } }`;

export async function listarSubsidios(q: ListQuery): Promise<ListRows<Subsidio>> {
  const data = await graphql<{ subsidios: ListRows<Subsidio> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $nombre: String, $estado: String) {
      subsidios(limit: $limit, page: $page, order: $order, nombre: $nombre, estado: $estado) { count rows { ${FILA} } }
    }`,
    { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), estado: filterValue(q.estado) },
  );
  return data?.subsidios ?? { count: 0, rows: [] };
}

export async function obtenerSubsidio(id: number): Promise<SubsidioDetalle | null> {
  const data = await graphql<{ subsidio: SubsidioDetalle | null }>(`query ($id: ID!) { subsidio(id: $id) { ${DETALLE} } }`, { id });
  return data?.subsidio ?? null;
}

/** subsidioMontoAdd (new) or subsidioEdit (with '¿Agregar nuevo monto?' carrying gestion and monto). */
export async function guardarSubsidio(id: number | null, subsidio: SubsidioEntrada): Promise<SubsidioDetalle | null> {
  if (id === null) {
    const data = await graphql<{ subsidioMontoAdd: SubsidioDetalle | null }>(`mutation ($s: SubsidioInput!) { subsidioMontoAdd(subsidio: $s) { ${FILA} } }`, { s: subsidio });
    return data?.subsidioMontoAdd ?? null;
  }
  const data = await graphql<{ subsidioEdit: SubsidioDetalle | null }>(`mutation ($id: ID!, $s: SubsidioInput!) { subsidioEdit(id: $id, subsidio: $s) { ${FILA} } }`, { id, s: subsidio });
  return data?.subsidioEdit ?? null;
}

/** distribucionAdd: the subsidy's whole set of distributions (decision 018). */
export async function guardarDistribuciones(idSubsidio: number, distribuciones: DistribucionEntrada[]): Promise<SubsidioDetalle | null> {
  const data = await graphql<{ distribucionAdd: SubsidioDetalle | null }>(
    `mutation ($id: ID!, $d: [DistribucionInput!]!) { distribucionAdd(id_subsidio: $id, distribuciones: $d) { ${FILA} } }`,
    { id: idSubsidio, d: distribuciones },
  );
  return data?.distribucionAdd ?? null;
}
