import type { RespuestaDe } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';
import { ENTIDAD } from '../../shared/entidades/api';
import type { Entidad } from '../../shared/entidades/tipos';

/** An entity of the add-provider choice. */
const CANDIDATO = graphql(`fragment CandidatoProveedorCampos on Entidad { id nombre sigla }`);
export type Candidato = ResultOf<typeof CANDIDATO>;

const LISTA = graphql(
  `query Proveedores($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $nit: String) {
    entidades(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, nit: $nit, proveedor: true) { count rows { ...EntidadCampos } }
  }`,
  [ENTIDAD],
);

const CANDIDATOS = graphql(
  `query CandidatosProveedor($nombre: String) {
    entidades(origen: "PROBOLIVIA", proveedor: false, estado: "ACTIVO", nombre: $nombre, limit: 20) { rows { ...CandidatoProveedorCampos } }
  }`,
  [CANDIDATO],
);

const AGREGAR = graphql(`mutation ProveedorAdd($id: ID!) { proveedorAdd(id: $id) { id } }`);
const QUITAR = graphql(`mutation ProveedorQuitar($id: ID!) { proveedorQuitar(id: $id) { id } }`);

/** The query-cache key of everything this screen reads; changes invalidate it. */
export const CLAVE = ['proveedores'] as const;

/** The entities flagged as provider (spec part 1 §2 "Providers"). */
export async function listarProveedores(q: ListQuery): Promise<ListRows<Entidad>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, nombre: filterText(q.nombre), sigla: filterText(q.sigla), nit: filterText(q.nit) });
  return data?.entidades ?? { count: 0, rows: [] };
}

/** At most 20 active PROBOLIVIA entities that are not providers yet, whose name contains `nombre` (spec part 1 §9). */
export async function buscarCandidatos(nombre: string, signal?: AbortSignal): Promise<Candidato[]> {
  const data = await sendGraphql(CANDIDATOS, { nombre: nombre.trim() || null }, signal);
  return data?.entidades?.rows ?? [];
}

export async function agregarProveedor(id: number): Promise<void> {
  await sendGraphql(AGREGAR, { id });
}

export async function quitarProveedor(id: number): Promise<void> {
  await sendGraphql(QUITAR, { id });
}

/** POST v1/clientes/tokens: a new API token for the provider's systems; the previous ones are revoked. */
export async function generarToken(idEntidad: number): Promise<string> {
  const respuesta = await http.post<RespuestaDe<'POST /api/v1/clientes/tokens'> | null>('/api/v1/clientes/tokens', { idEntidad });
  if (!respuesta?.token) throw new Error('sin token');
  return respuesta.token;
}
