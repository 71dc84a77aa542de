#!/usr/bin/env node
// Makes what the web app's GraphQL documents are checked against (decision 073): the API's assembled
// schema, printed from the modules' SDL, and gql.tada's types of it. Both are made before every type
// check and build, never edited nor committed (src/api/generado is ignored by git).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

function run(args) {
  const r = spawnSync('npx', args, { cwd: web, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(['tsx', '../api/src/esquema-graphql.ts', 'src/api/generado/esquema.graphql']);
run(['gql.tada', 'generate', 'output']);
