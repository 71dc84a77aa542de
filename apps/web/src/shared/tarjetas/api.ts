import type { RespuestaDe } from '@pb/contract';
import { graphql, sendGraphql, type ResultOf } from '../../api/graphql';
import { http } from '../../api/http';
import type { ListRows, ListQuery } from '../../components/list/types';
import { filterText } from '../../components/list/filterValue';

/** The programme's cards (spec part 2 §2.14, §7): GraphQL for the registration screen, REST for the counter. */
const TARJETA = graphql(`fragment TarjetaCampos on Tarjeta { id uuid lote estado }`);
export type Tarjeta = ResultOf<typeof TARJETA>;

export const TARJETAS_KEY = ['tarjetas'] as const;

const LISTA = graphql(
  `query Tarjetas($limit: Int, $page: Int, $order: String, $estado: String, $uuid: String, $lote: String) {
    tarjetas(limit: $limit, page: $page, order: $order, estado: $estado, uuid: $uuid, lote: $lote) { count rows { ...TarjetaCampos } }
  }`,
  [TARJETA],
);
const REGISTRAR = graphql(`mutation TarjetaAdd($uuid: String!, $lote: String!) { tarjetaAdd(uuid: $uuid, lote: $lote) { ...TarjetaCampos } }`, [TARJETA]);
const CONTAR_LOTE = graphql(`query TarjetaPorLote($lote: String!) { tarjetaPorLote(lote: $lote) { count } }`);
const POR_UUID = graphql(`query TarjetaUuid($uuid: String!) { tarjetaUuid(uuid: $uuid) { ...TarjetaCampos } }`, [TARJETA]);
const LECTOR = graphql(`query LectorTarjetas { lectorTarjetas }`);

export async function listarTarjetas(q: ListQuery): Promise<ListRows<Tarjeta>> {
  const data = await sendGraphql(LISTA, { limit: q.limit, page: q.page, order: q.order, estado: filterText(q.estado), uuid: filterText(q.uuid), lote: filterText(q.lote) });
  return data?.tarjetas ?? { count: 0, rows: [] };
}

/** Registers a card just read in its batch; a known UUID is refused with 'Tarjeta repetida'. */
export async function registrarTarjeta(uuid: string, lote: string): Promise<Tarjeta | null> {
  return (await sendGraphql(REGISTRAR, { uuid, lote }))?.tarjetaAdd ?? null;
}

export async function contarLote(lote: string): Promise<number> {
  return (await sendGraphql(CONTAR_LOTE, { lote }))?.tarjetaPorLote?.count ?? 0;
}

/** The card of that UUID (any state), or null when it was never registered. */
export async function tarjetaPorUuid(uuid: string): Promise<Tarjeta | null> {
  return (await sendGraphql(POR_UUID, { uuid }))?.tarjetaUuid ?? null;
}

/** The card reader's address for this browser (system parameter LECTOR_TARJETAS_URL). */
export async function direccionLector(): Promise<string> {
  return (await sendGraphql(LECTOR)).lectorTarjetas;
}

/** Gives a REGISTRADO card to a beneficiary (the counter's card tab); answers 'Se registro tarjeta a beneficiaria.'. */
export const asignarTarjeta = (datos: { idBeneficiaria: number; uuidTarjeta: string; idPersona: number }) =>
  http.post<RespuestaDe<'POST /api/v1/beneficiarias/registrarTarjeta'>>('/api/v1/beneficiarias/registrarTarjeta', datos);

/** Annuls the beneficiary's ASIGNADO card (the counter's "deactivate card"). */
export const darBajaTarjeta = (datos: { idBeneficiaria: number; uuidTarjeta?: string; idPersona?: number }) =>
  http.patch<RespuestaDe<'PATCH /api/v1/beneficiarias/darBajaTarjeta'>>('/api/v1/beneficiarias/darBajaTarjeta', datos);
