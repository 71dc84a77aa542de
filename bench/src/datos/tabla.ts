import type { Valor } from '../copia.js';
import type { Plan } from './plan.js';

/** One table of the generated data: its columns and the stream of its rows. */
export interface Tabla {
  nombre: string;
  columnas: readonly string[];
  filas: (plan: Plan) => Iterable<Valor[]>;
}
