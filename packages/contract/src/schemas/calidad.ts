import { z } from 'zod';
import { listArgs } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

/** The data-quality reports of issue 35 §4, in the order (decision 062 says what each counts). */
export const REPORTES_CALIDAD = ['fechasNacimientoOvtSegip', 'celularesCompartidos', 'planillasDosEmpleadores', 'activasSinCelularVerificado', 'tarjetasSinUso', 'entregasVencidas'] as const;
export type ReporteCalidad = (typeof REPORTES_CALIDAD)[number];

export const calidadFiltroSchema = listArgs.extend({
  reporte: z.enum(REPORTES_CALIDAD, { error: claveZod('invalid') }),
});
export type CalidadFiltro = z.infer<typeof calidadFiltroSchema>;

/** The CSV download's address: `/api/v1/calidad/:reporte`. */
export const calidadReporteSchema = z.object({ reporte: z.enum(REPORTES_CALIDAD, { error: claveZod('invalid') }) });
