import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The soak's section of docs/benchmarks/RESULTS.md (`resistencia.md`, which the benchmark's report
 * carries as it carries the findings): written by `npm run soak -- --registrar`, or from a run's
 * `--salida` file with `tsx bench/src/soak/informe.ts <archivo.json>`.
 */

export const RESISTENCIA = fileURLToPath(new URL('../../../docs/benchmarks/resistencia.md', import.meta.url));

interface Informe {
  fecha: string;
  minutos: number;
  ritmoPedido: number;
  ritmoLogrado: number;
  solicitudes: number;
  omitidas: number;
  node?: string;
  latencias: Array<{ tipo: string; n: number; errores: number; p50: number; p95: number; p99: number }>;
  ventanas: Array<{ que: string; desde: number; hasta: number }>;
  /** The restore drill after the load (issue 52 §2). */
  restauracion?: { respaldoSegundos: number; restauracionSegundos: number; apiSegundos: number };
  comprobaciones: Array<{ nombre: string; fallas: string[]; detalle: string }>;
}

const miles = (n: number) => Math.round(n).toLocaleString('en-US');

export function markdownResistencia(r: Informe): string {
  const cpus = os.cpus();
  return [
    '## The cluster under load and faults (soak)',
    '',
    `\`npm run soak -- --minutes ${r.minutos}\` on ${r.fecha.slice(0, 10)}: ${cpus.length} CPUs (${cpus[0]?.model ?? ''}), Node ${r.node ?? process.version}; HAProxy → 3 API copies, three PostgreSQL 15 nodes under Patroni with synchronous replication (decision 071), pgBackRest, Prometheus, s3rver and the simulators, all on this machine with the load generator (decision 060).`,
    `Asked ${r.ritmoPedido} requests/s for ${r.minutos} minutes; held **${r.ritmoLogrado} requests/s** (${miles(r.solicitudes)} requests; ${miles(r.omitidas)} not sent because 300 were in flight). Latencies in ms, through the balancer, every kind of request the load makes; "errors" are 5xx or no answer (all inside the fault windows when the check below passes).`,
    '',
    '| Request | Count | Errors | p50 | p95 | p99 |',
    '|---|---:|---:|---:|---:|---:|',
    ...r.latencias.map((l) => `| ${l.tipo} | ${miles(l.n)} | ${l.errores} | ${l.p50} | ${l.p95} | ${l.p99} |`),
    '',
    'Fault windows (seconds from the start, to 10 s after the system was back):',
    '',
    ...r.ventanas.map((v) => `- ${v.que}: ${v.desde}–${v.hasta}`),
    '',
    ...(r.restauracion ? [`Restore drill after the load (decision 072): a backup in ${r.restauracion.respaldoSegundos.toFixed(1)} s; the restore to an instant in ${r.restauracion.restauracionSegundos.toFixed(1)} s and one API copy ready on it ${r.restauracion.apiSegundos.toFixed(1)} s later (RTO of this database: ${(r.restauracion.restauracionSegundos + r.restauracion.apiSegundos).toFixed(1)} s).`, ''] : []),
    '| Check | Result | Detail |',
    '|---|---|---|',
    ...r.comprobaciones.map((k) => `| ${k.nombre} | ${k.fallas.length === 0 ? 'passed' : `**failed**: ${k.fallas.slice(0, 5).join('; ')}`} | ${k.detalle.replaceAll('|', '/')} |`),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const archivo = process.argv[2];
  if (!archivo) throw new Error('uso: tsx bench/src/soak/informe.ts <archivo.json de --salida>');
  writeFileSync(RESISTENCIA, markdownResistencia(JSON.parse(readFileSync(archivo, 'utf8')) as Informe) + '\n');
  console.log(`escrito ${RESISTENCIA}`);
}
