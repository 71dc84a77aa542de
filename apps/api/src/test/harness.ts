import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config.js';
import type { Deps } from '../core/context.js';
import type { GraphqlFeature, RegisteredOperation } from '../core/graphql.js';
import type { RestRoute } from '../core/http.js';
import { buildApp } from '../app.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';
import { semillaDemo } from '@pb/demo/db/seed/index.js';
import { paginasDemo } from '@pb/demo/integrations/paginas.js';
import type { Database } from '../db/client.js';
import { freshDatabase } from './db.js';
import { MOLDE_ADMIN_PASSWORD } from './molde.js';
import type { Registry } from 'prom-client';

/** A clock tests can move: `clock.advance(minutes)`. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (minutes: number) => {
    now += minutes * 60_000;
  };
  clock.set = (d: Date) => {
    now = d.getTime();
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  registry: RegisteredOperation[];
  restRoutes: RestRoute[];
  /** The app's scrape-time measures (core/metricas.ts `textoMetricas`). */
  metricas: Registry;
  clock: ReturnType<typeof testClock>;
  close(): Promise<void>;
  /** POST /graphql with an optional bearer token. */
  gql<T = any>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<{ data: T; errors?: Array<{ message: string; extensions?: Record<string, any> }>; status: number }>;
  rest(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string | null, body?: unknown): Promise<LightMyRequestResponse>;
}

/** The real app on a fresh database with reference data (roles, modules, permissions, DPA); demo data only with SEED_DEMO=true. */
export interface TestAppOptions {
  logStream?: { write(line: string): void };
  features?: GraphqlFeature[];
  /** Test-only REST routes, registered like the app's own (guard, audit, transaction) before it starts. */
  routes?: (app: FastifyInstance) => void;
  /** On PostgreSQL, a second database copied from the same template as the hot standby (test/db.ts `freshDatabase`). */
  lectura?: boolean;
}

export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000', LOOKUP_RATE_LIMIT: '1000', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'false', ADMIN_PASSWORD: MOLDE_ADMIN_PASSWORD, ...env });
  // The usual seeds (the reference data's, the demo's) are the run's templates, copied; another one is made here.
  const molde = config.seedDemo ? 'demo' : config.ADMIN_PASSWORD === MOLDE_ADMIN_PASSWORD ? 'referencia' : undefined;
  const database = await freshDatabase(molde ?? false, { lectura: opts.lectura });
  if (!molde) {
    await migrate(database);
    await seed(database.db, { demo: config.seedDemo ? semillaDemo : null, adminPassword: config.ADMIN_PASSWORD });
  }
  const clock = testClock();
  const deps: Deps = { config, database, clock, jwtSecret: new TextEncoder().encode(config.JWT_SECRET) };
  // A test that reads the log passes a stream; the others run silent.
  // The demo's simulator pages as `npm start` has them (app.ts leaves them out in production); each test starts the simulators it needs.
  const { app, registry, restRoutes, metricas } = await buildApp(deps, { ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }), features: opts.features, paginasDemo });
  opts.routes?.(app);
  await app.ready();
  const headers = (token?: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    app,
    deps,
    database,
    registry,
    restRoutes,
    metricas,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
    gql: async (token, query, variables) => {
      const res = await app.inject({ method: 'POST', url: '/graphql', headers: headers(token), payload: { query, variables } });
      const body = res.json();
      return { data: body.data, errors: body.errors, status: res.statusCode };
    },
    rest: (method, url, token, body) => app.inject({ method, url, headers: headers(token), ...(body !== undefined ? { payload: body as object } : {}) }),
  };
}
