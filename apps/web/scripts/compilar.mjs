#!/usr/bin/env node
// The web app's build: its types and GraphQL documents checked (tsc, gql.tada check) while vite bundles,
// both at once on the machine's two cores; either failing fails the build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: web, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const [tipos, paquete] = await Promise.all([run(['tsc', '-p', 'tsconfig.json', '--noEmit']).then(async (code) => code || run(['gql.tada', 'check'])), run(['vite', 'build'])]);
if (tipos !== 0 || paquete !== 0) process.exit(1);
