import { clusterEnMarcha, opcion, rechazar } from './comun.js';
import { respaldar } from './pgbackrest.js';
import { fechaHora } from './reglas.js';

/**
 * `npm run backup [-- --tipo full|diff]` (issue 52 §2, decision 072): a backup of the cluster now,
 * from the leader, into pgBackRest's repository: full when none is younger than a week, else
 * differential. A server's timer runs it every night (docs/despliegue.md §2).
 */
const tipo = opcion('tipo');
if (tipo !== undefined && tipo !== 'full' && tipo !== 'diff') rechazar('--tipo: full (completo) o diff (diferencial).');
const c = clusterEnMarcha();
const hecho = await respaldar(c, tipo);
const primero = hecho.respaldos[0]!;
console.log(`Respaldo ${hecho.tipo === 'full' ? 'completo' : 'diferencial'} ${hecho.etiqueta} terminado en ${hecho.segundos.toFixed(1)} s.`);
console.log(`${hecho.respaldos.length} respaldo(s) en el repositorio: se puede restaurar a cualquier instante desde el ${fechaHora(primero.fin)} (hora de Bolivia).`);
