import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { fechaBolivia } from '@pb/contract';
import { repeatEvery } from '../../core/timer.js';
import type { Registro } from '../cpts/service.js';
import { refrescarSiFalta, type ResultadoRefresco } from './service.js';

/**
 * The daily data-quality job (decision 066): every CALIDAD_SEGUNDOS a round computes every report
 * for today (Bolivia's day) if the last run is not of today, under the refresh's try-lock, so that
 * across copies of the API the day is computed exactly once.
 */
export interface DepsCalidad {
  db: Executor;
  clock: () => Date;
  config: Pick<Config, 'CALIDAD_SEGUNDOS'>;
  log: Registro;
}

export function rondaCalidad(deps: Pick<DepsCalidad, 'db' | 'clock'>): Promise<ResultadoRefresco> {
  const ahora = deps.clock();
  return refrescarSiFalta(deps.db, fechaBolivia(ahora), ahora);
}

export function iniciarCalidad(deps: DepsCalidad): { detener: () => Promise<void> } {
  const trabajo = repeatEvery(
    'calidad',
    deps.config.CALIDAD_SEGUNDOS,
    async () => {
      const r = await rondaCalidad(deps);
      if (r.hecha) deps.log.info({ dia: r.dia, filas: r.filas }, 'reportes de calidad calculados');
    },
    (err) => deps.log.error({ err }, 'reportes de calidad fallidos: se intenta en la próxima ronda'),
  );
  return { detener: trabajo.stop };
}
