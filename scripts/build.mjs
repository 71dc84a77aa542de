#!/usr/bin/env node
// Builds the workspaces in order, skipping one whose inputs have not changed since its last build:
// a second `npm start` then goes straight to the server. `--force` builds everything.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['packages/contract', 'apps/api', 'apps/web'];
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.turbo', 'coverage']);
const STAMP = '.inputs-hash';
const force = process.argv.includes('--force');

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
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
let upstream = hashOf(SHARED_INPUTS.map((f) => join(root, f)).filter(existsSync), viteEnv);
for (const workspace of WORKSPACES) {
  const dir = join(root, workspace);
  const stampFile = join(dir, 'dist', STAMP);
  // Each workspace's hash includes the ones before it: a contract change rebuilds the api and the web.
  const hash = hashOf(files(dir), upstream);
  upstream = hash;
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    console.log(`${workspace}: sin cambios desde la última compilación`);
    continue;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, hash);
}
