import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { direccionLector } from './api';
import { origenDeEstaPagina, programaResponde } from '../programaLocal';

/**
 * The card reader (spec part 2 §7 "Local card reader"): a program on the operator's own computer
 * that answers `GET <direccion>/leer` with `{ UUIDHex }` or `{ error }`. The browser calls it
 * directly (the server cannot reach the operator's computer); its address is the system parameter
 * LECTOR_TARJETAS_URL, which the Content-Security-Policy also allows.
 */

/** How long the reader may take to answer before it is taken as absent. */
export const ESPERA_LECTOR_MS = 8_000;
export const LECTOR_KEY = ['lectorTarjetas'] as const;

/** Reads one card: its UUID in upper-case hex, or an Error with a clear message in the user's language. */
export async function leerTarjeta(direccion: string, t: TFunction, opciones: { esperaMs?: number; fetch?: typeof fetch } = {}): Promise<string> {
  const pedir = opciones.fetch ?? fetch;
  const base = direccion.replace(/\/+$/, '');
  let respuesta: Response;
  try {
    respuesta = await pedir(`${base}/leer`, { cache: 'no-store', signal: AbortSignal.timeout(opciones.esperaMs ?? ESPERA_LECTOR_MS) });
  } catch {
    // Running but refusing this page is not "not found": it needs another start, not a start.
    if (await programaResponde(base, pedir)) throw new Error(t('tarjetas.lector.rechazaPagina', { direccion: base, origen: origenDeEstaPagina() }));
    throw new Error(t('tarjetas.lector.noEncontrado', { direccion: base }));
  }
  let cuerpo: unknown;
  try {
    cuerpo = await respuesta.json();
  } catch {
    throw new Error(t('tarjetas.lector.sinUuid'));
  }
  const { UUIDHex, error: mensaje } = (cuerpo ?? {}) as { UUIDHex?: unknown; error?: unknown };
  if (typeof UUIDHex === 'string' && /^[0-9A-Fa-f]{2,50}$/.test(UUIDHex.trim())) return UUIDHex.trim().toUpperCase();
  if (typeof mensaje === 'string' && mensaje) throw new Error(t('tarjetas.lector.error', { error: mensaje }));
  throw new Error(t('tarjetas.lector.sinUuid'));
}

/**
 * The reader for a screen: `leer()` asks it for the card on it (the address is fetched once and kept);
 * `direccion` is that address once known. Both the registration screen and the counter's card tab use it.
 */
export function useLectorTarjetas(): { leer: () => Promise<string>; direccion: string | undefined } {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const consulta = useQuery({ queryKey: LECTOR_KEY, queryFn: direccionLector, staleTime: Infinity });
  const leer = useCallback(async () => {
    const direccion = await queryClient.fetchQuery({ queryKey: LECTOR_KEY, queryFn: direccionLector, staleTime: Infinity });
    return leerTarjeta(direccion, t);
  }, [queryClient, t]);
  return { leer, direccion: consulta.data };
}

// The counter's card tab (issue 15, helper H2) also needs these calls.
export { asignarTarjeta, darBajaTarjeta, tarjetaPorUuid, type Tarjeta } from './api';
