import { z } from 'zod';
import { listArgs } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { REPORTES_CALIDAD } from '../valores/calidad.js';

export const calidadFiltroSchema = listArgs.extend({
  reporte: z.enum(REPORTES_CALIDAD, { error: claveZod('invalid') }),
});
export type CalidadFiltro = z.infer<typeof calidadFiltroSchema>;

/** The CSV download's address: `/api/v1/calidad/:reporte`. */
export const calidadReporteSchema = z.object({ reporte: z.enum(REPORTES_CALIDAD, { error: claveZod('invalid') }) });
