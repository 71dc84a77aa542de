import { z } from 'zod';
import { id, listArgs, requiredText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

/**
 * The daily reconciliation of issue 35 §1 (decision 064): what the payment platform reports paid on
 * a Bolivian day against what the ledger credited.
 */
export const TIPOS_DIFERENCIA = ['PAGADO_NO_ACREDITADO', 'ACREDITADO_NO_PAGADO', 'MONTO_DISTINTO', 'PAGADO_DOS_VECES', 'PAGO_SIN_CONFIRMAR', 'PAGO_OTRO_MONTO'] as const;
export type TipoDiferencia = (typeof TIPOS_DIFERENCIA)[number];
export const ESTADOS_DIFERENCIA = ['ABIERTA', 'RESUELTA'] as const;
export type EstadoDiferencia = (typeof ESTADOS_DIFERENCIA)[number];

/** A calendar day AAAA-MM-DD that exists. */
const diaExistente = safeText(claveZod('required'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, claveZod('fechaInvalida'))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 2000;
  }, claveZod('fechaInvalida'));

export const conciliacionFiltroSchema = listArgs.extend({
  fecha: diaExistente,
  estado: z.enum(ESTADOS_DIFERENCIA, { error: claveZod('invalid') }).nullish(),
});
export type ConciliacionFiltro = z.infer<typeof conciliacionFiltroSchema>;

export const conciliacionFechaSchema = z.object({ fecha: diaExistente });

export const conciliacionResolverSchema = z.object({
  id,
  motivo: requiredText(500),
  /** The dialog promised a credit (the difference was `acreditable`): refused if it no longer is. */
  acreditar: z.boolean().optional(),
});
