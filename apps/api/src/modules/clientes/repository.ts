import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientesTokens, entidades } from '../../db/schema/index.js';

/** An active token by its hash, with the provider behind it. */
export async function tokenActivo(db: Executor, hash: string) {
  const [row] = await db
    .select({ id: clientesTokens.id, id_entidad: entidades.id, nombre: entidades.nombre, proveedor: entidades.proveedor, estado: entidades.estado })
    .from(clientesTokens)
    .innerJoin(entidades, eq(entidades.id, clientesTokens.id_entidad))
    .where(and(eq(clientesTokens.hash, hash), eq(clientesTokens.estado, 'ACTIVO')))
    .limit(1);
  return row;
}

export async function marcarUso(db: Executor, id: number, ahora: Date): Promise<void> {
  await db.update(clientesTokens).set({ ultimo_uso: ahora }).where(eq(clientesTokens.id, id));
}

export async function entidad(db: Executor, id: number) {
  const [row] = await db.select({ proveedor: entidades.proveedor, estado: entidades.estado }).from(entidades).where(eq(entidades.id, id));
  return row;
}

/** Revokes the entity's active tokens and stores the new one's hash. */
export async function reemplazarToken(db: Executor, idEntidad: number, nuevo: { hash: string; prefijo: string }, idUsuario: number, ahora: Date): Promise<void> {
  await db
    .update(clientesTokens)
    .set({ estado: 'REVOCADO', revocado_at: ahora, _user_updated: idUsuario, _updated_at: ahora })
    .where(and(eq(clientesTokens.id_entidad, idEntidad), eq(clientesTokens.estado, 'ACTIVO')));
  await db.insert(clientesTokens).values({ id_entidad: idEntidad, hash: nuevo.hash, prefijo: nuevo.prefijo, _user_created: idUsuario, _created_at: ahora });
}
