import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Deps } from './core/context.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { resolveJwtSecret } from './auth/secret.js';
import { buildApp } from './app.js';
import { cargarDemo, type Demo } from './demo.js';
import type { Registry } from 'prom-client';

export interface Started {
  app: FastifyInstance;
  database: Database;
  deps: Deps;
  /** The app's scrape-time measures, for METRICS_PORT (core/metricas.ts). */
  metricas: Registry;
}

/**
 * Opens the database, applies migrations, seeds, and builds the app: what `npm start` and tests share.
 * With SEED_DEMO the demo's seed runs too, and with the demo (`opts.demo`, else loaded then) its pages
 * are in the app; without either, apps/demo is never loaded (decision 074).
 */
export async function prepare(config: Config, opts: { clock?: () => Date; logger?: boolean; print?: (l: string) => void; database?: Database; demo?: Demo } = {}): Promise<Started> {
  const demo = opts.demo ?? (config.seedDemo ? await cargarDemo() : null);
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, conexiones: config.DB_POOL_MAX, databaseUrlLectura: config.DATABASE_URL_LECTURA, conexionesLectura: config.DB_POOL_LECTURA_MAX }));
  // Copies of the API starting at once on one PostgreSQL migrate and seed one at a time.
  await database.exclusivo(async () => {
    await migrate(database);
    await seed(database.db, { demo: config.seedDemo ? demo?.semilla : null, adminPassword: config.ADMIN_PASSWORD, print: opts.print });
  });
  const deps: Deps = { config, database, clock: opts.clock ?? (() => new Date()), jwtSecret: await resolveJwtSecret(database.db, config.JWT_SECRET) };
  const { app, metricas } = await buildApp(deps, { logger: opts.logger, paginasDemo: demo?.paginas });
  return { app, database, deps, metricas };
}
