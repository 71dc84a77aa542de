#!/usr/bin/env node
// Builds the workspaces in order, skipping one whose inputs have not changed since its last build:
// a second `npm start` then goes straight to the server. `--force` builds everything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/contract', 'apps/api', 'apps/demo', 'apps/web'];
// What each workspace is built on (its hash includes theirs): the demo (simulators, demo data) on the API,
// the web app on the API (its GraphQL schema) and not on the demo, so a change of the demo rebuilds only the demo.
const SOBRE = { 'apps/api': 'packages/contract', 'apps/demo': 'apps/api', 'apps/web': 'apps/api' };
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.turbo', 'coverage', 'generado']);
const STAMP = '.inputs-hash';
const force = process.argv.includes('--force');

// Test files and the test folders (apps/api/src/test, apps/web/src/test) are in no build: editing a test
// rebuilds nothing.
const esPrueba = (dir, name) => /\.test\.tsx?$/.test(name) || (name === 'test' && dir.endsWith('/src'));

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || esPrueba(dir, entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (entry.isFile()) out.push(path);
  }
  return out.sort();
}

function hashOf(paths, upstream) {
  const hash = createHash('sha256').update(upstream);
  for (const path of paths) hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  return hash.digest('hex');
}

// The web build bakes in the VITE_* variables: a change of one is a change of input.
const viteEnv = Object.keys(process.env)
  .filter((k) => k.startsWith('VITE_'))
  .sort()
  .map((k) => `${k}=${process.env[k]}`)
  .join('\n');
const shared = hashOf(SHARED_INPUTS.map((f) => join(root, f)).filter(existsSync), viteEnv);
const hashes = {};
// What each build is about to cost, so a first start that takes minutes says why (issue 32).
const DEMORA = { 'packages/contract': 'hasta medio minuto', 'apps/api': 'hasta un minuto y medio', 'apps/demo': 'hasta medio minuto', 'apps/web': 'de 1 a 3 minutos' };
const inicio = Date.now();
for (const [n, workspace] of WORKSPACES.entries()) {
  const dir = join(root, workspace);
  const stampFile = join(dir, 'dist', STAMP);
  // Each workspace's hash includes the one it is built on: a contract change rebuilds the api, the demo and the web.
  const hash = hashOf(files(dir), SOBRE[workspace] ? hashes[SOBRE[workspace]] : shared);
  hashes[workspace] = hash;
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    console.log(`${workspace}: sin cambios desde la última compilación`);
    continue;
  }
  console.log(`\n[${n + 1}/${WORKSPACES.length}] Compilando ${workspace} (${DEMORA[workspace]})…`);
  const desde = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
  console.log(`[${n + 1}/${WORKSPACES.length}] ${workspace} compilado en ${Math.round((Date.now() - desde) / 1000)} s (total ${Math.round((Date.now() - inicio) / 1000)} s)`);
}
