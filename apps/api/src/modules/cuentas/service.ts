import { centavosADecimal, decimalACentavos, fechaBolivia } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';
import { origenInscripcion } from './origen.js';

/**
 * The ledger's one writer (DOMAIN.md §4; decision 023): every write of `cuentas` and `movimientos`
 * is one of these, each in the caller's transaction, each movement under a unique key built by
 * origen.ts. The credits of a payroll commit with its change to PAGADO (modules/planillas'
 * `marcarPagadas`) or not at all, and with them the delivery calendar of its subsidy lines
 * (decision 026).
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
 * The universal subsidy's credits at registration (decision 027): her account in the subsidy
 * (created at 0 if new, locked), one ABONO of `monto` (decimal text) per assignment n = 1..total
 * (origen `inscripcion:<idBeneficiaria>:<n>`, unique: a retry credits nothing twice), the saldo
 * raised by exactly what was inserted. Answers the assignments credited by this call, in order.
 */
export async function abonarInscripcion(
  tx: Executor,
  a: { idBeneficiaria: number; idSubsidio: number; total: number; monto: string },
  quien: number,
  cuando: Date,
): Promise<Array<{ asignacion: number; origen: string; monto: string }>> {
  const idCuenta = await repo.asegurarCuenta(tx, a.idBeneficiaria, a.idSubsidio, quien, cuando);
  const abonos = Array.from({ length: a.total }, (_, i) => ({ origen: origenInscripcion(a.idBeneficiaria, i + 1), monto: a.monto }));
  const asignacion = new Map(abonos.map((x, i) => [x.origen, i + 1]));
  const nuevos = await repo.insertarAbonos(tx, idCuenta, abonos, quien, cuando);
  return nuevos.map((m) => ({ asignacion: asignacion.get(m.origen)!, origen: m.origen, monto: m.monto })).sort((x, y) => x.asignacion - y.asignacion);
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
