import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Grupo } from './grupo.js';

export interface MedidaTabla {
  table: string;
  rows: number;
  seconds: number;
}

export interface Resultados {
  date: string;
  command: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string };
  scale: number;
  seed: number;
  /** Creating the database, our migrations and the reference seed, before any generated row. */
  setupSeconds: number;
  data: MedidaTabla[];
  /** Moving the sequences past the loaded ids, and VACUUM (ANALYZE). */
  finishSeconds: number;
  /** Seconds until the built server on the loaded database answered /ready. */
  readyFullSeconds?: number;
  /** Each group's figures, by its key, with the seconds the group took. */
  groups: Record<string, { seconds: number } & Record<string, unknown>>;
  totalSeconds?: number;
}

export function maquina(postgres: string): Resultados['machine'] {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model ?? '', memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10, node: process.version, postgres };
}

const CARPETA = fileURLToPath(new URL('../../docs/benchmarks/', import.meta.url));
/** The findings and fixes, written by hand, that RESULTS.md carries below the figures. */
const HALLAZGOS = path.join(CARPETA, 'hallazgos.md');
/** The soak's figures (`npm run soak -- --registrar`), carried the same way. */
const RESISTENCIA = path.join(CARPETA, 'resistencia.md');

export const miles = (n: number) => Math.round(n).toLocaleString('en-US');

function markdown(r: Resultados, grupos: Grupo[]): string {
  const total = r.data.reduce((s, t) => s + t.seconds, 0);
  const filas = r.data.map((t) => `| ${t.table} | ${miles(t.rows)} | ${t.seconds.toFixed(2)} | ${miles(t.rows / Math.max(t.seconds, 0.001))} |`);
  const datos = r.data.length
    ? [
        `A fresh database with our migrations and reference seed (${r.setupSeconds.toFixed(2)} s), then each table streamed with \`COPY … FROM STDIN\` into its indexed, constrained table:`,
        '',
        '| Table | Rows | Seconds | Rows/s |',
        '|---|---:|---:|---:|',
        ...filas,
        `| **total** | ${miles(r.data.reduce((s, t) => s + t.rows, 0))} | ${total.toFixed(2)} | |`,
        '',
        `Sequences, then VACUUM (ANALYZE) as pgbench -i does (the visibility map of a database in service): ${r.finishSeconds.toFixed(2)} s.`,
      ]
    : ['This run measured a database an earlier run had loaded and kept (`--base`).'];
  const secciones = grupos.filter((g) => r.groups[g.clave]).flatMap((g) => ['', `## ${g.titulo}`, '', ...g.markdown(r.groups[g.clave] as never), '', `_Group time: ${r.groups[g.clave]!.seconds.toFixed(1)} s._`]);
  const hallazgos = [RESISTENCIA, HALLAZGOS].filter((f) => existsSync(f)).flatMap((f) => ['', readFileSync(f, 'utf8').trimEnd()]);
  return [
    '# Benchmark results',
    '',
    `Run \`${r.command}\` on ${r.date.slice(0, 10)}: ${r.machine.cpus} CPUs (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, ${r.machine.postgres}.`,
    `Scale ${r.scale} (scale 1 is 100 k employers, 2 M beneficiaries, 500 k payrolls, 10 M lines, 20 M movements, 5 M audit rows), seed ${r.seed}${r.totalSeconds ? `; the whole run took ${(r.totalSeconds / 60).toFixed(1)} min` : ''}. Machine-readable: [results.json](results.json).`,
    '',
    '## Data',
    '',
    ...datos,
    ...secciones,
    ...hallazgos,
    '',
  ].join('\n');
}

/**
 * Where a run's figures go unless `--salida` says: the committed docs/benchmarks only for a full run
 * (scale 1 or more) or when asked (`--publicar`); a quicker run never overwrites them (issue 51 §20).
 */
export function carpetaDeResultados(escala: number, publicar: boolean): string {
  return escala >= 1 || publicar ? CARPETA : fileURLToPath(new URL(`../resultados/escala-${escala}/`, import.meta.url));
}

/** results.json and RESULTS.md in `salida` (default docs/benchmarks); answers the folder. */
export function guardar(r: Resultados, grupos: Grupo[], salida = CARPETA): string {
  mkdirSync(salida, { recursive: true });
  r = conAnteriores(r, path.join(salida, 'results.json'));
  writeFileSync(path.join(salida, 'results.json'), JSON.stringify(r, null, 2) + '\n');
  writeFileSync(path.join(salida, 'RESULTS.md'), markdown(r, grupos));
  return salida;
}

/**
 * A run on a kept database (`--base`, no data loaded) of the same scale and seed adds its groups to
 * the results already there: the load is measured once, a group again after a fix.
 */
function conAnteriores(r: Resultados, archivo: string): Resultados {
  if (r.data.length > 0 || !existsSync(archivo)) return r;
  const antes = JSON.parse(readFileSync(archivo, 'utf8')) as Resultados;
  if (antes.scale !== r.scale || antes.seed !== r.seed || antes.data.length === 0) return r;
  return { ...antes, date: r.date, command: `${antes.command}; then ${r.command}`, groups: { ...antes.groups, ...r.groups } };
}
