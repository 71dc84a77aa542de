import { z } from 'zod';
import { id } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { nuevoToken } from './tokens.js';
import * as repo from './repository.js';

export const generarSchema = z.object({ idEntidad: id });

/**
 * Issues the API token of a provider's systems (POST v1/clientes/tokens). A new token revokes the
 * previous ones, so a leaked token is ended by generating another. Programme staff only.
 */
export async function generarToken(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const { idEntidad } = parse(generarSchema, body);
  if (entidadScope(quien) !== null) throw notFound();
  const now = ctx.deps.clock();
  const { token, hash, prefijo } = nuevoToken();
  await ctx.db.transaction(async (tx) => {
    const entidad = await repo.entidad(tx, idEntidad);
    if (!entidad) throw notFound();
    if (!entidad.proveedor || entidad.estado !== 'ACTIVO') throw new AppError('VALIDATION', MENSAJES.tokenNoGenerado);
    await repo.reemplazarToken(tx, idEntidad, { hash, prefijo }, quien.id, now);
  });
  return { token };
}
