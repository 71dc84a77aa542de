import { id as idSchema, servicioIopAddSchema, servicioIopEditSchema, serviciosIopFiltroSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

const conflicto = (err: unknown) => translateConflict(err, { servicios_iop_codigo_unique: { campo: 'codigo', mensaje: MENSAJES.servicioDuplicado } });

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.db, parse(serviciosIopFiltroSchema, args));
}

export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(servicioIopAddSchema, input);
  const id = await repo.insertar(ctx.db, { ...datos, _user_created: quien.id, _created_at: ctx.deps.clock() }).catch(conflicto);
  return (await repo.buscar(ctx.db, id))!;
}

/** An empty token keeps the stored one: the browser never holds it to send it back. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const { token, ...datos } = parse(servicioIopEditSchema, input);
  if (!(await repo.buscar(ctx.db, id))) throw notFound();
  await repo.actualizar(ctx.db, id, { ...datos, ...(token ? { token } : {}), _user_updated: quien.id, _updated_at: ctx.deps.clock() }).catch(conflicto);
  return (await repo.buscar(ctx.db, id))!;
}
