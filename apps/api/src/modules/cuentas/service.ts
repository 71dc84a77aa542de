import { MENSAJES } from '@pb/contract';
import { AppError } from '../../core/errors.js';
import type { Executor } from '../../db/client.js';
import { bloquearPlanillas, cambiarEstadoPlanillas } from '../planillas/service.js';
import * as repo from './repository.js';

/**
 * The ledger's writers (DOMAIN.md §4; decision 023). Each runs in the caller's transaction: the
 * credits of a payroll commit with its change to PAGADO or not at all.
 */

const LOTE = 1000;

/**
 * Credits every vigente line of these payrolls to its beneficiary's account, once: the movement's
 * unique `origen` makes a second call (a retry, the notification and the polling both arriving)
 * insert nothing and add nothing. A statement or three per payroll and thousand lines. Answers the
 * lines credited by this call.
 */
export async function abonarPlanillas(tx: Executor, idsPlanilla: number[], quien: number, cuando: Date): Promise<number> {
  let abonadas = 0;
  for (const id of [...new Set(idsPlanilla)].sort((a, b) => a - b)) {
    for (const [desde, hasta] of await repo.tramosDeLineas(tx, id, LOTE)) {
      await repo.asegurarCuentas(tx, id, desde, hasta, quien, cuando);
      abonadas += await repo.abonarLineas(tx, id, desde, hasta, quien, cuando);
    }
  }
  return abonadas;
}

/**
 * ENVIADO → PAGADO (the payment platform's notification, the polling, a C31 approval: the next
 * part), the payrolls locked in id order; any payroll not ENVIADO refuses the whole call. The
 * credits are written in the same transaction.
 */
export async function marcarPagadas(tx: Executor, idsPlanilla: number[], quien: number, cuando: Date): Promise<number> {
  const ids = [...new Set(idsPlanilla)].sort((a, b) => a - b);
  const filas = await bloquearPlanillas(tx, ids);
  if (filas.length !== ids.length) throw new AppError('NOT_FOUND', MENSAJES.noEncontrado);
  const otra = filas.find((f) => f.estado !== 'ENVIADO');
  if (otra) throw new AppError('CONFLICT', MENSAJES.planillaSoloEnviadoPagar(otra.estado));
  await cambiarEstadoPlanillas(tx, ids, 'PAGADO', quien, cuando);
  return abonarPlanillas(tx, ids, quien, cuando);
}
