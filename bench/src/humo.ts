/**
 * `npm test`'s run of the benchmark (issue 14): every group but the browser's at a tiny scale, so that it
 * never rots. The browser group's walk of every route is what e2e/tests/menus.spec.ts already does in
 * the same run (issue 50); `npm run bench` still runs it. It asserts only that the run completes and
 * writes its results, with each of its groups in them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRUPOS } from './grupos/index.js';

const GRUPOS_HUMO = GRUPOS.map((g) => g.clave).filter((c) => c !== 'browser');
const salida = mkdtempSync(path.join(os.tmpdir(), 'pb-bench-humo-'));
try {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', main, '--scale', '0.0005', '--duracion', '1', '--conexiones', '2', '--salida', salida, '--grupos', GRUPOS_HUMO.join(',')], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`El benchmark terminó con el código ${r.status}`);
  const resultados = JSON.parse(readFileSync(path.join(salida, 'results.json'), 'utf8')) as { data: unknown[]; groups: Record<string, unknown> };
  const faltan = GRUPOS_HUMO.filter((c) => !resultados.groups[c]);
  if (resultados.data.length === 0 || faltan.length > 0 || !existsSync(path.join(salida, 'RESULTS.md'))) throw new Error(`Resultados incompletos: faltan ${faltan.join(', ') || 'los datos'}`);
  console.log(`Benchmark de humo: completo (${Object.keys(resultados.groups).join(', ')})`);
} finally {
  rmSync(salida, { recursive: true, force: true });
}
