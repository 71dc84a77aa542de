import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText, filterValue } from '../../components/list/filterValue';

/**
 * A food (spec part 2 §3 "Alimento"): one of the programme's foods for staff, one of the caller's
 * own products (with `precio`, a decimal text in Bs) for a provider. The server decides by who calls.
 */
const ALIMENTO = graphql(`
  fragment AlimentoCampos on Alimento { id nombre unidad id_grupo_alimenticio nombreGrupo id_entidad precio estado }
`);
export type Alimento = ResultOf<typeof ALIMENTO>;

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

const LISTAR = graphql(
  `query Alimentos($limit: Int, $page: Int, $order: String, $nombre: String, $grupo: ID, $estado: String) {
    alimentos(limit: $limit, page: $page, order: $order, nombre: $nombre, id_grupo_alimenticio: $grupo, estado: $estado) { count rows { ...AlimentoCampos } }
  }`,
  [ALIMENTO],
);

export async function listarAlimentos(q: ListQuery): Promise<ListRows<Alimento>> {
  const data = await sendGraphql(LISTAR, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), grupo: filterValue(q.id_grupo_alimenticio), estado: filterText(q.estado) });
  return data?.alimentos ?? { count: 0, rows: [] };
}

const CREAR = graphql(`mutation AlimentoAdd($a: AlimentoInput!) { alimentoAdd(alimento: $a) { ...AlimentoCampos } }`, [ALIMENTO]);
const EDITAR = graphql(`mutation AlimentoEdit($id: ID!, $a: AlimentoInput!) { alimentoEdit(id: $id, alimento: $a) { ...AlimentoCampos } }`, [ALIMENTO]);

/** `alimentoAdd` (spec part 2 §7; answers the id) or `alimentoEdit`. */
export async function guardarAlimento(id: number | null, alimento: AlimentoEntrada): Promise<Alimento | null> {
  if (id === null) return (await sendGraphql(CREAR, { a: alimento }))?.alimentoAdd ?? null;
  return (await sendGraphql(EDITAR, { id, a: alimento }))?.alimentoEdit ?? null;
}
