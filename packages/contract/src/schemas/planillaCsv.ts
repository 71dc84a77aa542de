import { z } from 'zod';
import { MAX_ID, entero, filtroDe, id, listArgs, optionalText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { ESTADOS_BENEFICIARIA } from '../valores/beneficiaria.js';
import type { errorFilaCsvRespuesta, resultadoPlanillaCsvRespuesta } from '../respuestas/rest.js';

/**
 * The employer's pending payroll (spec part 2 §2.4, §3 "Pending-payroll row" and "CSV validation
 * result", §4 "CSV upload flow"): the year-end amounts of its workers, out and in as CSV.
 */


/** The columns of the payroll CSV, as the export writes them; the import also reads the other names. */
export const COLUMNAS_PLANILLA_CSV = ['nro_documento', 'complemento', 'nombre_completo', 'fecha_nacimiento', 'celular', 'sucursal', 'monto_detalle'] as const;

/** An optional id filter: '', 0 and '0' mean "any". */
const idOpcional = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

/** A matrícula de comercio (an employer's registration at the OVT), as branches keep it. */
export const MAX_MATRICULA = 50;

/** `beneficiariasNoEnPlanillasPorEntidad`: the bonus beneficiaries of the caller's entity not yet in a payroll. */
export const beneficiariasNoEnPlanillasFiltroSchema = listArgs.extend({
  s_beneficiaria_persona_nro_documento: optionalText(20),
  id_sucursal: idOpcional,
  s_beneficiaria_estado: filtroDe(ESTADOS_BENEFICIARIA),
  /** Only the beneficiaries of the branches of one matrícula (spec §2.4's registration selector). */
  matricula: optionalText(MAX_MATRICULA),
});
export type BeneficiariasNoEnPlanillasFiltro = z.infer<typeof beneficiariasNoEnPlanillasFiltroSchema>;

/** `beneficiariasNoEnPlanillasPorEntidad2`: the same pending bonus rows, for one branch (the payroll a branch pays from). */
export const beneficiariasNoEnPlanillasSucursalFiltroSchema = beneficiariasNoEnPlanillasFiltroSchema.extend({ id_sucursal: id });
export type BeneficiariasNoEnPlanillasSucursalFiltro = z.infer<typeof beneficiariasNoEnPlanillasSucursalFiltroSchema>;

/** `beneficiariasNoEnPlanillasPorEntidad3`: the entity's subsidy beneficiaries with an assignment still to pay; one subsidy or all. */
export const subsidiosNoEnPlanillasFiltroSchema = beneficiariasNoEnPlanillasFiltroSchema.extend({ id_subsidio: idOpcional });
export type SubsidiosNoEnPlanillasFiltro = z.infer<typeof subsidiosNoEnPlanillasFiltroSchema>;

/**
 * What an upload is for. `planilla` (the default): the pending payroll's amounts, `monto_detalle`
 * required. `celulares`: the workers list's import of mobiles (spec §2.5), the `celular` column
 * required (its cell too for a worker who has a mobile: a file never removes one) and `monto_detalle`
 * optional (checked and written when given).
 */
export const MODOS_CSV = ['planilla', 'celulares'] as const;
export type ModoCsv = (typeof MODOS_CSV)[number];
export const modoCsvSchema = z
  .preprocess((v) => (v === '' ? null : v), z.enum(MODOS_CSV, { error: claveZod('invalid') }).nullish())
  .transform((v): ModoCsv => v ?? 'planilla');

/** A cell as the file had it: the rules (required, lengths, formats) are the server's, row by row. */
const celda = z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), safeText().max(200, claveZod('maxLength', { max: 200 })).nullish());

/** One row of a validated payroll: the upload answers it, the client sends it back to be written. */
export const filaPlanillaSchema = z.object({
  nro_registro: entero(1, MAX_ID).optional(),
  nro_documento: celda,
  complemento: celda,
  fecha_nacimiento: celda,
  celular: celda,
  monto_detalle: celda,
});
export type FilaPlanilla = z.infer<typeof filaPlanillaSchema>;

/** `PATCH v1/beneficiarias/update_personas`: the rows the upload validated, written as a whole. */
export const updatePersonasSchema = z.object({
  planillas: z.array(filaPlanillaSchema, { error: claveZod('required') }).min(1, claveZod('csvSinFilas')).max(200_000, claveZod('invalid')),
  crearPlanilla: z.boolean({ error: claveZod('invalid') }).optional(),
  idEntidad: id,
  modo: modoCsvSchema,
});

/**
 * `POST v1/planillas/csv` (spec part 2 §7): the validated rows of the payroll CSV written and their
 * payrolls created, as `update_personas` with `crearPlanilla` does; `idEntidad` only for staff.
 */
export const planillasCsvSchema = z.object({
  planillas: updatePersonasSchema.shape.planillas,
  idEntidad: idOpcional,
});

/** `GET v1/beneficiarias/descargarTrabajadoresCsvPlanillas/{idEntidad}/creado`. */
export const descargarPlanillaSchema = z.object({ idEntidad: id });

/** Its query: `?matricula=` narrows the file to that matrícula's branches. */
export const descargarPlanillaQuerySchema = z.object({ matricula: optionalText(MAX_MATRICULA) });

/** One refused row of an upload: its line in the file and a message per column. */
export type ErrorFilaPlanilla = z.infer<typeof errorFilaCsvRespuesta>;

/** `POST v1/beneficiarias/csv`: all or nothing; `planillas` are the rows to send to update_personas. */
export type ResultadoPlanillaCsv = z.infer<typeof resultadoPlanillaCsvRespuesta>;
