import { ROLES_ADMINISTRAN_ENTIDADES, type EntidadesFiltro, entidadAddSchema, entidadEditSchema, entidadesFiltroSchema, id as idSchema } from '@pb/contract';
import { MENSAJES, mensaje } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';
import type { entidades } from '../../db/schema/index.js';

const codigoPortalRequerido = mensaje('enCampo', { campo: { campo: 'codigo_portal' }, mensaje: MENSAJES.required });

export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  return repo.listar(ctx.db, parse(entidadesFiltroSchema, args), entidadScope(quien));
}

/** One entity; outside the caller's scope it is "not found". */
export async function obtener(ctx: Ctx, rawId: unknown) {
  const quien = requireUser(ctx);
  const row = await repo.buscar(ctx.db, parse(idSchema, rawId), entidadScope(quien));
  if (!row) throw notFound();
  return row;
}

/** Whether the entity exists and is within the scope (another entity's is "not found"). */
export async function entidadVisible(ctx: Ctx, id: number, scope: number | null): Promise<boolean> {
  return repo.visible(ctx.db, id, scope);
}

/**
 * The entity an employer's call works on (the payroll CSV, the beneficiaries' CSV, a new payroll):
 * the caller's own, or for staff the one named; another entity's is "not found".
 */
export async function entidadDeTrabajo(ctx: Ctx, nombrada: unknown): Promise<number> {
  const scope = entidadScope(requireUser(ctx));
  const pedida = nombrada === undefined || nombrada === null || nombrada === '' ? scope : parse(idSchema, nombrada);
  if (pedida === null) throw new AppError('VALIDATION', MENSAJES.required, { campos: { idEntidad: MENSAJES.required } });
  if (!(await repo.visible(ctx.db, pedida, scope))) throw notFound();
  return pedida;
}

/** New entities are ACTIVO and of origin PROBOLIVIA (spec part 1 §4). */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(entidadAddSchema, input);
  if (!ROLES_ADMINISTRAN_ENTIDADES.has(quien.id_rol) && !datos.codigo_portal) throw new AppError('VALIDATION', codigoPortalRequerido);
  const id = await repo.insertar(ctx.db, { ...datos, estado: 'ACTIVO', origen: 'PROBOLIVIA', _user_created: quien.id, _created_at: ctx.deps.clock() });
  return obtener(ctx, id);
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(entidadEditSchema, input);
  const actual = await obtener(ctx, id);
  const alcance = entidadScope(quien);
  if (alcance !== null && datos.estado !== undefined && datos.estado !== actual.estado) throw new AppError('FORBIDDEN', MENSAJES.noEstadoPropio);
  const codigoPortal = datos.codigo_portal !== undefined ? datos.codigo_portal : actual.codigo_portal;
  if (!ROLES_ADMINISTRAN_ENTIDADES.has(quien.id_rol) && !codigoPortal) throw new AppError('VALIDATION', codigoPortalRequerido);
  await repo.actualizar(ctx.db, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return obtener(ctx, id);
}

/** Makes a PROBOLIVIA entity a provider (spec part 1 §2 Providers); programme staff only. */
export async function agregarProveedor(ctx: Ctx, rawId: unknown) {
  const quien = requireUser(ctx);
  if (entidadScope(quien) !== null) throw notFound();
  const actual = await obtener(ctx, rawId);
  if (actual.proveedor || actual.origen !== 'PROBOLIVIA' || actual.estado !== 'ACTIVO') throw new AppError('VALIDATION', MENSAJES.noProveedorElegible);
  await repo.actualizar(ctx.db, actual.id, { proveedor: true, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return obtener(ctx, actual.id);
}

/** 'Quitar proveedor'. */
export async function quitarProveedor(ctx: Ctx, rawId: unknown) {
  const quien = requireUser(ctx);
  if (entidadScope(quien) !== null) throw notFound();
  const actual = await obtener(ctx, rawId);
  if (!actual.proveedor) throw new AppError('VALIDATION', MENSAJES.noEsProveedor);
  await repo.actualizar(ctx.db, actual.id, { proveedor: false, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return obtener(ctx, actual.id);
}

/** The kind of entities a screen works on: embassies (tipo EMBAJADA), other entities (origen OTRO). */
export interface ClaseDeEntidad {
  tipo?: string;
  origen?: string;
}
type Filtro = Pick<EntidadesFiltro, 'limit' | 'page' | 'order'> & Partial<Pick<EntidadesFiltro, 'nombre' | 'nit' | 'tipo' | 'estado'>>;

/** A REST page of one kind of entities, for another feature's screen (its filters already parsed there). */
export async function paginaDeClase(ctx: Ctx, clase: ClaseDeEntidad, filtro: Filtro) {
  const quien = requireUser(ctx);
  const f: EntidadesFiltro = { sigla: null, origen: null, proveedor: null, nombre: null, nit: null, tipo: null, estado: null, ...filtro };
  return repo.paginaDeClase(ctx.db, clase, f, entidadScope(quien));
}

/** One entity of a kind; another kind's, or outside the caller's scope, is "not found". */
export async function obtenerDeClase(ctx: Ctx, id: number, clase: ClaseDeEntidad) {
  const row = await repo.buscarDeClase(ctx.db, id, clase, entidadScope(requireUser(ctx)));
  if (!row) throw notFound();
  return row;
}

/** Writes a new entity whose values the calling feature decided (kind, origin, state); answers its id. */
export async function insertarDeClase(ctx: Ctx, valores: Omit<typeof entidades.$inferInsert, '_user_created' | '_created_at' | 'id'>) {
  const quien = requireUser(ctx);
  return repo.insertar(ctx.db, { ...valores, _user_created: quien.id, _created_at: ctx.deps.clock() });
}

/** Changes fields (or the state) of an entity of a kind, after finding it in the caller's scope. */
export async function actualizarDeClase(ctx: Ctx, id: number, clase: ClaseDeEntidad, valores: Partial<Omit<typeof entidades.$inferInsert, 'id' | 'origen' | 'tipo'>>) {
  const quien = requireUser(ctx);
  await obtenerDeClase(ctx, id, clase);
  await repo.actualizar(ctx.db, id, { ...valores, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  return obtenerDeClase(ctx, id, clase);
}
