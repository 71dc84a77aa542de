import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { repeatEvery } from '../../core/timer.js';
import type { Registro } from '../cpts/service.js';
import { ayer, conciliarDia, type ResultadoConciliacion } from './service.js';

/**
 * The daily reconciliation job (decision 064): every CONCILIACION_SEGUNDOS a round reconciles
 * yesterday (Bolivia's day) if no run of it exists. Under the day's try-lock, so across copies of the
 * API the day is run exactly once: a copy that finds the lock taken or the run row present does
 * nothing. A platform that does not answer leaves the day for the next round.
 */
export interface DepsConciliacion {
  db: Executor;
  clock: () => Date;
  config: Pick<Config, 'INTEGRATION_TIMEOUT_MS' | 'CONCILIACION_SEGUNDOS'>;
  log: Registro;
}

export function rondaConciliacion(deps: DepsConciliacion): Promise<ResultadoConciliacion> {
  const ahora = deps.clock();
  return conciliarDia(deps.db, ayer(ahora), { cuando: ahora, quien: null, timeoutMs: deps.config.INTEGRATION_TIMEOUT_MS, soloSiFalta: true });
}

export function iniciarConciliacion(deps: DepsConciliacion): { detener: () => Promise<void> } {
  const trabajo = repeatEvery(
    'conciliacion',
    deps.config.CONCILIACION_SEGUNDOS,
    async () => {
      const r = await rondaConciliacion(deps);
      if (r.hecha && r.nuevas > 0) deps.log.warn({ fecha: r.fecha, nuevas: r.nuevas }, 'la conciliación diaria encontró diferencias');
    },
    (err) => deps.log.error({ err }, 'conciliación diaria fallida: se intenta en la próxima ronda'),
  );
  return { detener: trabajo.stop };
}
