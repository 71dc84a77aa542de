import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';

/**
 * The generic state change of spec part 1 §4, §7 and CONTRACT.md "Lists":
 * `PATCH /api/<resource>/<id>` with `{ transicion: "activar" | "inactivar" }` (decision 039).
 */
export const TRANSICIONES_RECURSO = ['activar', 'inactivar'] as const;
export type TransicionRecurso = (typeof TRANSICIONES_RECURSO)[number];
export const transicionSchema = z.object({ transicion: z.enum(TRANSICIONES_RECURSO, { error: claveZod('transicionInvalida') }) });

/** The state a transition leaves the record in. */
export const estadoDeTransicion = (t: TransicionRecurso): 'ACTIVO' | 'INACTIVO' => (t === 'activar' ? 'ACTIVO' : 'INACTIVO');
