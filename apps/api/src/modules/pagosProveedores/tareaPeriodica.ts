import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { fechaBolivia, relojBolivia } from '@pb/contract';
import { repeatEvery } from '../../core/timer.js';
import { TesoroClient } from '../../integrations/tesoro/client.js';
import { almacenDe, type ConfigAlmacen } from '../archivos/service.js';
import { enviarEnRonda, liquidarVentas, revisarLotes, type Registro } from './service.js';

/**
 * The treasury's job (issue 17): every TESORO_REVISION_SEGUNDOS a round sends the ENVIADO payments
 * still without a batch, asks about the batches that hold ENVIADO payments, and once a day, from
 * LIQUIDACION_HORA in Bolivia, settles the sales up to yesterday. A settlement never overlaps
 * another (advisory lock) and never pays a sale twice (`id_pago is null`), and one copy at a time
 * sends (a try-lock: `enviarEnRonda`), so several copies of the API may run it.
 */
export interface DepsTesoro {
  db: Executor;
  clock: () => Date;
  config: Pick<Config, 'INTEGRATION_TIMEOUT_MS' | 'TESORO_REVISION_SEGUNDOS' | 'LIQUIDACION_HORA'> & ConfigAlmacen;
  log: Registro;
}

/** One round; `liquidar` says whether today's settlement is due. */
export async function rondaTesoro(deps: DepsTesoro, opts: { liquidar: boolean }) {
  const ahora = deps.clock();
  const tesoro = new TesoroClient(deps.db, deps.config.INTEGRATION_TIMEOUT_MS);
  const liquidados = opts.liquidar ? await liquidarVentas(deps.db, fechaBolivia(ahora), ahora, null, almacenDe(deps.config)) : null;
  try {
    await enviarEnRonda(deps.db, deps.config.INTEGRATION_TIMEOUT_MS);
  } catch (err) {
    deps.log.warn({ err }, 'el tesoro no recibió el lote: se reenvía en la próxima ronda');
  }
  const revision = await revisarLotes(deps.db, tesoro, deps.clock(), deps.log);
  return { liquidados: liquidados?.ids.length ?? 0, ...revision };
}

/**
 * The server's timer. From LIQUIDACION_HORA of each Bolivian day every round settles the sales up
 * to yesterday: the first one after the hour pays them, the next ones find nothing (one probe of the
 * partial index ventas_por_liquidar_idx), and a server down at the hour settles when it is back.
 */
export function iniciarTesoro(deps: DepsTesoro): { detener: () => Promise<void> } {
  const trabajo = repeatEvery(
    'tesoro',
    deps.config.TESORO_REVISION_SEGUNDOS,
    () => {
      const hora = Number(relojBolivia(deps.clock()).slice(11, 13));
      return rondaTesoro(deps, { liquidar: deps.config.LIQUIDACION_HORA >= 0 && hora >= deps.config.LIQUIDACION_HORA });
    },
    (err) => deps.log.error({ err }, 'ronda del tesoro fallida'),
  );
  return { detener: trabajo.stop };
}
