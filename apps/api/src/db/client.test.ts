import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/db.js';

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
});
