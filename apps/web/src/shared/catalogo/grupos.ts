import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** A food group (spec part 2 §3 "Grupo alimenticio"). */
const GRUPO = graphql(`
  fragment GrupoAlimenticioCampos on GrupoAlimenticio { id nombre sigla descripcion estado }
`);
export type GrupoAlimenticio = ResultOf<typeof GRUPO>;

export interface GrupoEntrada {
  nombre?: string;
  sigla?: string | null;
  descripcion?: string | null;
  estado?: 'ACTIVO' | 'INACTIVO';
}

/** Query-cache keys: saving a group also refreshes the group selects of the food screens. */
export const GRUPOS_KEY = ['grupos'] as const;
export const LISTA_KEY = [...GRUPOS_KEY, 'lista'] as const;
export const ACTIVOS_KEY = [...GRUPOS_KEY, 'activos'] as const;

const LISTAR = graphql(
  `query GrupoAlimenticios($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $estado: String) {
    grupoAlimenticios(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, estado: $estado) { count rows { ...GrupoAlimenticioCampos } }
  }`,
  [GRUPO],
);
const ACTIVOS = graphql(
  `query GrupoAlimenticiosActivos { grupoAlimenticios(estado: "ACTIVO", limit: 100, order: "nombre") { rows { ...GrupoAlimenticioCampos } } }`,
  [GRUPO],
);
const CREAR = graphql(`mutation GrupoAdd($g: GrupoAlimenticioInput!) { grupoAdd(grupo: $g) { ...GrupoAlimenticioCampos } }`, [GRUPO]);
const EDITAR = graphql(`mutation GrupoEdit($id: ID!, $g: GrupoAlimenticioInput!) { grupoEdit(id: $id, grupo: $g) { ...GrupoAlimenticioCampos } }`, [GRUPO]);

export async function listarGrupos(q: ListQuery): Promise<ListRows<GrupoAlimenticio>> {
  const data = await sendGraphql(LISTAR, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), sigla: filterText(q.sigla), estado: filterText(q.estado) });
  return data?.grupoAlimenticios ?? { count: 0, rows: [] };
}

/** The active groups a food or product may be filed under (spec part 2 §7 `grupoAlimenticios(estado: ACTIVO)`). */
export async function listarGruposActivos(): Promise<GrupoAlimenticio[]> {
  const data = await sendGraphql(ACTIVOS);
  return data?.grupoAlimenticios?.rows ?? [];
}

export async function guardarGrupo(id: number | null, grupo: GrupoEntrada): Promise<GrupoAlimenticio | null> {
  if (id === null) return (await sendGraphql(CREAR, { g: grupo }))?.grupoAdd ?? null;
  return (await sendGraphql(EDITAR, { id, g: grupo }))?.grupoEdit ?? null;
}
