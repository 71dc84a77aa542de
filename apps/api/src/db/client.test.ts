import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/db.js';
import { openDatabase } from './client.js';

describe('the PostgreSQL sessions of the server', () => {
  // JIT compiled a short statement whose estimated cost passed jit_above_cost on every call: 180 ms for 0.04 ms of work (issue 33).
  it.runIf(!!process.env.TEST_DATABASE_URL)('run without JIT and without parallel workers', async () => {
    const database = await freshDatabase();
    try {
      const r = await database.db.execute<{ jit: string }>(sql`show jit`);
      expect(r.rows[0]?.jit).toBe('off');
      const w = await database.db.execute<{ max_parallel_workers_per_gather: string }>(sql`show max_parallel_workers_per_gather`);
      expect(w.rows[0]?.max_parallel_workers_per_gather).toBe('0');
    } finally {
      await database.close();
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("keep the URL's own options beside ours", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      const r = await database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
      expect(r.rows[0]?.statement_timeout).toBe('4321ms');
      const j = await database.db.execute<{ jit: string }>(sql`show jit`);
      expect(j.rows[0]?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
