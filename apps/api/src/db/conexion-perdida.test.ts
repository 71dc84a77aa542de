import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freshDatabase } from '../test/db.js';

/**
 * A restart of PostgreSQL ends every connection (the soak restarts the primary). A connection lent to a
 * transaction that is between two statements then has no listener of the pool; without one of its
 * own, node-postgres raises an unhandled 'error' and the whole copy of the API dies.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('a connection the server ends mid-transaction (PostgreSQL)', () => {
  it('fails that transaction and the process and the pool go on', { timeout: 60_000 }, async () => {
    const database = await freshDatabase();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const transaccion = database.db.transaction(async (tx) => {
        const pid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
        // Between two statements: the server ends this connection as a restart would.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaccion).rejects.toThrow();
      const r = await database.db.execute<{ uno: number }>(sql`select 1 as uno`);
      expect(r.rows[0]!.uno).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
