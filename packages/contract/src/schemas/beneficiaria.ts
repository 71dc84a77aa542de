import { z } from 'zod';
import { id, listArgs, optionalText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import type { beneficiariaTrabajadorRespuesta } from '../respuestas/rest.js';

/**
 * Workers as bonus beneficiaries (spec part 2 §2.5, §3 "Worker beneficiary row", §4, §5;
 * DOMAIN.md §2–§3).
 */

/** `beneficiariasPorEntidad`: the entity's workers, filtered by document; staff may name the entity. */
export const beneficiariasPorEntidadSchema = listArgs.extend({
  nro_documento: optionalText(20),
  id_entidad: z
    .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
    .transform((v) => v ?? null),
});
export type BeneficiariasPorEntidadFiltro = z.infer<typeof beneficiariasPorEntidadSchema>;
/** The workers export's query: the list's filters, so the file holds the rows the list shows (issue 32). */
export const exportarTrabajadoresQuerySchema = z.object({ nro_documento: optionalText(20) });

/** A Bolivian mobile number (§5): exactly 8 digits, the first a 6 or a 7. */
export const movilSchema = safeText(claveZod('required'))
  .trim()
  .min(1, claveZod('required'))
  .regex(/^\d{8}$/, claveZod('celularOchoDigitos'))
  .regex(/^[67]/, claveZod('celularInicio'));

/** `PATCH v1/otros/celular/{personaId}/{movil}`. */
export const celularSchema = z.object({ personaId: id, movil: movilSchema });

/** `PATCH v1/beneficiarias/{id}/sms` body `{ smsVal }`: '1'/'0', 1/0 or a boolean; the stored flag is '1' or '0'. */
export const smsSchema = z.object({
  id,
  smsVal: z.union([z.boolean(), z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], { error: claveZod('invalid') }).transform((v) => (v === true || v === '1' || v === 1 ? '1' : '0')),
});

/** `PATCH v1/beneficiarias/{personId}/{ACTIVO|INACTIVO}`. */
export const beneficiariaEstadoSchema = z.object({ personId: id, estado: z.enum(['ACTIVO', 'INACTIVO'], { error: claveZod('invalid') }) });

/** One row of `beneficiariasPorEntidad` and `trabajadoresIndependientes` (§3 "Worker beneficiary row"; its schema in respuestas/graphql.ts). */
export type TrabajadorBeneficiaria = z.infer<typeof beneficiariaTrabajadorRespuesta>;
