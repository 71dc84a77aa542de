#!/usr/bin/env node
// Runs the journeys in PB_E2E_SHARDS Playwright processes at once (default 1), each with its own server,
// embedded database, simulators and output folder. On a 2-core machine one process is faster: two
// (measured 2026-11-27) spent most of the CPU in the kernel and took half as long again; a machine with
// more cores may ask for more. Arguments go to every `playwright test` as they are. The exit code is the
// first failing process's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.PB_E2E_SHARDS ?? 1));
const basePort = Number(process.env.PB_E2E_PORT ?? 3100);
const stamp = Date.now();

function correr(i) {
  // Ports 200 apart: each run also takes PORT+1000 (card reader) and PORT+1100 (signing program).
  const port = basePort + i * 200;
  const env =
    shards === 1
      ? process.env
      : {
          ...process.env,
          PB_E2E_PORT: String(port),
          PB_E2E_LECTOR_PORT: String(port + 1000),
          PB_E2E_FIRMADOR_PORT: String(port + 1100),
          PB_E2E_DATA_DIR: join(here, '.data', `run-${stamp}-${i + 1}`),
          PB_E2E_OUTPUT: join(here, `test-results-${i + 1}`),
          ...(process.env.PB_E2E_JSON ? { PB_E2E_JSON: `${process.env.PB_E2E_JSON}.${i + 1}` } : {}),
        };
  const shardArgs = shards === 1 ? [] : [`--shard=${i + 1}/${shards}`];
  const child = spawn(join(here, '../node_modules/.bin/playwright'), ['test', ...shardArgs, ...args], { cwd: here, env, stdio: shards === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  if (shards > 1) {
    // Whole lines, each marked with its process, so that the two outputs stay readable.
    for (const stream of [child.stdout, child.stderr]) {
      let resto = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lineas = (resto + chunk).split('\n');
        resto = lineas.pop();
        for (const linea of lineas) process.stdout.write(`[${i + 1}/${shards}] ${linea}\n`);
      });
      stream.on('end', () => resto && process.stdout.write(`[${i + 1}/${shards}] ${resto}\n`));
    }
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const codigos = await Promise.all(Array.from({ length: shards }, (_, i) => correr(i)));
const fallo = codigos.find((c) => c !== 0);
if (shards > 1) console.log(`e2e: ${codigos.map((c, i) => `proceso ${i + 1}/${shards} ${c === 0 ? 'pasó' : `falló (${c})`}`).join(', ')}`);
process.exit(fallo ?? 0);
