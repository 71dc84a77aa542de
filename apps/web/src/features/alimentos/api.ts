import type { z } from 'zod';
import type { alimentoRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/**
 * A food (spec part 2 §3 "Alimento"): one of the programme's foods for staff, one of the caller's
 * own products (with `precio`, a decimal text in Bs) for a provider. The server decides by who calls.
 */
export type Alimento = Pick<z.infer<typeof alimentoRespuesta>, 'id' | 'nombre' | 'unidad' | 'id_grupo_alimenticio' | 'nombreGrupo' | 'id_entidad' | 'precio' | 'estado'>;

export interface AlimentoEntrada {
  nombre?: string;
  unidad?: string;
  id_grupo_alimenticio?: number;
  /** Products only: the price as typed ("12,50" or "12.50"), read by the contract's `leerMonto`. */
  precio?: string;
  estado?: 'ACTIVO' | 'INACTIVO';
}

/** One cache key for both screens: each session sees one catalogue. */
export const ALIMENTOS_KEY = ['alimentos'] as const;

const CAMPOS = 'id nombre unidad id_grupo_alimenticio nombreGrupo id_entidad precio estado';

export async function listarAlimentos(q: ListQuery): Promise<ListRows<Alimento>> {
  const data = await graphql<{ alimentos: ListRows<Alimento> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $nombre: String, $grupo: ID, $estado: String) {
      alimentos(limit: $limit, page: $page, order: $order, nombre: $nombre, id_grupo_alimenticio: $grupo, estado: $estado) { count rows { ${CAMPOS} } }
    }`,
    { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), grupo: filterValue(q.id_grupo_alimenticio), estado: filterValue(q.estado) },
  );
  return data?.alimentos ?? { count: 0, rows: [] };
}

/** `alimentoAdd` (spec part 2 §7; answers the id) or `alimentoEdit`. */
export async function guardarAlimento(id: number | null, alimento: AlimentoEntrada): Promise<Alimento | null> {
  if (id === null) {
    const data = await graphql<{ alimentoAdd: Alimento | null }>(`mutation ($a: AlimentoInput!) { alimentoAdd(alimento: $a) { ${CAMPOS} } }`, { a: alimento });
    return data?.alimentoAdd ?? null;
  }
  const data = await graphql<{ alimentoEdit: Alimento | null }>(`mutation ($id: ID!, $a: AlimentoInput!) { alimentoEdit(id: $id, alimento: $a) { ${CAMPOS} } }`, { id, a: alimento });
  return data?.alimentoEdit ?? null;
}
