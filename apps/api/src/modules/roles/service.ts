import { eq } from 'drizzle-orm';
import { ROLES, id as idSchema, rolAddSchema, rolEditSchema, rolesFiltroSchema } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, errorPg, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { modulos, permisos, roles } from '../../db/schema/index.js';
import * as repo from './repository.js';

const TEXTOS = {
  nombreDuplicado: 'Ya existe un rol con ese nombre.',
  superadminActivo: 'El rol de superadministrador no puede desactivarse.',
} as const;

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.deps.database.db, parse(rolesFiltroSchema, args));
}

/** A stable code from the name: upper-case ASCII words joined by '_', unique. */
async function codigoPara(ctx: Ctx, nombre: string) {
  const base = nombre.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 24) || 'ROL';
  const usados = await repo.codigosParecidos(ctx.deps.database.db, base);
  let codigo = base;
  for (let n = 2; usados.has(codigo); n++) codigo = `${base}_${n}`;
  return codigo;
}

const conflicto = (err: unknown): never => {
  if (errorPg(err).codigo === '23505') throw new AppError('CONFLICT', TEXTOS.nombreDuplicado, { campos: { nombre: TEXTOS.nombreDuplicado } });
  throw err;
};

/** A new role, with a permission row (all off) on every module so that the matrix can grant it access. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(rolAddSchema, input);
  const codigo = await codigoPara(ctx, datos.nombre);
  const now = ctx.deps.clock();
  const id = await ctx.deps.database.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(roles).values({ ...datos, codigo, _user_created: quien.id, _created_at: now }).returning({ id: roles.id });
      const todos = await tx.select({ id: modulos.id }).from(modulos);
      if (todos.length) await tx.insert(permisos).values(todos.map((m) => ({ id_modulo: m.id, id_rol: row!.id, _user_created: quien.id, _created_at: now })));
      return row!.id;
    })
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, id))!;
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(rolEditSchema, input);
  const actual = await repo.buscar(ctx.deps.database.db, id);
  if (!actual) throw notFound();
  if (id === ROLES.SUPERADMIN && datos.estado === 'INACTIVO') throw new AppError('CONFLICT', TEXTOS.superadminActivo);
  await ctx.deps.database.db
    .update(roles)
    .set({ ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() })
    .where(eq(roles.id, id))
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, id))!;
}
