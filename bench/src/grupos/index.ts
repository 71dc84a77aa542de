import type { Grupo } from '../grupo.js';
import { arranque } from './arranque.js';
import { escrituras } from './escrituras.js';
import { exportes } from './exportes.js';
import { lecturas } from './lecturas.js';
import { reportes } from './reportes.js';

/** The groups in the order they run: reads before anything writes, exports and reports before the writes grow the data, start last. */
export const GRUPOS: Grupo[] = [lecturas as Grupo, exportes as Grupo, reportes as Grupo, escrituras as Grupo, arranque as Grupo];
