import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/client.js';
import * as repo from './repository.js';

/**
 * The token-signing key: JWT_SECRET when given, otherwise one generated once and kept in the
 * database, so that restarts and every copy of the server share it. Only development and tests get
 * here without one: the config refuses to start production without JWT_SECRET.
 */
export async function resolveJwtSecret(db: Executor, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const existing = await repo.leerAjuste(db, 'jwt_secret');
  if (existing !== undefined) return Buffer.from(existing, 'base64');
  await repo.guardarAjusteSiFalta(db, 'jwt_secret', randomBytes(48).toString('base64'));
  const stored = await repo.leerAjuste(db, 'jwt_secret');
  return Buffer.from(stored!, 'base64');
}
