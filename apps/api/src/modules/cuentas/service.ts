import { MENSAJES, centavosADecimal, decimalACentavos } from '@pb/contract';
import { AppError } from '../../core/errors.js';
import type { Executor } from '../../db/client.js';
import { bloquearPlanillas, cambiarEstadoPlanillas } from '../planillas/service.js';
import * as repo from './repository.js';
import { fechaBolivia } from '../../core/bolivia.js';

/**
 * The ledger's writers (DOMAIN.md §4; decision 023). Each runs in the caller's transaction: the
 * credits of a payroll commit with its change to PAGADO or not at all, and with them the delivery
 * calendar of its subsidy lines (decision 026).
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
      await repo.habilitarEntregas(tx, id, desde, hasta, fechaBolivia(cuando), quien, cuando);
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

export type Cargo = { ok: true; idMovimiento: number; saldo: string } | { ok: false; motivo: 'SIN_SALDO' | 'YA_CARGADO' };

/**
 * A CARGO of `monto` (decimal text) on the beneficiary's account in a subsidy, with its unique
 * origen (e.g. `entrega:<id>`), in the caller's transaction: the account is locked, and a charge
 * that would take the saldo below zero is refused (as a result: nothing written). A second charge of
 * the same origen writes nothing.
 */
export async function cargar(tx: Executor, c: { idBeneficiaria: number; idSubsidio: number; monto: string; origen: string }, quien: number | null, cuando: Date): Promise<Cargo> {
  const cuenta = await repo.cuentaBloqueada(tx, c.idBeneficiaria, c.idSubsidio);
  if (!cuenta || decimalACentavos(cuenta.saldo) < decimalACentavos(c.monto)) return { ok: false, motivo: 'SIN_SALDO' };
  const id = await repo.insertarCargo(tx, cuenta.id, c.monto, c.origen, quien, cuando);
  if (id === null) return { ok: false, motivo: 'YA_CARGADO' };
  return { ok: true, idMovimiento: id, saldo: centavosADecimal(decimalACentavos(cuenta.saldo) - decimalACentavos(c.monto)) };
}

/**
 * A person's accounts in a subsidy (of these beneficiary rows), locked in id order for a purchase:
 * two purchases on the same accounts are decided one after the other, and never deadlock.
 */
export const bloquearCuentas = (tx: Executor, idsBeneficiaria: number[], idSubsidio: number) => repo.cuentasBloqueadas(tx, idsBeneficiaria, idSubsidio);

/**
 * A CARGO on an account the caller locked (`bloquearCuentas`) and checked has the saldo; the check
 * constraint keeps the saldo from going below zero all the same. Null when the origen was charged.
 */
export const cargarCuenta = (tx: Executor, c: { idCuenta: number; monto: string; origen: string }, quien: number | null, cuando: Date) =>
  repo.insertarCargoEnCuenta(tx, c.idCuenta, c.monto, c.origen, quien, cuando);

/** Undoes a movement with a REVERSO of its amount (unique origen); null when that origen was already used. */
export const revertirMovimiento = (tx: Executor, c: { idMovimiento: number; origen: string }, quien: number | null, cuando: Date) =>
  repo.insertarReverso(tx, c.idMovimiento, c.origen, quien, cuando);
