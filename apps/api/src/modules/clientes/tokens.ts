import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { clientesTokens, entidades } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';

const PREFIJO = 'pbc_';
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** A new random token; only its hash and first characters are stored. */
export function nuevoToken(): { token: string; hash: string; prefijo: string } {
  const token = PREFIJO + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token), prefijo: token.slice(0, 12) };
}

/** The provider behind an API token, or 401 when the token is unknown, revoked, or its entity is no longer an active provider. */
export async function autenticarCliente(db: Executor, token: string | null, now: Date) {
  const invalido = new AppError('UNAUTHENTICATED', 'Token de cliente inválido o revocado.');
  if (!token?.startsWith(PREFIJO)) throw invalido;
  const [row] = await db
    .select({ id: clientesTokens.id, id_entidad: entidades.id, nombre: entidades.nombre, proveedor: entidades.proveedor, estado: entidades.estado })
    .from(clientesTokens)
    .innerJoin(entidades, eq(entidades.id, clientesTokens.id_entidad))
    .where(and(eq(clientesTokens.hash, sha256(token)), eq(clientesTokens.estado, 'ACTIVO')))
    .limit(1);
  if (!row || !row.proveedor || row.estado !== 'ACTIVO') throw invalido;
  await db.update(clientesTokens).set({ ultimo_uso: now }).where(eq(clientesTokens.id, row.id));
  return { id_entidad: row.id_entidad, nombre: row.nombre };
}
