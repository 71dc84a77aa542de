import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * With TEST_DATABASE_URL (CI, or a developer's PostgreSQL) the API's files run on that server, once;
 * without it, on the embedded PGlite. The files about the embedded driver itself (db/) run on PGlite in
 * both cases: with a server, in a project of their own (`api-pglite`).
 */
const conPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The files that need no database, no app and no simulator (pure functions, the lint rules, the
// benchmark's own rules): on threads, without the database template's global setup. A new pure api
// file may be listed here; unlisted, it still runs, in the api project.
const PURAS = [
  'apps/api/src/auth/passwords.test.ts',
  'apps/api/src/auth/tokens.test.ts',
  'apps/api/src/core/alertas.test.ts',
  'apps/api/src/modules/avisosSms/textos.test.ts',
  'apps/api/src/core/audit-reference.test.ts',
  'apps/api/src/core/balanceador.test.ts',
  'apps/api/src/core/carpeta-datos.test.ts',
  'apps/api/src/core/csv.test.ts',
  'apps/api/src/core/csv-paginas.test.ts',
  'apps/api/src/core/argumentos-node.test.ts',
  'apps/api/src/core/layers.test.ts',
  'apps/api/src/core/pdf.test.ts',
  'apps/api/src/core/pdf-valido.test.ts',
  'apps/api/src/modules/beneficiarias/estados.test.ts',
  'apps/api/src/modules/cuentas/origen.test.ts',
  'apps/api/src/sin-demo.test.ts',
  'apps/demo/src/integrations/firmador/origenes.test.ts',
  'apps/demo/src/integrations/ovt/registro.test.ts',
  'bench/src/respaldos/reglas.test.ts',
  'bench/src/resultados.test.ts',
  'apps/web/scripts/trozos.test.ts',
  'apps/web/scripts/precarga.test.ts',
];

// Each api file makes its own app and database, and no file leaves state in the process (fake timers,
// stubbed globals, environment: apps/api/src/test/aislamiento.ts fails the file that does), so the files
// of one worker share their imports instead of importing the whole app again in a fresh fork.
const api = (name: string, include: string[], extra: Record<string, unknown> = {}): TestProjectConfiguration => ({
  test: { name, include, exclude: [...configDefaults.exclude, ...PURAS], globalSetup: ['apps/api/src/test/global-setup.ts'], setupFiles: ['apps/api/src/test/aislamiento.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks', isolate: false, ...extra },
});

export default defineConfig({
  // The API and the demo (apps/demo: the simulators, the demo's people and seed) import each other's modules
  // by package name (@pb/api/…, @pb/demo/…), whose `exports` give the built files to node and the sources to
  // the tools that run sources (the `source` condition): here each is its source, loaded once, in every
  // project and in the api projects' global setup.
  resolve: {
    alias: [
      { find: /^@pb\/(api|demo)\/(.+)\.js$/, replacement: fileURLToPath(new URL('./apps/$1/src/$2.ts', import.meta.url)) },
      { find: /^@pb\/demo$/, replacement: fileURLToPath(new URL('./apps/demo/src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    // Vitest's default leaves a core for itself (one worker on a 2-core machine); the test files' own work
    // (PGlite, jsdom) is what keeps a core busy, so every core runs one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      api('api', ['apps/api/src/**/*.test.ts', 'apps/demo/src/**/*.test.ts']),
      ...(conPostgres ? [api('api-pglite', ['apps/api/src/db/**/*.test.ts'], { env: { TEST_DATABASE_URL: '' } })] : []),
      { test: { name: 'puras', include: PURAS, setupFiles: ['apps/api/src/test/aislamiento.ts'], environment: 'node', testTimeout: 30_000, pool: 'threads', isolate: false } },
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node', pool: 'threads', isolate: false },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'], testTimeout: 30_000, pool: 'threads', isolate: false },
      },
    ],
  },
});
