import { z } from 'zod';
import { MAX_ID, entero, filtroDe, id, listArgs } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import type { paqueteRespuesta, regionalRespuesta } from '../respuestas/rest.js';
import { leerCantidad, centesimasATextoCorto } from '../dinero.js';
import { elegido } from './subsidio.js';
import { ESTADOS_PAQUETE } from '../valores/paquete.js';

/**
 * Food packages per regional office (spec part 2 §2.15, §3 "Package", §4, §5; decision 019): a
 * subsidy's list of the programme's foods with their quantities, one list per regional. Quantities
 * travel as typed ("2", "0.5", "1,5") and become integers of hundredths here (`leerCantidad`).
 */

/** A food's quantity as typed, in hundredths, above zero (§5: otherwise the food "is null or the quantity is not valid"). */
export const cantidadPaquete = z.unknown().transform((v, ctx) => {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : typeof v === 'string' ? v.trim() : '';
  const centesimas = leerCantidad(s);
  if (centesimas !== null) return centesimas;
  ctx.addIssue({ code: 'custom', message: claveZod('alimentoCantidadInvalida') });
  return z.NEVER;
});

/** The shortest text of a quantity in hundredths (250 → "2.5", 200 → "2"). */
export const cantidadTexto = centesimasATextoCorto;

/** One food of a package; the spec's screens send it as `id_alimento` or as `id`. */
export const paqueteAlimentoSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !('id_alimento' in v) && 'id' in v ? { ...v, id_alimento: (v as { id: unknown }).id } : v),
  z.object({ id_alimento: elegido(claveZod('alimentoCantidadInvalida')), cantidad: cantidadPaquete }),
);

/** A package's whole list of foods: at least one (§5). A food twice is refused by name on the server. */
export const alimentosPaqueteSchema = z
  .array(paqueteAlimentoSchema, { error: claveZod('paqueteSinAlimentos') })
  .min(1, claveZod('paqueteSinAlimentos'))
  .max(100, claveZod('invalid'));

/** `POST v1/paquetes`: a new package, CREADO. The spec's `_user_created` and `_created_at` are the server's to set. */
export const paqueteAddSchema = z.object({
  id_subsidio: elegido(claveZod('seleccionarSubsidioRegional')),
  id_sucursal: elegido(claveZod('seleccionarSubsidioRegional')),
  estado: z.enum(['CREADO'], { error: claveZod('invalid') }).optional(),
  alimentos: alimentosPaqueteSchema,
});

/** `PATCH v1/alimentos/paquete`: the package's new list of foods, replacing the old one. */
export const paqueteAlimentosEditSchema = z.object({ id_paquete: id, alimentos: alimentosPaqueteSchema });

/** `PATCH v1/paquetes/{id}/{ACTIVO|INACTIVO}/{idSucursal}/{idSubsidio}`: the path names the package's regional and subsidy. */
export const paqueteEstadoSchema = z.object({
  id,
  estado: z.enum(['ACTIVO', 'INACTIVO'], { error: claveZod('invalid') }),
  idSucursal: id,
  idSubsidio: id,
});

/** `GET v1/paquetes/regionales/{idRegional}`: the regional's packages, paged (CONTRACT.md "Lists"). */
export const paquetesFiltroSchema = listArgs.extend({
  idRegional: id,
  id_subsidio: z
    .preprocess((v) => (v === '' || v === '0' ? null : v), entero(1, MAX_ID).nullish())
    .transform((v) => v ?? null),
  estado: filtroDe(ESTADOS_PAQUETE),
});

export type PaquetesFiltro = z.infer<typeof paquetesFiltroSchema>;
export type AlimentoDelPaquete = z.infer<typeof paqueteAlimentoSchema>;

/** A package as the REST calls answer it (§3 "Package"). */
export type Paquete = z.infer<typeof paqueteRespuesta>;

/** A regional office of the programme (a branch of tipo REGIONAL of the programme's entity). */
export type Regional = z.infer<typeof regionalRespuesta>;
