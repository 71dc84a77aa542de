/**
 * The API's layers as lint rules (ARCHITECTURE.md): routes and graphql → service → repository → db.
 * A transport never reaches a repository or the database; SQL (drizzle-orm, the schema's tables)
 * lives only in repositories; a repository never calls up; a feature never reads another feature's
 * repository (it calls that feature's service where a rule truly spans both). And no code below the
 * transports touches `deps.database`: inside a write it must use the write's transaction (`ctx.db`).
 * `layers.test.ts` proves each rule fails on a crossing.
 */
const SRC = 'apps/api/src';
/** The demo (decision 074): the outside systems' simulators, the demo's people and its seed, built on the API. */
const DEMO = 'apps/demo/src';
const TESTS = [`${SRC}/**/*.test.ts`, `${SRC}/test/**`, `${DEMO}/**/*.test.ts`];
const FEATURE_TRANSPORTS = [`${SRC}/modules/*/routes.ts`, `${SRC}/modules/*/graphql.ts`];
const TRANSPORTS = [...FEATURE_TRANSPORTS, `${SRC}/auth/routes.ts`];
const REPOSITORIES = [`${SRC}/**/repository.ts`];
/**
 * Outside the layers: the readiness probe asks the database itself; a command-line entry point opens
 * it, as main.ts does.
 */
const EXEMPT = [`${SRC}/modules/health/**`, `${SRC}/**/*-cli.ts`];

const noSql = [
  { regex: '^drizzle-orm', allowTypeImports: true, message: 'SQL lives only in repositories (repository.ts).' },
  { regex: '/db/(schema|client)(/|\\.js$|$)', allowTypeImports: true, message: 'Tables and the database are reached only through a repository.' },
];
const otherFeatureRepository = { regex: '^\\.\\./(?!\\.)[^/]+/repository(\\.js)?$', message: "Another feature's repository: call that feature's service instead." };
const transport = [
  ...noSql,
  { regex: '(^|/)repository(\\.js)?$', message: 'A route or resolver calls its service, never a repository.' },
  { regex: '(^|/)db/', message: 'A route or resolver calls its service, never the database.' },
  { regex: '(^|/)integrations/', allowTypeImports: true, message: 'A route or resolver calls its service; the service calls the outside system.' },
];
/**
 * The API's own code never imports the demo: it comes in through demo.ts `cargarDemo` only when SIMULADORES or
 * SEED_DEMO asks for it (sin-demo.test.ts walks the production start's imports). Tests may use it.
 */
const noDemo = { regex: '^@pb/demo(/|$)', message: "The API never imports the demo (apps/demo): demo.ts loads it when asked for, or it is passed in (the seed's `demo`, buildApp's `paginasDemo`)." };
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, noDemo] }] });
/** The seed calls the features; nothing the server runs reads the seed. */
const noSeed = { regex: '(^|/)db/seed/', message: 'The seed calls the features, never the reverse: reference data lives outside db/seed.' };

/**
 * One writer per rule (DOMAIN.md §4, decision 011, DOMAIN.md §3): the ledger's tables are written only
 * by the cuentas repository, persons only by the personas repository, a beneficiary's state and its
 * history only by the beneficiarias repository that estados.ts calls. Everyone else calls those
 * modules' services; tests build their data as they like. The schema's folder gathers the tables by
 * re-exporting them; elsewhere a re-export of an owned table is reported (it could hide its name).
 */
export const WRITERS = [
  {
    name: 'ledger',
    owners: [`${SRC}/modules/cuentas/repository.ts`],
    tables: ['cuentas', 'movimientos'],
    message: 'Only modules/cuentas writes the ledger (cuentas, movimientos): call its service.',
  },
  {
    name: 'persons',
    owners: [`${SRC}/modules/personas/repository.ts`],
    tables: ['personas'],
    message: 'Only modules/personas writes persons: call personas/guardar.ts.',
  },
  {
    name: 'states',
    owners: [`${SRC}/modules/beneficiarias/repository.ts`],
    tables: ['beneficiaria_estados', 'beneficiariaEstados'],
    columns: [{ table: 'beneficiarias', drizzle: 'beneficiarias', column: 'estado' }],
    message: "A beneficiary's state moves only through modules/beneficiarias/estados.ts.",
  },
];

export const apiLayers = [
  {
    // Every file of the API (the blocks below, for their files, add their own layers to it).
    files: [`${SRC}/**/*.ts`],
    ignores: TESTS,
    rules: restrict([]),
  },
  {
    // core is the bottom: it knows the database, the settings and the contract, nothing above.
    files: [`${SRC}/core/**/*.ts`],
    ignores: TESTS,
    rules: restrict([{ regex: '^\\.\\./(?!db/|config\\.js$)', message: 'core depends on nothing above it: pass what it needs in as a port (Deps), wired in app.ts.' }]),
  },
  {
    // The demo's seed too calls those modules' services.
    files: [`${SRC}/**/*.ts`, `${DEMO}/**/*.ts`],
    ignores: TESTS,
    rules: { 'pb/one-writer': ['error', WRITERS, { schema: [`${SRC}/db/schema/`] }] },
  },
  {
    files: [`${SRC}/auth/routes.ts`],
    rules: restrict([...transport, { regex: '/modules/', message: 'The auth routes call the auth services.' }]),
  },
  {
    files: FEATURE_TRANSPORTS,
    ignores: EXEMPT,
    rules: restrict([...transport, { regex: '^\\.\\./(?!\\.)', message: "A route or resolver calls its own feature's service; another feature is reached through it." }]),
  },
  {
    files: [`${SRC}/modules/**/*.ts`, `${SRC}/auth/**/*.ts`],
    ignores: [...TRANSPORTS, ...REPOSITORIES, ...TESTS, ...EXEMPT],
    rules: restrict([
      ...noSql,
      otherFeatureRepository,
      { regex: '/modules/[^/]+/repository(\\.js)?$', message: "A feature's repository is reached through its service." },
      { regex: '(^|/)(routes|graphql)(\\.js)?$', message: 'A service never calls up into a transport.' },
      noSeed,
    ]),
  },
  {
    files: [`${SRC}/integrations/**/*.ts`],
    ignores: TESTS,
    rules: restrict([
      ...noSql,
      noSeed,
      { regex: '(^|/)(auth|app|server|main)(/|\\.js$)', message: 'An integration is a client of an outside system: it never calls up into the server.' },
      // Each client reads its own address and token from the integration-services table.
      { regex: '/modules/(?!serviciosIop/)[^/]+/repository(\\.js)?$', message: "A feature's repository is reached through its service." },
    ]),
  },
  {
    // The demo's simulators are outside systems: they never call up into the server, and read no table
    // but the integration-services rows they point at themselves.
    files: [`${DEMO}/integrations/**/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noSql,
            noSeed,
            { regex: '(^|/)(auth|app|server|main)(/|\\.js$)', message: 'A simulator stands for an outside system: it never calls up into the server.' },
            { regex: '/modules/(?!serviciosIop/)[^/]+/', message: 'A simulator stands for an outside system: it knows no feature of the server.' },
          ],
        },
      ],
    },
  },
  {
    files: REPOSITORIES,
    rules: restrict([
      { regex: '(^|/|\\.)service(\\.js)?$', message: 'A repository never calls a service: it only runs SQL.' },
      { regex: '(^|/)(routes|graphql|http)(\\.js)?$', message: 'A repository never calls up into a transport.' },
      otherFeatureRepository,
      noSeed,
    ]),
  },
  {
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/core/**`, `${SRC}/db/**`, `${SRC}/app.ts`, `${SRC}/server.ts`, `${SRC}/main.ts`, ...EXEMPT, ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='database']",
          message: 'Use ctx.db: inside a write it is the transaction; deps.database.db would wait for it forever on PGlite.',
        },
        {
          selector: "ObjectPattern > Property[key.name='database']",
          message: 'Use ctx.db: inside a write it is the transaction; deps.database.db would wait for it forever on PGlite.',
        },
      ],
    },
  },
];
