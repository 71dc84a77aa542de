import { z } from 'zod';
import { MAX_ID, entero, filtroDe, id, listArgs, oneLineText, optionalText, requiredText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { ESTADOS_BENEFICIARIA } from '../valores/beneficiaria.js';
import type { resultadoBeneficiariasCsvRespuesta } from '../respuestas/rest.js';
import { NOMBRE_PLANILLA_MAX } from '../valores/beneficiariasCsv.js';

/**
 * The employer's beneficiaries import (spec part 2 §2.7, `/csv_beneficiarias`): its subsidy
 * beneficiaries listed, a base file to fill in, the filled file checked as a whole (all or nothing)
 * and the rows registered under a payroll name.
 */

/** The columns of the beneficiaries template, in its order; the import also reads other spellings. */
export const COLUMNAS_BENEFICIARIAS_CSV = [
  'nro_documento_titular',
  'complemento_titular',
  'nro_documento_beneficiaria',
  'complemento_beneficiaria',
  'fecha_nacimiento_beneficiaria',
  'subsidio',
  'nro_asignacion_inicio',
  'nro_asignacion_fin',
  'fecha_inicio',
  'celular',
  'nro_hijos',
  'titular_cobro',
] as const;
export type ColumnaBeneficiariaCsv = (typeof COLUMNAS_BENEFICIARIAS_CSV)[number];

/** `beneficiarias`: the subsidy beneficiaries of the caller's entity; staff may name the entity. */
export const beneficiariasFiltroSchema = listArgs.extend({
  /** The titular's or the beneficiary's document, in part. */
  nro_documento: optionalText(20),
  estado: filtroDe(ESTADOS_BENEFICIARIA),
  id_entidad: z
    .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
    .transform((v) => v ?? null),
});
export type BeneficiariasFiltro = z.infer<typeof beneficiariasFiltroSchema>;

/** `obtenerBeneficiariaPorTitular(nroDocumentoTitular)` (spec part 2 §7): the subsidy beneficiaries of one titular's document, any complemento. */
export const beneficiariasPorTitularSchema = listArgs.extend({
  nroDocumentoTitular: requiredText(20),
});
export type BeneficiariasPorTitular = z.infer<typeof beneficiariasPorTitularSchema>;

/** A cell as the file had it: the rules (required, lengths, formats) are the server's, row by row. */
const celda = z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), safeText().max(200, claveZod('maxLength', { max: 200 })).nullish());

/** One row of a validated import: the upload answers it, the client sends it back to be registered (the server checks it again). */
export const filaBeneficiariaCsvSchema = z.object({
  nro_registro: entero(1, MAX_ID).optional(),
  nro_documento_titular: celda,
  complemento_titular: celda,
  nro_documento_beneficiaria: celda,
  complemento_beneficiaria: celda,
  fecha_nacimiento_beneficiaria: celda,
  subsidio: celda,
  nro_asignacion_inicio: celda,
  nro_asignacion_fin: celda,
  fecha_inicio: celda,
  celular: celda,
  nro_hijos: celda,
  titular_cobro: celda,
});
export type FilaBeneficiariaCsv = z.infer<typeof filaBeneficiariaCsvSchema>;

/**
 * `POST v1/beneficiarias/crear_beneficiarias` (spec §7: planillas, usuario, nombrePlanilla): the rows
 * the upload validated, registered as a whole. `usuario` is accepted as the spec's client sends it;
 * the server acts for the session's user. Staff name the entity with `idEntidad`.
 */
export const crearBeneficiariasSchema = z.object({
  planillas: z.array(filaBeneficiariaCsvSchema, { error: claveZod('required') }).min(1, claveZod('csvSinFilas')).max(200_000, claveZod('invalid')),
  usuario: z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), safeText().max(100, claveZod('maxLength', { max: 100 })).nullish()),
  nombrePlanilla: oneLineText(NOMBRE_PLANILLA_MAX),
  idEntidad: z
    .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
    .transform((v) => v ?? null),
});
export type CrearBeneficiarias = z.input<typeof crearBeneficiariasSchema>;

/** `POST v1/beneficiarias/csv_beneficiarias`: all or nothing; `planillas` are the rows to send to crear_beneficiarias. */
export type ResultadoBeneficiariasCsv = z.infer<typeof resultadoBeneficiariasCsvRespuesta>;
