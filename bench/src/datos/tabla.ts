import type { Valor } from '../copia.js';
import type { Plan } from './plan.js';

/** One table of the generated data: its columns and the stream of its rows. */
export interface Tabla {
  nombre: string;
  /** Its name in the results when one table is loaded in two parts. */
  etiqueta?: string;
  columnas: readonly string[];
  filas: (plan: Plan) => Iterable<Valor[]>;
  /** Triggers switched off during its COPY, because the loaded rows already hold what they would write (the loader says why). */
  sinDisparadores?: readonly string[];
}
