import { z } from 'zod';
import { choice, filtroDe, id, listArgs, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { leerMonto } from '../dinero.js';
import { ESTADOS_SUBSIDIO, CIEN_POR_CIENTO } from '../valores/subsidio.js';

/**
 * Subsidies, their yearly amounts and their distributions (spec part 2 §2.11, §3, §4, §5, §9;
 * decision 018). Percentages travel as typed ("33.33", at most 5 characters) and become integers of
 * hundredths here, so that 33.33 + 33.33 + 33.34 is exactly 100 (10 000); never a float sum.
 */

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A number or a text as typed; a number beyond a double (1e309 is Infinity) or NaN is not one. */
const comoTexto = (v: unknown) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : null) : typeof v === 'string' ? v.trim() : null);

/** A whole number of at most `max` digits, above zero (§5: entregas, vigencia, gestion). */
export const digitos = (max: number) =>
  z.unknown().transform((v, ctx) => {
    const s = comoTexto(v);
    const fallo = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (vacio(v)) return fallo(claveZod('required'));
    if (s === null || !/^\d+$/.test(s)) return fallo(claveZod('invalid'));
    if (s.length > max) return fallo(claveZod('maxDigitos', { max }));
    const n = Number(s);
    return n > 0 ? n : fallo(claveZod('invalid'));
  });

/** A subsidy's amount as typed (§5: numeric, max 10 characters, above zero; "1500,50" or "1500.50", issue 32), in centavos. */
export const montoSubsidio = z.unknown().transform((v, ctx) => {
  const s = comoTexto(v);
  const fallo = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (vacio(v)) return fallo(claveZod('required'));
  if (s === null) return fallo(claveZod('montoValido'));
  if (s.length > 10) return fallo(claveZod('maxLength', { max: 10 }));
  const centavos = leerMonto(s);
  return centavos !== null && centavos > 0 ? centavos : fallo(claveZod('montoValido'));
});

/** A percentage as typed (max 5 characters, two decimals with a comma or a dot, above 0, at most 100), in hundredths. */
export const porcentaje = (siFalta: string) =>
  z.unknown().transform((v, ctx) => {
    const s = comoTexto(v);
    const fallo = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (vacio(v)) return fallo(siFalta);
    if (s === null) return fallo(claveZod('invalid'));
    if (s.length > 5) return fallo(claveZod('maxLength', { max: 5 }));
    // The one reader of amounts (issue 32): '33,33' and '33.33' alike.
    const centesimas = leerMonto(s);
    if (centesimas === null) return fallo(claveZod('invalid'));
    if (centesimas <= 0) return fallo(siFalta);
    return centesimas <= CIEN_POR_CIENTO ? centesimas : fallo(claveZod('invalid'));
  });

const nombreSubsidio = requiredText(150).transform((v) => v.toUpperCase());

/** subsidioMontoAdd: a new subsidy with its first (gestion, monto); it starts CREADO. */
export const subsidioAddSchema = z.object({
  nombre: nombreSubsidio,
  nro_total_entregas: digitos(4),
  vigencia_dias: digitos(4),
  gestion: digitos(4),
  monto: montoSubsidio,
});

/** montoSubsidioAdd: a new (gestion, monto) pair; the earlier years stay as history. */
export const montoSubsidioAddSchema = z.object({ gestion: digitos(4), monto: montoSubsidio });

/**
 * subsidioEdit: its data, the toggle (ACTIVO ↔ INACTIVO; activation needs a distribution) and,
 * with '¿Agregar nuevo monto?' switched on, a new (gestion, monto) pair: both or neither.
 */
export const subsidioEditSchema = z
  .object({
    nombre: nombreSubsidio.optional(),
    nro_total_entregas: digitos(4).optional(),
    vigencia_dias: digitos(4).optional(),
    estado: choice(['ACTIVO', 'INACTIVO']).optional(),
    gestion: digitos(4).optional(),
    monto: montoSubsidio.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.gestion !== undefined && v.monto === undefined) ctx.addIssue({ code: 'custom', path: ['monto'], message: claveZod('montoValido') });
    if (v.monto !== undefined && v.gestion === undefined) ctx.addIssue({ code: 'custom', path: ['gestion'], message: claveZod('required') });
  });

/** An id chosen from a list: missing (or 0, a list's "nothing chosen") says `siFalta`. */
export const elegido = (siFalta: string) =>
  z.unknown().transform((v, ctx) => {
    if (vacio(v) || v === 0 || v === '0') {
      ctx.addIssue({ code: 'custom', message: siFalta });
      return z.NEVER;
    }
    const r = id.safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: 'custom', message: claveZod('invalid') });
      return z.NEVER;
    }
    return r.data;
  });

/** The group of a line as spec part 2 §3 'Distribution' sends it: `{grupo: {id, nombre, sigla}}`. */
function idDeGrupo(grupo: unknown): unknown {
  return grupo !== null && typeof grupo === 'object' ? (grupo as { id?: unknown }).id : undefined;
}

/**
 * A food group's share of a distribution. The group comes as `id_grupo_alimenticio` (the screen's)
 * or as the spec's `grupo: {id, nombre, sigla}` (decision 040): only its id counts, the names are
 * the catalogue's. Both given, they must name the same group.
 */
export const distribucionGrupoSchema = z.preprocess(
  (v, ctx) => {
    if (v === null || typeof v !== 'object' || !('grupo' in v)) return v;
    const { grupo, ...linea } = v as { grupo?: unknown; id_grupo_alimenticio?: unknown };
    const delGrupo = idDeGrupo(grupo);
    if (vacio(linea.id_grupo_alimenticio)) return { ...linea, id_grupo_alimenticio: delGrupo };
    if (!vacio(delGrupo) && String(delGrupo) !== String(linea.id_grupo_alimenticio)) ctx.addIssue({ code: 'custom', path: ['grupo', 'id'], message: claveZod('grupoNoCoincide'), input: v });
    return linea;
  },
  z.object({
    id_grupo_alimenticio: elegido(claveZod('seleccionarGrupoPorcentaje')),
    porcentaje: porcentaje(claveZod('seleccionarGrupoPorcentaje')),
  }),
);

/**
 * A distribution: name and percentage (§5), the credit flag, and its food groups, each once,
 * summing exactly 100. A credit part ('1', the electricity company's: §9) may carry no groups;
 * a part paid in food needs at least one (decision 018).
 */
export const distribucionSchema = z
  .object({
    nombre: z.unknown().transform((v, ctx) => {
      const r = requiredText(150).safeParse(v);
      if (r.success) return r.data.toUpperCase();
      ctx.addIssue({ code: 'custom', message: vacio(v) ? claveZod('nombrePorcentajeDistribucion') : (r.error.issues[0]?.message ?? claveZod('invalid')) });
      return z.NEVER;
    }),
    porcentaje: porcentaje(claveZod('nombrePorcentajeDistribucion')),
    credito: z.enum(['0', '1'], { error: claveZod('invalid') }).default('0'),
    detalle: z.array(distribucionGrupoSchema, { error: claveZod('invalid') }).max(50, claveZod('invalid')).default([]),
  })
  .superRefine((d, ctx) => {
    const vistos = new Set<number>();
    d.detalle.forEach((g, i) => {
      if (vistos.has(g.id_grupo_alimenticio)) ctx.addIssue({ code: 'custom', path: ['detalle', i, 'id_grupo_alimenticio'], message: claveZod('grupoRepetido') });
      vistos.add(g.id_grupo_alimenticio);
    });
    if (d.detalle.length === 0 && d.credito === '0') ctx.addIssue({ code: 'custom', path: ['detalle'], message: claveZod('seleccionarGrupoPorcentaje') });
    if (d.detalle.length > 0 && d.detalle.reduce((s, g) => s + g.porcentaje, 0) !== CIEN_POR_CIENTO)
      ctx.addIssue({ code: 'custom', path: ['detalle'], message: claveZod('porcentajesSuman100') });
  });

/** distribucionAdd / subsidioDistribucionEdit: a subsidy's whole set of distributions, summing exactly 100. */
export const distribucionesSchema = z
  .array(distribucionSchema, { error: claveZod('distribucionesIncorrectas') })
  .min(1, claveZod('distribucionesIncorrectas'))
  .max(20, claveZod('distribucionesIncorrectas'))
  .superRefine((ds, ctx) => {
    if (ds.length > 0 && ds.reduce((s, d) => s + d.porcentaje, 0) !== CIEN_POR_CIENTO) ctx.addIssue({ code: 'custom', message: claveZod('porcentajesSuman100') });
  });

/** distribucionAdd: the distributions of a subsidy that is not ACTIVO (they replace the earlier ones). */
export const distribucionAddSchema = z.object({ id_subsidio: id, distribuciones: distribucionesSchema });
/** subsidioDistribucionEdit: the same, and optionally the subsidy's new state, in one transaction. */
export const subsidioDistribucionEditSchema = distribucionAddSchema.extend({ estado: choice(['ACTIVO', 'INACTIVO']).optional() });

export const subsidiosFiltroSchema = listArgs.extend({
  nombre: optionalText(100),
  estado: filtroDe(ESTADOS_SUBSIDIO),
});

export type SubsidiosFiltro = z.infer<typeof subsidiosFiltroSchema>;
export type SubsidioEntrada = z.infer<typeof subsidioAddSchema>;
export type SubsidioCambios = z.infer<typeof subsidioEditSchema>;
export type DistribucionEntrada = z.infer<typeof distribucionSchema>;
