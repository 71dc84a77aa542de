import { z } from 'zod';
import { DECIMAL_MONTO, decimalACentavos } from '../dinero.js';
import { MENSAJES } from '../errors.js';
import { id, listArgs, requiredText, safeText } from './common.js';

/**
 * Payrolls (spec part 2 §2.1, §2.2, §3 "Payroll", §5 "Batch"; DOMAIN.md §3, §4; decision 023).
 * Amounts travel as decimal text and are integer centavos here: the server recomputes every line
 * and the total, and checks the client's figures against its own.
 */

export const ESTADOS_PLANILLA = ['CREADO', 'ENVIADO', 'PAGADO', 'ANULADO'] as const;
export type EstadoPlanilla = (typeof ESTADOS_PLANILLA)[number];
export const TIPOS_PLANILLA = ['MENSUAL'] as const;
/** The name a new payroll gets in the create dialog (spec §3, §9). */
export const NOMBRE_PLANILLA_DEFECTO = 'PLANILLA ESFUERZO POR BOLIVIA';
export const MAX_NOMBRE_PLANILLA = 150;
/** Lines of one payroll: a large employer's month. */
export const MAX_LINEAS_PLANILLA = 200_000;

/** An amount as typed (a decimal text, or a number a JSON client sends), in centavos; zero allowed: the server says why it is refused. */
export const montoCentavosOCero = z
  .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), safeText(MENSAJES.required).trim().min(1, MENSAJES.required).max(15, MENSAJES.maxLength(15)))
  .pipe(z.string().regex(/^\d+(\.\d+)?$/, MENSAJES.soloNumerosPunto).regex(DECIMAL_MONTO, MENSAJES.montoCifras))
  .transform(decimalACentavos);

const idFiltro = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

/** `planillas`: one entity's (or, for staff, every or the named entity's) payrolls; estado TODOS or none means all. */
export const planillasFiltroSchema = listArgs.extend({
  estado: z
    .enum([...ESTADOS_PLANILLA, 'TODOS'], { error: MENSAJES.invalid })
    .nullish()
    .transform((v) => (v && v !== 'TODOS' ? (v as EstadoPlanilla) : null)),
  id_entidad: idFiltro,
});
export type PlanillasFiltro = z.infer<typeof planillasFiltroSchema>;

export const lineaPlanillaSchema = z.object({ idBeneficiaria: id, monto: montoCentavosOCero });

/** `planillaAdd(sucursalPago, montoTotal, tipo, nombre, lista)`; `id_entidad` only for staff (an employer's is its own). */
export const planillaAddSchema = z.object({
  sucursalPago: id,
  montoTotal: montoCentavosOCero,
  tipo: z
    .enum(TIPOS_PLANILLA, { error: MENSAJES.invalid })
    .nullish()
    .transform((v) => v ?? 'MENSUAL'),
  nombre: requiredText(MAX_NOMBRE_PLANILLA),
  lista: z.array(lineaPlanillaSchema, { error: MENSAJES.required }).max(MAX_LINEAS_PLANILLA, MENSAJES.invalid),
  id_entidad: idFiltro,
});
export type PlanillaAdd = z.infer<typeof planillaAddSchema>;

export const anularPlanillaSchema = z.object({ idPlanilla: id });

/** `planillaBeneficiarias(idPlanilla)`: a payroll's lines, a page at a time. */
export const planillaBeneficiariasSchema = listArgs.extend({ idPlanilla: id });
