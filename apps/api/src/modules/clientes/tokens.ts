import { MENSAJES } from '@pb/contract/mensajes';
import { createHash, randomBytes } from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import * as repo from './repository.js';

const PREFIJO = 'pbc_';
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

/** A new random token; only its hash and first characters are stored. */
export function nuevoToken(): { token: string; hash: string; prefijo: string } {
  const token = PREFIJO + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token), prefijo: token.slice(0, 12) };
}

/** Whether a bearer is an API token (its prefix) rather than a session. */
export const esTokenDeCliente = (token: string | null): token is string => !!token?.startsWith(PREFIJO);

/** The provider behind an API token, or 401 when the token is unknown, revoked, or its entity is no longer an active provider. */
export async function autenticarCliente(ctx: Ctx, token: string | null) {
  const invalido = new AppError('UNAUTHENTICATED', MENSAJES.tokenClienteInvalido);
  if (!token?.startsWith(PREFIJO)) throw invalido;
  const row = await repo.tokenActivo(ctx.db, sha256(token));
  if (!row || !row.proveedor || row.estado !== 'ACTIVO') throw invalido;
  await repo.marcarUso(ctx.db, row.id, ctx.deps.clock());
  return { id_entidad: row.id_entidad, nombre: row.nombre };
}
