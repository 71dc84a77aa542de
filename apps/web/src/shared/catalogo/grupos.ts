import { graphql } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** A food group (spec part 2 §3 "Grupo alimenticio"). */
export interface GrupoAlimenticio {
  id: number;
  nombre: string;
  sigla: string | null;
  descripcion: string | null;
  estado: string;
}

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

const CAMPOS = 'id nombre sigla descripcion estado';

export async function listarGrupos(q: ListQuery): Promise<ListRows<GrupoAlimenticio>> {
  const data = await graphql<{ grupoAlimenticios: ListRows<GrupoAlimenticio> | null }>(
    `query ($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $estado: String) {
      grupoAlimenticios(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, estado: $estado) { count rows { ${CAMPOS} } }
    }`,
    { limit: q.limit, page: q.page, order: q.order, nombre: filterValue(q.nombre), sigla: filterValue(q.sigla), estado: filterValue(q.estado) },
  );
  return data?.grupoAlimenticios ?? { count: 0, rows: [] };
}

/** The active groups a food or product may be filed under (spec part 2 §7 `grupoAlimenticios(estado: ACTIVO)`). */
export async function listarGruposActivos(): Promise<GrupoAlimenticio[]> {
  const data = await graphql<{ grupoAlimenticios: ListRows<GrupoAlimenticio> | null }>(
    `query { grupoAlimenticios(estado: "ACTIVO", limit: 100, order: "nombre") { count rows { ${CAMPOS} } } }`,
  );
  return data?.grupoAlimenticios?.rows ?? [];
}

export async function guardarGrupo(id: number | null, grupo: GrupoEntrada): Promise<GrupoAlimenticio | null> {
  if (id === null) {
    const data = await graphql<{ grupoAdd: GrupoAlimenticio | null }>(`mutation ($g: GrupoAlimenticioInput!) { grupoAdd(grupo: $g) { ${CAMPOS} } }`, { g: grupo });
    return data?.grupoAdd ?? null;
  }
  const data = await graphql<{ grupoEdit: GrupoAlimenticio | null }>(`mutation ($id: ID!, $g: GrupoAlimenticioInput!) { grupoEdit(id: $id, grupo: $g) { ${CAMPOS} } }`, { id, g: grupo });
  return data?.grupoEdit ?? null;
}
