import { darBajaTarjetaSchema, registrarTarjetaSchema, tarjetaAddSchema, tarjetaPorLoteSchema, tarjetaUuidSchema, tarjetasFiltroSchema } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict, type Conflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { parametroTexto } from '../parametros/read.js';
import * as repo from './repository.js';
import { LECTOR_POR_DEFECTO } from './lector.js';

/**
 * The programme's beneficiary cards (spec part 2 §2.14, §4; DOMAIN.md §3 "Card"). The database has
 * the last word on the card's life (migration 0015): a uuid is unique, a card goes to one
 * beneficiary ever, and a beneficiary has one ASIGNADO card; its refusals are translated here, so
 * that two operators racing get the same answer as the one who checked first.
 */
const CONFLICTOS: Record<string, Conflict> = {
  tarjetas_uuid_uq: { campo: 'uuid', mensaje: MENSAJES.tarjetaRepetida },
  tarjetas_beneficiaria_asignada_uq: { campo: 'idBeneficiaria', mensaje: MENSAJES.beneficiariaYaTieneTarjeta },
  tarjetas_una_beneficiaria_ck: { campo: 'uuidTarjeta', mensaje: MENSAJES.tarjetaDeOtraBeneficiaria },
};
const traducir = (err: unknown) => translateConflict(err, CONFLICTOS);


export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(tarjetasFiltroSchema, args));
}

/** A card read at the registration screen: REGISTRADO in its batch; a known UUID is 'Tarjeta repetida'. */
export async function registrar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { uuid, lote } = parse(tarjetaAddSchema, args);
  if (await repo.porUuid(ctx.db, uuid)) throw new AppError('CONFLICT', MENSAJES.tarjetaRepetida, { campos: { uuid: MENSAJES.tarjetaRepetida } });
  const id = await repo.insertar(ctx.db, { uuid, lote, estado: 'REGISTRADO', _user_created: quien.id, _created_at: ctx.deps.clock() }).catch(traducir);
  return { id, uuid, lote, estado: 'REGISTRADO' };
}

export async function contarLote(ctx: Ctx, args: unknown) {
  return { count: await repo.contarLote(ctx.db, parse(tarjetaPorLoteSchema, args).lote) };
}

export async function porUuid(ctx: Ctx, args: unknown) {
  return repo.porUuid(ctx.db, parse(tarjetaUuidSchema, args).uuid);
}

/** Where the browser finds the card reader: the start's LECTOR_TARJETAS_URL, else the system parameter. */
export async function direccionLector(ctx: Ctx): Promise<string> {
  return ctx.deps.config.LECTOR_TARJETAS_URL ?? (await parametroTexto(ctx.db, 'LECTOR_TARJETAS_URL')) ?? LECTOR_POR_DEFECTO;
}

/** Only programme staff reach beneficiaries' cards (the key is theirs; this keeps it so if a role is widened). */
function exigirPersonal(ctx: Ctx) {
  if (entidadScope(requireUser(ctx)) !== null) throw notFound();
}

/**
 * Gives a REGISTRADO card to a beneficiary (spec part 2 §2.16 card tab; §7 registrarTarjeta). The card
 * and the beneficiary are locked first, so two operators giving one card to two beneficiaries (or two
 * cards to one) are served one after the other: the second reads the first one's result.
 */
export async function asignar(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  exigirPersonal(ctx);
  const datos = parse(registrarTarjetaSchema, body);
  const tarjeta = await repo.bloquearPorUuid(ctx.db, datos.uuidTarjeta);
  if (!tarjeta) throw new AppError('NOT_FOUND', MENSAJES.tarjetaNoRegistrada);
  const beneficiaria = await repo.bloquearBeneficiaria(ctx.db, datos.idBeneficiaria);
  if (!beneficiaria) throw notFound();
  if (beneficiaria.id_persona !== datos.idPersona) throw new AppError('VALIDATION', MENSAJES.personaNoEsBeneficiaria, { campos: { idPersona: MENSAJES.personaNoEsBeneficiaria } });
  if (tarjeta.estado !== 'REGISTRADO') throw new AppError('CONFLICT', MENSAJES.tarjetaEstado({ estado: tarjeta.estado }), { campos: { uuidTarjeta: MENSAJES.tarjetaEstado({ estado: tarjeta.estado }) } });
  if (await repo.asignadaDe(ctx.db, beneficiaria.id)) throw new AppError('CONFLICT', MENSAJES.beneficiariaYaTieneTarjeta, { campos: { idBeneficiaria: MENSAJES.beneficiariaYaTieneTarjeta } });
  const ahora = ctx.deps.clock();
  await repo
    .actualizar(ctx.db, tarjeta.id, { estado: 'ASIGNADO', id_beneficiaria: beneficiaria.id, fecha_asignacion: ahora, _user_updated: quien.id, _updated_at: ahora })
    .catch(traducir);
  return { ...aviso(MENSAJES.tarjetaAsignadaABeneficiaria) };
}

/** Annuls the beneficiary's ASIGNADO card (spec part 2 §7 darBajaTarjeta): it is never used again. */
export async function darDeBaja(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  exigirPersonal(ctx);
  const datos = parse(darBajaTarjetaSchema, body);
  const beneficiaria = await repo.bloquearBeneficiaria(ctx.db, datos.idBeneficiaria);
  if (!beneficiaria) throw notFound();
  if (datos.idPersona != null && beneficiaria.id_persona !== datos.idPersona) throw new AppError('VALIDATION', MENSAJES.personaNoEsBeneficiaria, { campos: { idPersona: MENSAJES.personaNoEsBeneficiaria } });
  const tarjeta = await repo.asignadaDe(ctx.db, beneficiaria.id);
  if (!tarjeta) throw new AppError('CONFLICT', MENSAJES.beneficiariaSinTarjeta);
  if (datos.uuidTarjeta && datos.uuidTarjeta !== tarjeta.uuid) throw new AppError('CONFLICT', MENSAJES.tarjetaNoEsDeBeneficiaria, { campos: { uuidTarjeta: MENSAJES.tarjetaNoEsDeBeneficiaria } });
  const ahora = ctx.deps.clock();
  await repo.actualizar(ctx.db, tarjeta.id, { estado: 'ANULADO', fecha_baja: ahora, _user_updated: quien.id, _updated_at: ahora }).catch(traducir);
  return { ...aviso(MENSAJES.tarjetaDadaDeBaja) };
}
