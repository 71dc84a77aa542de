import type { z } from 'zod';
import type { RespuestaDe, tarjetaRespuesta } from '@pb/contract';
import { graphql, http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterValue } from '../../components/list/filterValue';

/** The programme's cards (spec part 2 §2.14, §7): GraphQL for the registration screen, REST for the counter. */
export type Tarjeta = z.infer<typeof tarjetaRespuesta>;

export const TARJETAS_KEY = ['tarjetas'] as const;

export async function listarTarjetas(q: ListQuery): Promise<ListRows<Tarjeta>> {
  const r = await graphql<{ tarjetas: ListRows<Tarjeta> }>(
    `query($limit: Int, $page: Int, $order: String, $estado: String, $uuid: String, $lote: String) {
      tarjetas(limit: $limit, page: $page, order: $order, estado: $estado, uuid: $uuid, lote: $lote) { count rows { id uuid lote estado _created_at } } }`,
    { limit: q.limit, page: q.page, order: q.order, estado: filterValue(q.estado), uuid: filterValue(q.uuid), lote: filterValue(q.lote) },
  );
  return r.tarjetas;
}

/** Registers a card just read in its batch; a known UUID is refused with 'Tarjeta repetida'. */
export async function registrarTarjeta(uuid: string, lote: string): Promise<Tarjeta> {
  const r = await graphql<{ tarjetaAdd: Tarjeta }>(`mutation($uuid: String!, $lote: String!) { tarjetaAdd(uuid: $uuid, lote: $lote) { id lote uuid estado } }`, { uuid, lote });
  return r.tarjetaAdd;
}

export async function contarLote(lote: string): Promise<number> {
  const r = await graphql<{ tarjetaPorLote: { count: number } }>(`query($lote: String!) { tarjetaPorLote(lote: $lote) { count } }`, { lote });
  return r.tarjetaPorLote.count;
}

/** The card of that UUID (any state), or null when it was never registered. */
export async function tarjetaPorUuid(uuid: string): Promise<Tarjeta | null> {
  const r = await graphql<{ tarjetaUuid: Tarjeta | null }>(`query($uuid: String!) { tarjetaUuid(uuid: $uuid) { id uuid lote estado } }`, { uuid });
  return r.tarjetaUuid;
}

/** The card reader's address for this browser (system parameter LECTOR_TARJETAS_URL). */
export async function direccionLector(): Promise<string> {
  return (await graphql<{ lectorTarjetas: string }>(`{ lectorTarjetas }`)).lectorTarjetas;
}

/** Gives a REGISTRADO card to a beneficiary (the counter's card tab); answers 'Se registro tarjeta a beneficiaria.'. */
export const asignarTarjeta = (datos: { idBeneficiaria: number; uuidTarjeta: string; idPersona: number }) =>
  http.post<RespuestaDe<'POST /api/v1/beneficiarias/registrarTarjeta'>>('/api/v1/beneficiarias/registrarTarjeta', datos);

/** Annuls the beneficiary's ASIGNADO card (the counter's "deactivate card"). */
export const darBajaTarjeta = (datos: { idBeneficiaria: number; uuidTarjeta?: string; idPersona?: number }) =>
  http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/darBajaTarjeta'>>('/api/v1/beneficiarias/darBajaTarjeta', datos);
