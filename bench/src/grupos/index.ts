import type { Grupo } from '../grupo.js';
import { arranque } from './arranque.js';
import { calidad } from './calidad.js';
import { escrituras } from './escrituras.js';
import { exportes } from './exportes.js';
import { lecturas } from './lecturas.js';
import { navegador } from './navegador.js';
import { reportes } from './reportes.js';
import { ventasConcurrentes } from './ventasConcurrentes.js';

/**
 * The groups in the order they run: reads before anything writes, exports and reports before the writes
 * grow the data (the data-quality refresh writes only its own tables); the concurrent sales after the
 * writes (its sales stay, pgbench's are removed); the browser after them (it only reads, and sees the
 * data as the writes left it), start last.
 */
export const GRUPOS: Grupo[] = [lecturas as Grupo, exportes as Grupo, reportes as Grupo, calidad as Grupo, escrituras as Grupo, ventasConcurrentes as Grupo, navegador as Grupo, arranque as Grupo];
