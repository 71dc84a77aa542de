import { clusterEnMarcha } from './comun.js';
import { simulacro } from './simulacro.js';

/**
 * `npm run drill [-- --keep]` (issue 52 §2): the restore drill on the running cluster (simulacro.ts);
 * exit 1 when a check fails. `--keep` leaves the restored server running in .cluster/simulacro.
 */
const c = clusterEnMarcha();
const log = (t: string) => console.log(`[simulacro ${new Date().toISOString().slice(11, 19)}] ${t}`);
const s = await simulacro(c, log, process.argv.includes('--keep'));
for (const k of s.comprobaciones) console.log(`  ${k.fallas.length === 0 ? 'bien ' : 'FALLA'} ${k.nombre}: ${k.detalle}${k.fallas.length ? `\n        ${k.fallas.join('\n        ')}` : ''}`);
console.log(`Respaldo ${s.respaldoSegundos.toFixed(1)} s; restauración ${s.restauracionSegundos.toFixed(1)} s; API lista ${s.apiSegundos.toFixed(1)} s: RTO ${(s.restauracionSegundos + s.apiSegundos).toFixed(1)} s.`);
process.exit(s.comprobaciones.every((k) => k.fallas.length === 0) ? 0 : 1);
