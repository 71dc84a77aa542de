import { alimentoAddSchema, alimentoEditSchema, alimentosFiltroSchema, centavosADecimal, id as idSchema, productoAddSchema, productoEditSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, pgErrorOf, notFound } from '../../core/errors.js';
import { entidadScope, requireUser, type ByReach } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/**
 * The programme's foods (spec part 2 §2.11, role 2) and a provider's products (§2.18, role 4): one
 * table and one set of calls. Whose catalogue the caller works on follows from its reach: staff work
 * on the programme's foods (no owner, no price), a provider on its own products (with a price).
 */
/** alimentoEdit's key (decision 017), also the generic state change's (decision 039): staff's foods, a provider's products. */
export const ALIMENTOS_EDITAR: ByReach = { programa: 'alimentos:update', entidad: 'productos:update' };

const catalogoDe = (ctx: Ctx) => entidadScope(requireUser(ctx));

const precio = (centavos: number | undefined) => (centavos === undefined ? undefined : centavosADecimal(centavos));

async function exigirGrupoActivo(ctx: Ctx, idGrupo: number) {
  if (!(await repo.grupoActivo(ctx.db, idGrupo))) throw new AppError('VALIDATION', MENSAJES.grupoNoActivo, { campos: { id_grupo_alimenticio: MENSAJES.grupoNoActivo } });
}

const conflicto = (dueno: number | null) => (err: unknown): never => {
  if (pgErrorOf(err).codigo === '23505') {
    const mensaje = dueno === null ? MENSAJES.alimentoDuplicado : MENSAJES.productoDuplicado;
    throw new AppError('CONFLICT', mensaje, { campos: { nombre: mensaje } });
  }
  throw err;
};

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(alimentosFiltroSchema, args), catalogoDe(ctx));
}

/** One food of the caller's catalogue; another provider's product is "not found". */
export async function obtener(ctx: Ctx, rawId: unknown) {
  const row = await repo.buscar(ctx.db, parse(idSchema, rawId), catalogoDe(ctx));
  if (!row) throw notFound();
  return row;
}

/** New foods and products are ACTIVO (§4); a product's owner is always the caller's own entity. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const dueno = catalogoDe(ctx);
  const datos = dueno === null ? { ...parse(alimentoAddSchema, input), precio: undefined } : parse(productoAddSchema, input);
  if (dueno === -1) throw new AppError('VALIDATION', MENSAJES.productoSinEntidad);
  await exigirGrupoActivo(ctx, datos.id_grupo_alimenticio);
  const id = await repo
    .insertar(ctx.db, {
      nombre: datos.nombre,
      unidad: datos.unidad,
      id_grupo_alimenticio: datos.id_grupo_alimenticio,
      id_entidad: dueno,
      precio: precio(datos.precio) ?? null,
      estado: 'ACTIVO',
      _user_created: quien.id,
      _created_at: ctx.deps.clock(),
    })
    .catch(conflicto(dueno));
  return (await repo.buscar(ctx.db, id, dueno))!;
}

/** Changes a food or product of the caller's catalogue; a new group must be active. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const dueno = catalogoDe(ctx);
  const id = parse(idSchema, rawId);
  const datos = dueno === null ? { ...parse(alimentoEditSchema, input), precio: undefined } : parse(productoEditSchema, input);
  const actual = await repo.buscar(ctx.db, id, dueno);
  if (!actual) throw notFound();
  if (datos.id_grupo_alimenticio !== undefined && datos.id_grupo_alimenticio !== actual.id_grupo_alimenticio) await exigirGrupoActivo(ctx, datos.id_grupo_alimenticio);
  await repo
    .actualizar(ctx.db, id, dueno, {
      nombre: datos.nombre,
      unidad: datos.unidad,
      id_grupo_alimenticio: datos.id_grupo_alimenticio,
      precio: precio(datos.precio),
      estado: datos.estado,
      _user_updated: quien.id,
      _updated_at: ctx.deps.clock(),
    })
    .catch(conflicto(dueno));
  return (await repo.buscar(ctx.db, id, dueno))!;
}
