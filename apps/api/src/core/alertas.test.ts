import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The cluster's alert rules (deploy/prometheus/alertas.yml, issue 52): valid for Prometheus
 * (`promtool check rules`), firing as their unit tests say (`promtool test rules`), each with its
 * runbook entry in docs/despliegue.md, and watching only measures the API really exposes.
 * promtool is Debian's `prometheus` package, which `.ci/run` installs like Chromium.
 */
const carpeta = fileURLToPath(new URL('../../../../deploy/prometheus/', import.meta.url));
const reglas = readFileSync(`${carpeta}alertas.yml`, 'utf8');
const hayPromtool = spawnSync('promtool', ['--version']).status === 0;
// In CI the tool is always there: a missing one must fail, not skip.
const conPromtool = hayPromtool || process.env.CI ? it : it.skip;

describe('alertas de Prometheus', () => {
  conPromtool('are valid rules and fire as their unit tests say (promtool)', () => {
    expect(execFileSync('promtool', ['check', 'rules', 'alertas.yml'], { cwd: carpeta, encoding: 'utf8' })).toContain('SUCCESS');
    expect(execFileSync('promtool', ['test', 'rules', 'alertas.test.yml'], { cwd: carpeta, encoding: 'utf8' })).toContain('SUCCESS');
  });

  it('each have a runbook entry in docs/despliegue.md', () => {
    const manual = readFileSync(new URL('../../../../docs/despliegue.md', import.meta.url), 'utf8');
    const alertas = [...reglas.matchAll(/- alert: (\w+)/g)].map((m) => m[1]!);
    expect(alertas.length).toBeGreaterThanOrEqual(12);
    expect(alertas.filter((a) => !manual.includes(`### ${a}`))).toEqual([]);
  });

  it('watch only the measures the API defines (a renamed metric breaks this, not the night’s alert)', () => {
    const definidas = new Set([...readFileSync(new URL('./metricas.ts', import.meta.url), 'utf8').matchAll(/name: '(pb_\w+)'/g)].map((m) => m[1]!));
    // The backup's freshness is written by the backup script (npm run backup), not by the API.
    const deOtros = new Set(['pb_respaldo_ultimo_exito_segundos']);
    const usadas = [...new Set([...reglas.matchAll(/\b(pb_\w+?)(?:_bucket|_count|_sum)?\b/g)].map((m) => m[1]!))];
    expect(usadas.filter((m) => !definidas.has(m) && !deOtros.has(m))).toEqual([]);
  });
});
