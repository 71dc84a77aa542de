#!/usr/bin/env node
// The timing report of `npm test` and `.ci/run` (issue 50): each phase's seconds and the ten slowest
// files of each test runner, so that the next change that makes the run slower is seen on every run.
// Phases are appended to test-results/tiempos/fases.jsonl; the runners write their own JSON reports
// beside it (vitest.json, playwright.json). `node scripts/tiempos.mjs fase NOMBRE SEGUNDOS [estado]`
// adds a phase from a shell script; `node scripts/tiempos.mjs informe` prints the report.
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const raiz = fileURLToPath(new URL('..', import.meta.url));
export const CARPETA = process.env.PB_TIEMPOS_DIR ?? join(raiz, 'test-results', 'tiempos');
const FASES = join(CARPETA, 'fases.jsonl');
export const VITEST_JSON = join(CARPETA, 'vitest.json');
export const PLAYWRIGHT_JSON = join(CARPETA, 'playwright.json');

/** Starts a new report (the run's first step). */
export function empezar() {
  rmSync(CARPETA, { recursive: true, force: true });
  mkdirSync(CARPETA, { recursive: true });
}

export function registrar(fase, segundos, estado = 'ok') {
  mkdirSync(CARPETA, { recursive: true });
  appendFileSync(FASES, `${JSON.stringify({ fase, segundos: Math.round(segundos), estado })}\n`);
}

const leer = (archivo) => {
  try {
    return JSON.parse(readFileSync(archivo, 'utf8'));
  } catch {
    return null;
  }
};
const min = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
const tabla = (filas) => filas.map(([s, nombre]) => `  ${String(Math.round(s)).padStart(5)} s  ${nombre}`).join('\n');

/** Vitest's JSON: per file its duration, per project its test count (the project is the file's path's). */
function vitest() {
  const r = leer(VITEST_JSON);
  if (!r) return null;
  const archivos = r.testResults.map((f) => ({ nombre: relative(raiz, f.name), segundos: (f.endTime - f.startTime) / 1000, pruebas: f.assertionResults.length }));
  const porArea = {};
  for (const a of archivos) {
    const area = a.nombre.split('/').slice(0, 2).join('/');
    porArea[area] = (porArea[area] ?? 0) + a.pruebas;
  }
  return { archivos, porArea, total: r.numTotalTests, pasaron: r.numPassedTests, fallaron: r.numFailedTests, omitidas: r.numPendingTests + r.numTodoTests };
}

/**
 * Playwright's JSON (one file, or one per process with PB_E2E_SHARDS: playwright.json.1, …): per spec
 * file the summed duration of its journeys; the journeys and the Axe checks (annotations).
 */
function playwright() {
  const nombre = PLAYWRIGHT_JSON.split('/').pop();
  const informes = (existsSync(CARPETA) ? readdirSync(CARPETA) : []).filter((f) => f.startsWith(nombre)).map((f) => leer(join(CARPETA, f))).filter(Boolean);
  if (informes.length === 0) return null;
  const porArchivo = {};
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  let journeys = 0;
  let axe = 0;
  const recorrer = (suite, archivo) => {
    const file = suite.file ?? archivo;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        journeys++;
        for (const resultado of test.results) {
          porArchivo[file] = (porArchivo[file] ?? 0) + resultado.duration / 1000;
          axe += (resultado.annotations ?? test.annotations ?? []).filter((a) => a.type === 'axe').length;
        }
      }
    }
    for (const hija of suite.suites ?? []) recorrer(hija, file);
  };
  for (const r of informes) {
    for (const suite of r.suites) recorrer(suite, suite.file);
    for (const k of Object.keys(stats)) stats[k] += r.stats[k] ?? 0;
  }
  return { porArchivo, journeys, axe, ...stats };
}

export function informe() {
  const lineas = ['', '=== Tiempos de la corrida (scripts/tiempos.mjs) ==='];
  const fases = existsSync(FASES) ? readFileSync(FASES, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
  const total = fases.reduce((s, f) => s + f.segundos, 0);
  if (fases.length > 0) lineas.push('Fases:', tabla(fases.map((f) => [f.segundos, `${f.fase}${f.estado === 'ok' ? '' : ` (${f.estado})`}`])), `  total ${min(total)}`);
  const v = vitest();
  if (v) {
    lineas.push(`Vitest: ${v.pasaron} pasaron, ${v.fallaron} fallaron, ${v.omitidas} omitidas de ${v.total} (${Object.entries(v.porArea).map(([a, n]) => `${a} ${n}`).join(', ')}); los 10 archivos más lentos:`);
    lineas.push(tabla(v.archivos.sort((a, b) => b.segundos - a.segundos).slice(0, 10).map((a) => [a.segundos, a.nombre])));
  }
  const p = playwright();
  if (p) {
    lineas.push(`Playwright: ${p.journeys} recorridos (${p.expected} pasaron, ${p.unexpected} fallaron, ${p.flaky} inestables, ${p.skipped} omitidos), ${p.axe} revisiones de Axe; los 10 archivos más lentos:`);
    lineas.push(tabla(Object.entries(p.porArchivo).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([f, s]) => [s, f])));
  }
  console.log(lineas.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [orden, ...resto] = process.argv.slice(2);
  if (orden === 'fase') registrar(resto[0], Number(resto[1]), resto[2] ?? 'ok');
  else if (orden === 'empezar') empezar();
  else if (orden === 'informe') informe();
  else {
    console.error('Uso: node scripts/tiempos.mjs empezar | fase NOMBRE SEGUNDOS [estado] | informe');
    process.exit(2);
  }
}
