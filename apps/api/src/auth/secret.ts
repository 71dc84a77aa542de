import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { ajustesSistema } from '../db/schema/index.js';

/**
 * The token-signing key: JWT_SECRET when given, otherwise one generated once and kept in the
 * database, so that restarts and every copy of the server share it. Only development and tests get
 * here without one: the config refuses to start production without JWT_SECRET.
 */
export async function resolveJwtSecret(db: Executor, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const [row] = await db.select().from(ajustesSistema).where(eq(ajustesSistema.clave, 'jwt_secret'));
  if (row) return Buffer.from(row.valor, 'base64');
  const fresh = randomBytes(48).toString('base64');
  await db.insert(ajustesSistema).values({ clave: 'jwt_secret', valor: fresh }).onConflictDoNothing();
  const [stored] = await db.select().from(ajustesSistema).where(eq(ajustesSistema.clave, 'jwt_secret'));
  return Buffer.from(stored!.valor, 'base64');
}
