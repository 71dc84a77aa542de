#!/usr/bin/env node
// `npm test`: every test, once, in this order: lint, one build (contract, API, demo, web app), Vitest (the
// API's files on PostgreSQL when TEST_DATABASE_URL names one, else on the embedded PGlite; the web app
// and the contract), the browser journeys against the built server, the benchmark's smoke run. It stops
// at the first phase that fails and always ends with the timing report (scripts/tiempos.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CARPETA, PLAYWRIGHT_JSON, VITEST_JSON, empezar, informe, registrar } from './tiempos.mjs';

const raiz = fileURLToPath(new URL('..', import.meta.url));
const npx = (...args) => ['npx', '--no-install', ...args];
const FASES = [
  ['lint', npx('eslint', '.', '--max-warnings', '0')],
  ['compilación', ['node', 'scripts/build.mjs']],
  ['vitest', npx('vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`)],
  ['playwright', ['npm', 'run', 'test', '-w', 'e2e'], { PB_E2E_JSON: PLAYWRIGHT_JSON }],
  ['benchmark de humo', ['npm', 'run', 'test', '-w', 'bench']],
];

// .ci/run starts the report before its own first phase; a developer's `npm test` starts it here.
if (!process.env.PB_TIEMPOS_SEGUIR) empezar();
console.log(`npm test: ${process.env.TEST_DATABASE_URL ? 'las pruebas de la API en PostgreSQL (TEST_DATABASE_URL) y las del controlador embebido en PGlite' : 'las pruebas de la API en PGlite (sin TEST_DATABASE_URL)'}; informe de tiempos en ${CARPETA}`);
let codigo = 0;
for (const [fase, [cmd, ...args], env = {}] of FASES) {
  console.log(`\n=== ${fase} ===`);
  const desde = Date.now();
  const r = spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit', env: { ...process.env, ...env } });
  codigo = r.status ?? 1;
  registrar(fase, (Date.now() - desde) / 1000, codigo === 0 ? 'ok' : `falló (${codigo})`);
  if (codigo !== 0) break;
}
if (!process.env.PB_TIEMPOS_SEGUIR) informe();
process.exit(codigo);
