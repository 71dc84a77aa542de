import { eq } from 'drizzle-orm';
import { ROLES, id as idSchema, parametroAddSchema, parametroEditSchema, parametrosFiltroSchema } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, errorPg, notFound } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { parametros } from '../../db/schema/index.js';
import * as repo from './repository.js';

const TEXTOS = {
  duplicado: 'Ya existe un parámetro con ese nombre.',
  soloValor: 'Solo puede modificar el valor del parámetro.',
  numero: 'Valor: Debe ser un número entero mayor a cero.',
} as const;

/** Parameters the server reads as whole minutes or counts: a bad value would break logins. */
const NUMERICOS = new Set(['JWT_TOKEN_EXPIRATION', 'TIEMPO_BLOQUEO', 'NRO_MAX_INTENTOS']);

function validarValor(nombre: string, valor: string | undefined) {
  if (valor !== undefined && NUMERICOS.has(nombre) && !/^[1-9]\d{0,5}$/.test(valor)) throw new AppError('VALIDATION', TEXTOS.numero);
}

const conflicto = (err: unknown): never => {
  if (errorPg(err).codigo === '23505') throw new AppError('CONFLICT', TEXTOS.duplicado, { campos: { nombre: TEXTOS.duplicado } });
  throw err;
};

export async function listar(ctx: Ctx, args: unknown) {
  return repo.listar(ctx.deps.database.db, parse(parametrosFiltroSchema, args));
}

export async function crear(ctx: Ctx, input: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(parametroAddSchema, input);
  validarValor(datos.nombre, datos.valor);
  const [row] = await ctx.deps.database.db
    .insert(parametros)
    .values({ ...datos, _user_created: quien.id, _created_at: ctx.deps.clock() })
    .returning({ id: parametros.id })
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, row!.id))!;
}

/** Only the superadministrator changes a parameter's name, label or description; others only its value. */
export async function editar(ctx: Ctx, rawId: unknown, input: unknown) {
  const quien = requireUser(ctx);
  const id = parse(idSchema, rawId);
  const datos = parse(parametroEditSchema, input);
  const actual = await repo.buscar(ctx.deps.database.db, id);
  if (!actual) throw notFound();
  if (quien.id_rol !== ROLES.SUPERADMIN) {
    const otros = (['nombre', 'label', 'descripcion', 'estado'] as const).filter((k) => datos[k] !== undefined && datos[k] !== actual[k]);
    if (otros.length) throw new AppError('FORBIDDEN', TEXTOS.soloValor);
  }
  validarValor(datos.nombre ?? actual.nombre, datos.valor);
  await ctx.deps.database.db
    .update(parametros)
    .set({ ...datos, _user_updated: quien.id, _updated_at: ctx.deps.clock() })
    .where(eq(parametros.id, id))
    .catch(conflicto);
  return (await repo.buscar(ctx.deps.database.db, id))!;
}
