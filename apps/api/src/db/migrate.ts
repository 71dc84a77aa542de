import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

// Two levels up from both src/db and dist/db: the committed SQL lives in src/db/migrations.
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pg') {
    await migratePg(database.db, { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

/** True when every committed migration has been applied (used by /ready, on its own connection). */
export async function migrationsApplied(database: Database, expected: number): Promise<boolean> {
  const res = await database.comprobar<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(res.rows[0]?.n ?? 0) >= expected;
}
