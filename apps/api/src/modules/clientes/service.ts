import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { id } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { clientesTokens, entidades } from '../../db/schema/index.js';
import { nuevoToken } from './tokens.js';

const generarSchema = z.object({ idEntidad: id });

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
  await ctx.deps.database.db.transaction(async (tx) => {
    const [entidad] = await tx.select({ proveedor: entidades.proveedor, estado: entidades.estado }).from(entidades).where(eq(entidades.id, idEntidad));
    if (!entidad) throw notFound();
    if (!entidad.proveedor || entidad.estado !== 'ACTIVO') throw new AppError('VALIDATION', 'No se pudo generar token. La entidad no es un proveedor activo.');
    await tx
      .update(clientesTokens)
      .set({ estado: 'REVOCADO', revocado_at: now, _user_updated: quien.id, _updated_at: now })
      .where(and(eq(clientesTokens.id_entidad, idEntidad), eq(clientesTokens.estado, 'ACTIVO')));
    await tx.insert(clientesTokens).values({ id_entidad: idEntidad, hash, prefijo, _user_created: quien.id, _created_at: now });
  });
  return { token };
}
