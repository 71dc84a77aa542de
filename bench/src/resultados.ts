import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export interface MedidaTabla {
  table: string;
  rows: number;
  seconds: number;
}

export interface Resultados {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; postgres: string };
  scale: number;
  seed: number;
  /** Creating the database, our migrations and the reference seed, before any generated row. */
  setupSeconds: number;
  data: MedidaTabla[];
  /** Moving the sequences past the loaded ids and ANALYZE. */
  finishSeconds: number;
}

export function maquina(postgres: string): Resultados['machine'] {
  const cpus = os.cpus();
  return { cpus: cpus.length, cpuModel: cpus[0]?.model ?? '', memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10, node: process.version, postgres };
}

const CARPETA = new URL('../../docs/benchmarks/', import.meta.url);

function markdown(r: Resultados): string {
  const total = r.data.reduce((s, t) => s + t.seconds, 0);
  const filas = r.data.map((t) => `| ${t.table} | ${t.rows.toLocaleString('en-US')} | ${t.seconds.toFixed(2)} | ${Math.round(t.rows / Math.max(t.seconds, 0.001)).toLocaleString('en-US')} |`);
  return [
    '# Benchmark results',
    '',
    `Run \`npm run bench -- --scale ${r.scale} --seed ${r.seed}\` on ${r.date.slice(0, 10)}: ${r.machine.cpus} CPUs (${r.machine.cpuModel}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}, ${r.machine.postgres}.`,
    `Scale ${r.scale} (scale 1 is 100 k employers, 2 M beneficiaries, 500 k payrolls, 10 M lines, 20 M movements). Machine-readable: [results.json](results.json).`,
    '',
    '## Data',
    '',
    `A fresh database with our migrations and reference seed (${r.setupSeconds.toFixed(2)} s), then each table streamed with \`COPY … FROM STDIN\` into its indexed, constrained table:`,
    '',
    '| Table | Rows | Seconds | Rows/s |',
    '|---|---:|---:|---:|',
    ...filas,
    `| **total** | ${r.data.reduce((s, t) => s + t.rows, 0).toLocaleString('en-US')} | ${total.toFixed(2)} | |`,
    '',
    `Sequences and ANALYZE afterwards: ${r.finishSeconds.toFixed(2)} s.`,
    '',
    '## Next',
    '',
    'The reads, side-by-side, writes, exports and start groups of issue 14 come next; they will run against this data.',
    '',
  ].join('\n');
}

/** docs/benchmarks/results.json and RESULTS.md. */
export function guardar(r: Resultados): void {
  mkdirSync(CARPETA, { recursive: true });
  writeFileSync(new URL('results.json', CARPETA), JSON.stringify(r, null, 2) + '\n');
  writeFileSync(new URL('RESULTS.md', CARPETA), markdown(r));
}
