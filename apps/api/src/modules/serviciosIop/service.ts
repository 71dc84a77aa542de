import { eq } from 'drizzle-orm';
import { id as idSchema, servicioIopAddSchema, servicioIopEditSchema, serviciosIopFiltroSchema } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, errorPg, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { serviciosIop } from '../../db/schema/index.js';
import * as repo from './repository.js';

const DUPLICADO = 'Ya existe un servicio con ese código.';
const conflicto = (err: unknown): never => {
  if (errorPg(err).codigo === '23505') throw new AppError('CONFLICT', DUPLICADO, { campos: { codigo: DUPLICADO } });
  throw err;
};

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.deps.database.db, parse(serviciosIopFiltroSchema, args));
}

export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(servicioIopAddSchema, input);
  const [row] = await ctx.deps.database.db
    .insert(serviciosIop)
    .values({ ...datos, _user_created: quien.id, _created_at: ctx.deps.clock() })
    .returning({ id: serviciosIop.id })
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, row!.id))!;
}

/** An empty token keeps the stored one: the browser never holds it to send it back. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const { token, ...datos } = parse(servicioIopEditSchema, input);
  if (!(await repo.buscar(ctx.deps.database.db, id))) throw notFound();
  await ctx.deps.database.db
    .update(serviciosIop)
    .set({ ...datos, ...(token ? { token } : {}), _user_updated: quien.id, _updated_at: ctx.deps.clock() })
    .where(eq(serviciosIop.id, id))
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, id))!;
}
