/**
 * The programs on the user's own computer that the browser calls directly: the card reader
 * (shared/tarjetas/lector.ts) and the signing program (features/firmas/firmador.ts). Each accepts
 * only the pages (origins) it was started for (CORS).
 */

/** How long the check "does it run at all?" may take, once a read failed. */
const ESPERA_SONDEO_MS = 3_000;

/**
 * Whether a local program answers at `base` at all, whatever pages it accepts (issue 32 item 15): a
 * call it refuses to this page (CORS) and no program there both fail as a TypeError, but a `no-cors`
 * request is not subject to CORS, so it resolves (an opaque response) whenever something answers.
 */
export async function programaResponde(base: string, pedir: typeof fetch = fetch): Promise<boolean> {
  try {
    await pedir(`${base}/`, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(ESPERA_SONDEO_MS) });
    return true;
  } catch {
    return false;
  }
}

/** This page's own address, which a local program has to accept. */
export const origenDeEstaPagina = () => globalThis.location?.origin ?? '';
