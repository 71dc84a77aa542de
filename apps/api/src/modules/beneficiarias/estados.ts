import { type EstadoBeneficiaria } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import type { Executor } from '../../db/client.js';
import { AppError, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { avisarCambioDeEstado } from '../avisosSms/service.js';
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
 * CONFLICT, as is one outside `desde` when the action names it. Every change leaves its row in `beneficiaria_estados`, and a
 * block or a suspension her SMS notice (decision 082). Record scope is the caller's job.
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
  if (!puedePasar(actual.estado, nuevo) || (desde && !desde.includes(actual.estado))) throw new AppError('CONFLICT', MENSAJES.beneficiariaTransicionInvalida({ estado: actual.estado }));
  const cuando = ctx.deps.clock();
  await repo.ponerEstado(ctx.db, idBeneficiaria, nuevo, quien?.id ?? null, cuando);
  await repo.registrarEstado(ctx.db, { id_beneficiaria: idBeneficiaria, estado_anterior: actual.estado, estado_nuevo: nuevo, motivo, _user_created: quien?.id ?? null, _created_at: cuando });
  await avisarCambioDeEstado(ctx.db, [idBeneficiaria], nuevo, cuando);
  return { anterior: actual.estado, nuevo };
}

/**
 * Moves many beneficiaries from one state to another (a CSV's new mobiles block the ACTIVO ones):
 * the selected rows in `de` go to `a`, each with its history row in `beneficiaria_estados`, as the
 * single change writes it; a row in another state is left alone and gets none. One statement in the
 * caller's transaction, whoever (`quien`, null for the system) and whenever the caller says; a block or a
 * suspension enqueues one SMS notice per person (decision 082). A
 * transition the table does not allow is a programming error. Answers the ids moved.
 */
export async function cambiarEstados(
  db: Executor,
  seleccion: repo.Seleccion,
  de: EstadoBeneficiaria,
  a: EstadoBeneficiaria,
  motivo: string,
  autor: { quien: number | null; cuando: Date },
): Promise<number[]> {
  if (!puedePasar(de, a)) throw new Error(`Transición de beneficiaria no permitida: ${de} → ${a}`);
  const lista = 'ids' in seleccion ? seleccion.ids : seleccion.personas;
  if (lista.length === 0) return [];
  const movidas = await repo.ponerEstados(db, seleccion, de, a, motivo, autor.quien, autor.cuando);
  await avisarCambioDeEstado(db, movidas, a, autor.cuando);
  return movidas;
}

/** The states a beneficiary starts in (DOMAIN.md §3: — → CREADO with a mobile, ACTIVO without one or for a foreigner). */
const INICIALES: readonly string[] = ['CREADO', 'ACTIVO'] satisfies EstadoBeneficiaria[];

/**
 * The first history row of each new beneficiary (— → its first state), one statement in the
 * caller's transaction; the row itself is the creating feature's insert. For the bulk paths and the
 * seed: who (`quien`, null for the system) and when are the caller's.
 */
export async function registrarAltas(db: Executor, altas: ReadonlyArray<{ id: number; estado: string }>, motivo: string, autor: { quien: number | null; cuando: Date }): Promise<void> {
  const otro = altas.find((b) => !INICIALES.includes(b.estado));
  if (otro) throw new Error(`Estado inicial de beneficiaria no permitido: ${otro.estado}`);
  await repo.registrarEstados(
    db,
    altas.map((b) => ({ id_beneficiaria: b.id, estado_anterior: null, estado_nuevo: b.estado, motivo, _user_created: autor.quien, _created_at: autor.cuando })),
  );
}

/** The first state's history row of one new beneficiary, for the session's user (registrarAltas). */
export async function registrarAlta(ctx: Ctx, db: Executor, idBeneficiaria: number, estado: 'CREADO' | 'ACTIVO', motivo: string): Promise<void> {
  const quien = requireUser(ctx);
  await registrarAltas(db, [{ id: idBeneficiaria, estado }], motivo, { quien: quien.id, cuando: ctx.deps.clock() });
}
