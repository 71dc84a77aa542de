import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { prepare } from '../server.js';
import { migrationsFolder } from './migrate.js';

async function comoAdministrador(serverUrl: string, query: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

describe('copies of the API starting at once (issue 34)', () => {
  // Three copies behind a balancer, started together on a new PostgreSQL database: each migrates and
  // seeds on its start, one at a time under the start's advisory lock, and all three come up.
  it.runIf(!!process.env.TEST_DATABASE_URL)('migrate and seed one at a time: every migration applied once, one admin', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const nombre = `t_${randomUUID().replaceAll('-', '')}`;
    await comoAdministrador(serverUrl, `create database ${nombre}`);
    const url = new URL(serverUrl);
    url.pathname = `/${nombre}`;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false', ADMIN_PASSWORD: 'Arranque#2026', DB_POOL_MAX: '3' });
    const copias = await Promise.allSettled([prepare(config, { logger: false }), prepare(config, { logger: false }), prepare(config, { logger: false })]);
    try {
      expect(copias.map((c) => c.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const { database } = (copias[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof prepare>>>).value;
      const diario = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const aplicadas = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(aplicadas.rows[0]?.n).toBe(diario.entries.length);
      const admins = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from usuarios where usuario = 'admin'`);
      expect(admins.rows[0]?.n).toBe(1);
    } finally {
      for (const c of copias) if (c.status === 'fulfilled') await c.value.app.close().then(() => c.value.database.close());
      await comoAdministrador(serverUrl, `drop database if exists ${nombre} with (force)`);
    }
  });
});
