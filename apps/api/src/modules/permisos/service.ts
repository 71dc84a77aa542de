import { ROLES, id as idSchema, permisoEditSchema, permisosFiltroSchema } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/** Without these, nobody could ever repair the permission matrix again from the application. */
const IMPRESCINDIBLES = new Set(['modulos', 'permisos']);

export async function listar(ctx: Ctx, args: unknown) {
  const { id_modulo, order } = parse(permisosFiltroSchema, args);
  const { db } = ctx;
  if (!(await repo.existeModulo(db, id_modulo))) throw notFound();
  return repo.listar(db, id_modulo, order);
}

/** A null switch means "not sent", as GraphQL lets a client say either way. */
function sinNulos(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
}

/** Changes a role's switches on one module; the next menu and permission set of that role reflect it. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(permisoEditSchema, sinNulos(input));
  const { db } = ctx;
  await db.transaction(async (tx) => {
    const actual = await repo.objetivo(tx, id);
    if (!actual) throw notFound();
    const quita = datos.read === false || datos.update === false || datos.activo === false;
    if (actual.id_rol === ROLES.SUPERADMIN && IMPRESCINDIBLES.has(actual.ruta) && quita) throw new AppError('CONFLICT', MENSAJES.permisoImprescindible);
    await repo.actualizar(tx, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() });
  });
  const row = await repo.buscarPorId(db, id);
  if (!row) throw notFound();
  return row;
}
