import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import type { Deps } from '../../core/context.js';
import { migrationsApplied, migrationsFolder } from '../../db/migrate.js';

const expectedMigrations = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;

/** Liveness and readiness (CONTRACT.md "Addresses"): ready means the database answers and is migrated. */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_req, reply) => {
    try {
      if (await migrationsApplied(deps.database, expectedMigrations)) return { status: 'ready' };
      return reply.status(503).send({ status: 'migrando' });
    } catch {
      return reply.status(503).send({ status: 'sin base de datos' });
    }
  });
}
