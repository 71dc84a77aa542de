import { z } from 'zod';
import { TIPOS_REPORTE, reporteRangoSchema } from './reporte.js';
import { claveZod } from '../mensajes/mensaje.js';
import { filtroDe, id, listArgs, safeText } from './common.js';
import { ESTADOS_PAGO } from '../valores/pagoProveedor.js';

/*
 * Payments to providers (spec part 2 §2.18, §3 'Payment'; issue 17): a settlement totals each
 * provider's unsettled sales into one payment sent to the treasury (MEFP), answered PAGADO,
 * OBSERVADO or still ENVIADO.
 */

/** A real calendar day written AAAA-MM-DD. */
const diaSchema = safeText(claveZod('required')).refine(
  (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
  claveZod('fechaInvalida'),
);

/** `POST /api/v1/pagos/liquidar` body: the sales of days before `hasta` (exclusive, ≤ today; default today in Bolivia: up to yesterday). */
export const liquidarSchema = z
  .object({ hasta: diaSchema.optional() })
  .strict()
  .nullish()
  .transform((v) => ({ hasta: v?.hasta ?? null }));
export type Liquidar = z.infer<typeof liquidarSchema>;

/** GraphQL `pagos(limit, page, order, estado)`. */
export const pagosFiltroSchema = listArgs.extend({
  estado: filtroDe(ESTADOS_PAGO),
});
export type PagosFiltro = z.infer<typeof pagosFiltroSchema>;

/** `GET /api/v1/ventas/pagos/{id}`. */
export const pagoIdSchema = z.object({ id });

/**
 * `GET /api/v1/pagos/reporte/{from}/{to}?tipo=`: `to` is exclusive (the browser sends the last day
 * plus one); the range and types of every report (reporte.ts).
 */
export const reportePagosSchema = z
  .object({ from: diaSchema, to: diaSchema, tipo: z.enum(TIPOS_REPORTE, { error: claveZod('reporteTipoInvalido') }).default('resumen') })
  .superRefine((v, c) => {
    const rango = reporteRangoSchema.safeParse({ from: v.from, toPlusOne: v.to });
    for (const issue of rango.error?.issues ?? []) c.addIssue({ code: 'custom', path: ['to'], message: issue.message });
  });
export type ReportePagos = z.infer<typeof reportePagosSchema>;

/** What a settlement answers: how many payments it made and their total (decimal text, Bs). */
export interface ResultadoLiquidacion {
  pagos: number;
  total: string;
  hasta: string;
}
