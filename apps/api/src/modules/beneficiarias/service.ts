import { beneficiariaEstadoSchema, beneficiariasPorEntidadSchema, celularSchema, id as idSchema, smsSchema, sucursalBeneficiariosSchema, type EstadoBeneficiaria, type PersonaInput } from '@pb/contract';
import { MENSAJES, texto, type Mensaje, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, pgErrorOf, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { guardarPersona, movilDeOtraPersona, movilDePersona } from '../personas/guardar.js';
import { cambiarEstado } from './estados.js';
import { deBeneficiarios, entidadDeSucursal } from '../sucursales/service.js';
import * as repo from './repository.js';

/**
 * An entity's workers as bonus beneficiaries (spec part 2 §2.5, issue 12): the list, the SMS-purchase
 * flag, the mobile number and the state actions. A scoped caller (roles 5, 6, 7) reaches only its own
 * entity's workers; anything else is "not found". Staff reach every entity.
 */

/** Why a state changed, as `beneficiaria_estados.motivo` keeps it. */
const MOTIVOS = {
  celular: 'Cambio de número de celular',
  huella: 'Reinicio de la huella del dispositivo',
  suspension: 'Suspensión eliminada',
  desbloqueo: 'Desbloqueo tras intentos fallidos',
  estado: 'Cambio de estado',
} as const;

const CONFLICTOS = { personas_movil_uq: { campo: 'movil', mensaje: MENSAJES.celularRegistrado } };

export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const filtro = parse(beneficiariasPorEntidadSchema, args);
  const alcance = entidadScope(quien);
  return repo.listarPorEntidad(ctx.db, filtro, alcance ?? filtro.id_entidad);
}

/** The workers list's conditions for its filters: its CSV export (csvPlanillas) reads the same rows (issue 32). */
export const dondeTrabajadores = repo.dondeTrabajadores;

/** `GET v1/beneficiarios/sucursales`: the branches the workers list filters by (modules/sucursales answers them). */
export const sucursales = (ctx: Ctx, query: unknown) => deBeneficiarios(ctx, query);

/**
 * `GET v1/sucursales/{id}/beneficiarios` (spec part 2 §7): the workers of one branch, as the workers
 * list answers them (`count`, `rows`), paged and sorted the same way. A branch of another entity is
 * "not found" for a scoped caller; staff reach any.
 */
export async function deSucursal(ctx: Ctx, params: unknown, query: unknown) {
  const f = parse(sucursalBeneficiariosSchema, { ...(query as object | null), ...(params as object | null) });
  const entidad = await entidadDeSucursal(ctx, f.id);
  return repo.listarPorEntidad(ctx.db, f, entidad, f.id);
}

async function bonoEnAlcance(ctx: Ctx, rawId: unknown) {
  const alcance = entidadScope(requireUser(ctx));
  const fila = await repo.bloquearBono(ctx.db, parse(idSchema, rawId), alcance);
  if (!fila) throw notFound();
  return fila;
}

/** `PATCH v1/beneficiarias/{id}/sms`: purchases confirmed by SMS on ('1') or off ('0'). */
export async function cambiarSms(ctx: Ctx, params: unknown, body: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(smsSchema, { ...(params as object), smsVal: (body as { smsVal?: unknown } | null)?.smsVal });
  const fila = await bonoEnAlcance(ctx, datos.id);
  await repo.ponerSms(ctx.db, fila.id, datos.smsVal, quien.id, ctx.deps.clock());
  return { ...aviso(MENSAJES.compraSmsActualizado) };
}

/** Spec part 2 §7's other answer of `PATCH v1/otros/celular`: the unique index refused the number. */
export interface ViolacionUnica {
  type: 'unique violation';
  path: 'movil';
  value: string;
  message: string;
}

/**
 * `PATCH v1/otros/celular/{personaId}/{movil}`: a worker's new mobile, written through the one writer
 * of persons (decision 011). The phone must be verified again, so every ACTIVO beneficiary of the
 * person goes BLOQUEADO_CAMBIO_CELULAR. Answers as §7 says (decision 039): `existe` says whether the
 * number is another person's (`{ existe: false, mensaje }` when changed; `{ existe: true, warning,
 * campos }` when taken, a soft refusal with status 200), and when two requests race for one free
 * number the unique index decides and the loser gets the list `[{ type: 'unique violation', … }]`,
 * its savepoint undone so the request's transaction still commits its audit row.
 */
export async function cambiarCelular(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const { personaId, movil } = parse(celularSchema, params);
  const persona = await repo.personaTrabajadora(ctx.db, personaId, entidadScope(quien));
  if (!persona) throw notFound();
  if (persona.movil === movil) return { existe: false, ...aviso(MENSAJES.celularSinCambio, 'warning') };
  if (await movilDeOtraPersona(ctx.db, movil, persona.id)) return { existe: true, ...aviso(MENSAJES.celularRegistrado, 'warning'), campos: { movil: texto(MENSAJES.celularRegistrado) }, clavesCampos: { movil: MENSAJES.celularRegistrado } };
  // Only the document and the mobile are sent: a field not sent keeps what is recorded (personas/reglas.ts).
  const enviado = { tipo_documento: persona.tipo_documento, nro_documento: persona.nro_documento, complemento: persona.complemento, movil } as PersonaInput;
  try {
    await ctx.db.transaction((tx) => guardarPersona(ctx, tx, enviado));
  } catch (err) {
    const { codigo, restriccion } = pgErrorOf(err);
    if (codigo === '23505' && restriccion === 'personas_movil_uq') return [{ type: 'unique violation', path: 'movil', value: movil, ...aviso(MENSAJES.celularRegistrado, 'message') }] satisfies ViolacionUnica[];
    translateConflict(err, CONFLICTOS);
  }
  // A person another entity also links is kept as it is for a scoped caller (decision 011).
  if ((await movilDePersona(ctx.db, persona.id)) !== movil) throw new AppError('CONFLICT', MENSAJES.celularPersonaAjena, { campos: { movil: MENSAJES.celularPersonaAjena } });
  for (const id of await repo.activosDePersona(ctx.db, persona.id)) await cambiarEstado(ctx, id, 'BLOQUEADO_CAMBIO_CELULAR', MOTIVOS.celular);
  return { existe: false, ...aviso(MENSAJES.celularActualizado) };
}

/**
 * `PATCH v1/beneficiarias/{id}/dispositivos/fingerprints`: the device fingerprint reset. An ACTIVO
 * beneficiary is inactivated (no purchases); an INACTIVO or BLOQUEADO_CAMBIO_CELULAR one is activated.
 */
export async function reiniciarHuella(ctx: Ctx, params: unknown) {
  // The worker's state is what the list shows, so the answer names the record's state, not the device (issue 32).
  return reiniciar(ctx, await bonoEnAlcance(ctx, (params as { id?: unknown }).id), MENSAJES.registroDesactivado);
}

/**
 * `PATCH v1/dispositivos {idBeneficiaria}` (the update-beneficiary screen, staff only): the same
 * reset for a beneficiary of any subsidy.
 */
export async function reiniciarDispositivo(ctx: Ctx, idBeneficiaria: number) {
  const fila = await repo.bloquear(ctx.db, idBeneficiaria);
  if (!fila) throw notFound();
  return reiniciar(ctx, fila, MENSAJES.dispositivoInactivado);
}

async function reiniciar(ctx: Ctx, fila: { id: number; estado: string }, inactivado: Mensaje) {
  if (fila.estado === 'ACTIVO') {
    await cambiarEstado(ctx, fila.id, 'INACTIVO', MOTIVOS.huella, ['ACTIVO']);
    return { ...aviso(inactivado) };
  }
  await cambiarEstado(ctx, fila.id, 'ACTIVO', MOTIVOS.huella, ['INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR']);
  return { ...aviso(MENSAJES.registroActivado) };
}

/** `PUT v1/otros/beneficiario/{id}`: SUSPENDIDO back to ACTIVO. */
export async function quitarSuspension(ctx: Ctx, params: unknown) {
  const fila = await bonoEnAlcance(ctx, (params as { id?: unknown }).id);
  await cambiarEstado(ctx, fila.id, 'ACTIVO', MOTIVOS.suspension, ['SUSPENDIDO']);
  return { ...aviso(MENSAJES.suspensionEliminada) };
}

/** A beneficiary of any subsidy within the caller's reach, locked (the programme's counter actions). */
async function enAlcance(ctx: Ctx, params: unknown) {
  const alcance = entidadScope(requireUser(ctx));
  const fila = await repo.bloquear(ctx.db, parse(idSchema, (params as { id?: unknown } | null)?.id));
  if (!fila || (alcance !== null && fila.id_entidad !== alcance)) throw notFound();
  return fila;
}

/**
 * `PATCH v1/beneficiarias/{id}/desbloqueo` (issue 32; DOMAIN.md §3): the programme's operator unblocks a
 * beneficiary of any subsidy that three wrong purchase codes or cards blocked (BLOQUEADO_INTENTOS →
 * ACTIVO), from the update-beneficiary screen. A scoped caller reaches only its own entity's rows.
 */
export async function desbloquear(ctx: Ctx, params: unknown) {
  const fila = await enAlcance(ctx, params);
  await cambiarEstado(ctx, fila.id, 'ACTIVO', MOTIVOS.desbloqueo, ['BLOQUEADO_INTENTOS']);
  return { ...aviso(MENSAJES.beneficiariaDesbloqueada) };
}

/**
 * `PATCH v1/beneficiarias/{id}/suspension` (issue 32): the programme removes a suspension
 * (SUSPENDIDO → ACTIVO) of a beneficiary of any subsidy at the update-beneficiary screen; the workers
 * list's `PUT v1/otros/beneficiario/{id}` does it for an employer's bonus rows only.
 */
export async function quitarSuspensionPrograma(ctx: Ctx, params: unknown) {
  const fila = await enAlcance(ctx, params);
  await cambiarEstado(ctx, fila.id, 'ACTIVO', MOTIVOS.suspension, ['SUSPENDIDO']);
  return { ...aviso(MENSAJES.suspensionEliminada) };
}

/** The state toggle moves only between ACTIVO and INACTIVO (§4). */
const TOGGLE: Record<'ACTIVO' | 'INACTIVO', readonly EstadoBeneficiaria[]> = { ACTIVO: ['INACTIVO'], INACTIVO: ['ACTIVO'] };

/** `PATCH v1/beneficiarias/{personId}/{ACTIVO|INACTIVO}`: the person's bonus beneficiary in the caller's reach. */
export async function cambiarEstadoPorPersona(ctx: Ctx, params: unknown) {
  const quien = requireUser(ctx);
  const { personId, estado } = parse(beneficiariaEstadoSchema, params);
  const ids = await repo.bonosDePersona(ctx.db, personId, entidadScope(quien));
  if (ids.length === 0) throw notFound();
  for (const id of ids) await cambiarEstado(ctx, id, estado, MOTIVOS.estado, TOGGLE[estado]);
  return { ...aviso(MENSAJES.estadoModificado) };
}
