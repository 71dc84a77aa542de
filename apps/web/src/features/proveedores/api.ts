import type { z } from 'zod';
import type { RespuestaDe, entidadRespuesta } from '@pb/contract';
import { graphql, http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { CAMPOS } from '../../shared/entidades/api';
import type { Entidad } from '../../shared/entidades/tipos';

/** An entity of the add-provider choice. */
export type Candidato = Pick<z.infer<typeof entidadRespuesta>, 'id' | 'nombre' | 'sigla'>;

const LISTA = `query ($limit: Int, $page: Int, $order: String, $nombre: String, $sigla: String, $nit: String) {
  entidades(limit: $limit, page: $page, order: $order, nombre: $nombre, sigla: $sigla, nit: $nit, proveedor: true) {
    count rows { ${CAMPOS} }
  }
}`;

const CANDIDATOS = `query ($nombre: String) {
  entidades(origen: "PROBOLIVIA", proveedor: false, estado: "ACTIVO", nombre: $nombre, limit: 20) { rows { id nombre sigla } }
}`;

/** The query-cache key of everything this screen reads; changes invalidate it. */
export const CLAVE = ['proveedores'] as const;

/** The entities flagged as provider (spec part 1 §2 "Providers"). */
export async function listarProveedores(q: ListQuery): Promise<ListRows<Entidad>> {
  const data = await graphql<{ entidades: ListRows<Entidad> | null }>(LISTA, q);
  return data?.entidades ?? { count: 0, rows: [] };
}

/** At most 20 active PROBOLIVIA entities that are not providers yet, whose name contains `nombre` (spec part 1 §9). */
export async function buscarCandidatos(nombre: string, signal?: AbortSignal): Promise<Candidato[]> {
  const data = await graphql<{ entidades: { rows: Candidato[] } | null }>(CANDIDATOS, { nombre: nombre.trim() || null }, signal);
  return data?.entidades?.rows ?? [];
}

export async function agregarProveedor(id: number): Promise<void> {
  await graphql(`mutation ($id: ID!) { proveedorAdd(id: $id) { id } }`, { id });
}

export async function quitarProveedor(id: number): Promise<void> {
  await graphql(`mutation ($id: ID!) { proveedorQuitar(id: $id) { id } }`, { id });
}

/** POST v1/clientes/tokens: a new API token for the provider's systems; the previous ones are revoked. */
export async function generarToken(idEntidad: number): Promise<string> {
  const respuesta = await http.post<RespuestaDe<'POST /api/v1/clientes/tokens'> | null>('/api/v1/clientes/tokens', { idEntidad });
  if (!respuesta?.token) throw new Error('sin token');
  return respuesta.token;
}
