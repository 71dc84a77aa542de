import { ROLES, id as idSchema, rolAddSchema, rolEditSchema, rolesFiltroSchema, tipoDeRol } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import * as repo from './repository.js';

/** The code comes from the name, so two callers racing for one name may collide on either. */
const duplicado = { campo: 'nombre', mensaje: MENSAJES.rolDuplicado };
const conflicto = (err: unknown) => translateConflict(err, { roles_nombre_unique: duplicado, roles_codigo_unique: duplicado });

/** A role as the API answers it: its row and its `type`. */
const conTipo = <R extends { id: number }>(r: R) => ({ ...r, type: tipoDeRol(r.id) });

export async function listar(ctx: Ctx, args: unknown) {
  const l = await repo.listar(ctx.db, parse(rolesFiltroSchema, args));
  return { ...l, rows: l.rows.map(conTipo) };
}

/** A stable code from the name: upper-case ASCII words joined by '_', unique. */
async function codigoPara(ctx: Ctx, nombre: string) {
  const base = nombre.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 24) || 'ROL';
  const usados = await repo.codigosParecidos(ctx.db, base);
  let codigo = base;
  for (let n = 2; usados.has(codigo); n++) codigo = `${base}_${n}`;
  return codigo;
}

/** A new role, with a permission row (all off) on every module so that the matrix can grant it access. */
export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(rolAddSchema, input);
  const codigo = await codigoPara(ctx, datos.nombre);
  const now = ctx.deps.clock();
  const id = await ctx.db
    .transaction(async (tx) => {
      const nuevo = await repo.insertar(tx, { ...datos, codigo, _user_created: quien.id, _created_at: now });
      await repo.crearPermisos(tx, nuevo, quien.id, now);
      return nuevo;
    })
    .catch(conflicto);
  return conTipo((await repo.buscar(ctx.db, id))!);
}

export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(rolEditSchema, input);
  const actual = await repo.buscar(ctx.db, id);
  if (!actual) throw notFound();
  if (id === ROLES.SUPERADMIN && datos.estado === 'INACTIVO') throw new AppError('CONFLICT', MENSAJES.superadminActivo);
  await repo.actualizar(ctx.db, id, { ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() }).catch(conflicto);
  return conTipo((await repo.buscar(ctx.db, id))!);
}
