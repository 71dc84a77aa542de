import { grupoAddSchema, grupoAlimenticiosFiltroSchema, grupoEditSchema, id as idSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, pgErrorOf, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/**
 * Food groups (spec part 2 §2.11, decision 016). The programme's staff manage them; a provider reads
 * only the active ones, to file its products under one.
 */
const soloActivosPara = (ctx: Ctx) => entidadScope(requireUser(ctx)) !== null;

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(grupoAlimenticiosFiltroSchema, args), soloActivosPara(ctx));
}

export async function obtener(ctx: Ctx, rawId: unknown) {
  const row = await repo.buscar(ctx.db, parse(idSchema, rawId), soloActivosPara(ctx));
  if (!row) throw notFound();
  return row;
}

const conflicto = (err: unknown): never => {
  const { codigo, restriccion } = pgErrorOf(err);
  if (codigo === '23505' && restriccion === 'grupos_alimenticios_sigla_uq') throw new AppError('CONFLICT', MENSAJES.siglaDuplicada, { campos: { sigla: MENSAJES.siglaDuplicada } });
  if (codigo === '23505') throw new AppError('CONFLICT', MENSAJES.grupoDuplicado, { campos: { nombre: MENSAJES.grupoDuplicado } });
  throw err;
};

/** A new group starts CREADO: its author may still correct it until it is activated. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(grupoAddSchema, input);
  const id = await repo.insertar(ctx.db, { ...datos, estado: 'CREADO', _user_created: quien.id, _created_at: ctx.deps.clock() }).catch(conflicto);
  return (await repo.buscar(ctx.db, id))!;
}

/**
 * Name, sigla and description change only while CREADO ('¡Solo se puede editar con estado
 * CREADO!'); the state toggles ACTIVO ↔ INACTIVO at any time (a CREADO group is activated).
 * Sending the stored values again is not a change.
 */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(grupoEditSchema, input);
  const actual = await repo.buscar(ctx.db, id);
  if (!actual) throw notFound();
  const cambiaDatos = (['nombre', 'sigla', 'descripcion'] as const).some((k) => datos[k] !== undefined && datos[k] !== actual[k]);
  if (cambiaDatos && actual.estado !== 'CREADO') throw new AppError('CONFLICT', MENSAJES.soloEditarCreado);
  const cambiado = await repo.actualizar(ctx.db, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() }, cambiaDatos).catch(conflicto);
  if (!cambiado) throw new AppError('CONFLICT', MENSAJES.soloEditarCreado);
  return (await repo.buscar(ctx.db, id))!;
}
