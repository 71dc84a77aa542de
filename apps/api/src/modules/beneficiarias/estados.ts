import { MENSAJES, type EstadoBeneficiaria } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import type { Executor } from '../../db/client.js';
import { AppError, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import * as repo from './repository.js';

/**
 * The beneficiary state machine of DOMAIN.md §3, as data: for each state, the states it may move to.
 * The first registration (— → CREADO or ACTIVO) is an insert, not a transition.
 */
export const TRANSICIONES_BENEFICIARIA: Readonly<Record<EstadoBeneficiaria, readonly EstadoBeneficiaria[]>> = {
  CREADO: ['PARA_ACTIVACION', 'VERIFICADO', 'SUSPENDIDO'],
  PARA_ACTIVACION: ['ACTIVO', 'SUSPENDIDO'],
  VERIFICADO: ['SUSPENDIDO'],
  ACTIVO: ['INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_INTENTOS', 'SUSPENDIDO'],
  INACTIVO: ['ACTIVO'],
  BLOQUEADO_CAMBIO_CELULAR: ['ACTIVO', 'SUSPENDIDO'],
  BLOQUEADO_INTENTOS: ['ACTIVO', 'SUSPENDIDO'],
  SUSPENDIDO: ['ACTIVO'],
};

export function puedePasar(de: EstadoBeneficiaria, a: EstadoBeneficiaria): boolean {
  return TRANSICIONES_BENEFICIARIA[de].includes(a);
}

/**
 * Moves one beneficiary to `nuevo` inside the request's transaction: the row is locked first, so two
 * changes at once are decided one after the other; a transition the table does not allow is a
 * CONFLICT, as is one outside `desde` when the action names it. Every change leaves its row in `beneficiaria_estados`. Record scope is the caller's job.
 */
export async function cambiarEstado(
  ctx: Ctx,
  idBeneficiaria: number,
  nuevo: EstadoBeneficiaria,
  motivo: string,
  /** An action narrower than the table (e.g. 'remove suspension' starts only from SUSPENDIDO). */
  desde?: readonly EstadoBeneficiaria[],
): Promise<{ anterior: EstadoBeneficiaria; nuevo: EstadoBeneficiaria }> {
  // A provider's system (API token) blocks a beneficiary after three wrong purchase codes: no user.
  const quien = ctx.cliente && !ctx.user ? null : requireUser(ctx);
  const actual = await repo.bloquear(ctx.db, idBeneficiaria);
  if (!actual) throw notFound();
  if (!puedePasar(actual.estado, nuevo) || (desde && !desde.includes(actual.estado))) throw new AppError('CONFLICT', MENSAJES.beneficiariaTransicionInvalida(actual.estado));
  const cuando = ctx.deps.clock();
  await repo.ponerEstado(ctx.db, idBeneficiaria, nuevo, quien?.id ?? null, cuando);
  await repo.registrarEstado(ctx.db, { id_beneficiaria: idBeneficiaria, estado_anterior: actual.estado, estado_nuevo: nuevo, motivo, _user_created: quien?.id ?? null, _created_at: cuando });
  return { anterior: actual.estado, nuevo };
}

/**
 * The first state of a new beneficiary (— → CREADO with a mobile, ACTIVO without one or for a
 * foreigner: DOMAIN.md §3), written with her history row in the caller's transaction.
 */
export async function registrarAlta(ctx: Ctx, db: Executor, idBeneficiaria: number, estado: 'CREADO' | 'ACTIVO', motivo: string): Promise<void> {
  const quien = requireUser(ctx);
  await repo.registrarEstado(db, { id_beneficiaria: idBeneficiaria, estado_anterior: null, estado_nuevo: estado, motivo, _user_created: quien.id, _created_at: ctx.deps.clock() });
}
