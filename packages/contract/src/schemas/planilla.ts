import { z } from 'zod';
import { CIFRAS_Y_SEPARADORES, leerMonto } from '../dinero.js';
import { claveZod } from '../mensajes/mensaje.js';
import { filtroDe, id, listArgs, oneLineText, optionalOneLineText, optionalText, requiredText, safeText } from './common.js';
import { ESTADOS_PLANILLA, TIPOS_PLANILLA, NOMBRE_PLANILLA_DEFECTO, MAX_NOMBRE_PLANILLA, MAX_LINEAS_PLANILLA, NOMBRE_ARCHIVO, MAX_C31, ESTADOS_FORMULARIO_C31 } from '../valores/planilla.js';

/**
 * Payrolls (spec part 2 §2.1, §2.2, §3 "Payroll", §5 "Batch"; DOMAIN.md §3, §4; decision 023).
 * Amounts travel as decimal text and are integer centavos here: the server recomputes every line
 * and the total, and checks the client's figures against its own.
 */

/** An amount as typed (a decimal text, or a number a JSON client sends), in centavos; zero allowed: the server says why it is refused. */
export const montoCentavosOCero = z
  .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), safeText(claveZod('required')).trim().min(1, claveZod('required')).max(15, claveZod('maxLength', { max: 15 })))
  .pipe(z.string().regex(CIFRAS_Y_SEPARADORES, claveZod('soloNumerosPunto')))
  .transform((v, ctx) => leerMonto(v) ?? (ctx.addIssue({ code: 'custom', message: claveZod('montoCifras') }), z.NEVER));

const idFiltro = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

/** `planillas`: one entity's (or, for staff, every or the named entity's) payrolls; estado TODOS or none means all. */
export const planillasFiltroSchema = listArgs.extend({
  estado: filtroDe(ESTADOS_PLANILLA),
  id_entidad: idFiltro,
});
export type PlanillasFiltro = z.infer<typeof planillasFiltroSchema>;

export const lineaPlanillaSchema = z.object({ idBeneficiaria: id, monto: montoCentavosOCero });

/**
 * `planillaAdd(sucursalPago, montoTotal, tipo, nombre, lista | todas + excluir)`; `id_entidad` only
 * for staff (an employer's is its own). Either the lines (`lista`), or `todas`: every pending bonus
 * beneficiary the server would pay this month but the ids in `excluir` (the server reads them).
 */
export const planillaAddSchema = z
  .object({
    sucursalPago: id,
    montoTotal: montoCentavosOCero,
    tipo: z
      .enum(TIPOS_PLANILLA, { error: claveZod('invalid') })
      .nullish()
      .transform((v) => v ?? 'MENSUAL'),
    nombre: oneLineText(MAX_NOMBRE_PLANILLA),
    lista: z
      .array(lineaPlanillaSchema, { error: claveZod('required') })
      .max(MAX_LINEAS_PLANILLA, claveZod('invalid'))
      .nullish()
      .transform((v) => v ?? []),
    todas: z
      .boolean({ error: claveZod('invalid') })
      .nullish()
      .transform((v) => v ?? false),
    excluir: z
      .array(id, { error: claveZod('invalid') })
      .max(MAX_LINEAS_PLANILLA, claveZod('invalid'))
      .nullish()
      .transform((v) => v ?? []),
    id_entidad: idFiltro,
  })
  .superRefine((v, c) => {
    // One way or the other: lines given with `todas`, or exceptions without it, are a client's mistake.
    if (v.todas && v.lista.length > 0) c.addIssue({ code: 'custom', path: ['lista'], message: claveZod('invalid') });
    if (!v.todas && v.excluir.length > 0) c.addIssue({ code: 'custom', path: ['excluir'], message: claveZod('invalid') });
  });
export type PlanillaAdd = z.infer<typeof planillaAddSchema>;

/**
 * `POST v1/planillas/todosFaltantes` (spec part 2 §7): `planillaAdd(todas)` without the dialog, every
 * field optional (decision 042): the entity (staff only), the paying branch (else the entity's first
 * active one) and the name (else the default).
 */
export const todosFaltantesSchema = z
  .object({
    idEntidad: idFiltro,
    sucursalPago: idFiltro,
    nombre: optionalOneLineText(MAX_NOMBRE_PLANILLA).transform((v) => v || NOMBRE_PLANILLA_DEFECTO),
  })
  .nullish()
  .transform((v) => v ?? { idEntidad: null, sucursalPago: null, nombre: NOMBRE_PLANILLA_DEFECTO });

export const anularPlanillaSchema = z.object({ idPlanilla: id });

/** `planillaBeneficiarias(idPlanilla)`: a payroll's lines, a page at a time. */
export const planillaBeneficiariasSchema = listArgs.extend({ idPlanilla: id });

/*
 * Payment codes and C31 forms of payrolls (spec part 2 §2.1, §2.3, §2.4 step 3, §7, §9; DOMAIN.md §3;
 * decision 024).
 */

/** A payroll chosen for a payment code, with the total the caller saw (the server checks it). */
export const planillaCptItemSchema = z.object({ idPlanilla: id, montoTotal: montoCentavosOCero });

/** `planillaCptAdd(lista)`: one code for these CREADO payrolls of the caller's entity; an empty list is the spec's warning. */
export const planillaCptAddSchema = z.object({
  lista: z.array(planillaCptItemSchema, { error: claveZod('sinPlanillasSeleccionadas') }).max(1000, claveZod('invalid')),
});
export type PlanillaCptAdd = z.infer<typeof planillaCptAddSchema>;

/** `pagarPlanillaPorC31(c31, idPlanilla, nombre_archivo_c31)`: the form's code, the payroll, and the PDF uploaded by `subir_pdf`. */
export const pagarPlanillaPorC31Schema = z.object({
  c31: oneLineText(MAX_C31),
  idPlanilla: id,
  nombre_archivo_c31: safeText(claveZod('archivoC31Requerido')).trim().min(1, claveZod('archivoC31Requerido')).regex(NOMBRE_ARCHIVO, claveZod('archivoNoEncontrado')),
});
export type PagarPlanillaPorC31 = z.infer<typeof pagarPlanillaPorC31Schema>;

/** `formulariosC31`: the C31 forms an entity sent (staff: every entity's), filtered by their C31 text and state. */
export const formulariosC31FiltroSchema = listArgs.extend({
  c31: optionalText(MAX_C31),
  estado: filtroDe(ESTADOS_FORMULARIO_C31),
});
export type FormulariosC31Filtro = z.infer<typeof formulariosC31FiltroSchema>;

/** `aprobarFormularioC31(idFormulario)`; `rechazarFormularioC31(idFormulario, observacion)`. */
export const formularioC31IdSchema = z.object({ idFormulario: id });
/** The reason is required: the entity reads it beside its payroll (issue 32). */
export const rechazarFormularioC31Schema = z.object({ idFormulario: id, observacion: requiredText(300) });

/** `GET /api/v1/planillas/aprobadas/{fecha}`: the payrolls approved (PAGADO) on that day in Bolivia, YYYY-MM-DD. */
export const reporteAprobadasSchema = z.object({
  fecha: safeText(claveZod('required')).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), claveZod('fechaInvalida')),
});

/** `POST /api/v1/beneficiarias/boletas/{id}` body (spec §7): what the browser knows of the entity; the PDF is drawn from the server's own records. */
export const boletaSchema = z.object({
  entidad: optionalText(255),
  nit: optionalText(30),
  matricula_comercio: optionalText(30),
});
