import { relojBolivia } from '@pb/contract';

/**
 * How long a person waits between two runs she asks of an expensive job («Recalcular» the data-quality
 * reports, «Conciliar el día»; issue 51 §16). Only a person's last run counts (the daily job's does
 * not); a run that failed rolled back and left no run, so it never makes anyone wait.
 */
export const ESPERA_ENTRE_CORRIDAS_MIN = 5;
const ESPERA_ENTRE_CORRIDAS_MS = ESPERA_ENTRE_CORRIDAS_MIN * 60_000;

/** Bolivia's wall-clock HH:MM from which another run may be asked, or null when it may be now. */
export function esperarHasta(ultimaDeUnaPersona: Date | null, ahora: Date): string | null {
  if (!ultimaDeUnaPersona) return null;
  const desde = new Date(ultimaDeUnaPersona.getTime() + ESPERA_ENTRE_CORRIDAS_MS);
  return desde.getTime() > ahora.getTime() ? relojBolivia(desde).slice(11, 16) : null;
}
