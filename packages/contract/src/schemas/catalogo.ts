import { z } from 'zod';
import { choice, estadoFiltro, filtroDe, id, listArgs, optionalText, requiredText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { CIFRAS_Y_SEPARADORES, leerMonto } from '../dinero.js';
import { ESTADOS_GRUPO } from '../valores/catalogo.js';

/**
 * The programme's catalogue (spec part 2 §2.11, §2.18, §3, §5): food groups, the programme's foods
 * and the providers' products. Limits of §9: names and units 150, a group's description 300.
 */

const mayusculas = (max: number) => requiredText(max).transform((v) => v.toUpperCase());
const idFiltro = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);
/** The toggle of §4: ACTIVO ↔ INACTIVO (CREADO is only where a group starts). */
const estadoActivo = choice(['ACTIVO', 'INACTIVO']);

/** A price or amount as typed (§5; "1500,50" or "1500.50", read by `leerMonto`, issue 32), in centavos, above zero. */
export const montoCentavos = safeText(claveZod('required'))
  .trim()
  .min(1, claveZod('required'))
  .max(15, claveZod('maxLength', { max: 15 }))
  .regex(CIFRAS_Y_SEPARADORES, claveZod('soloNumerosPunto'))
  .transform((v, ctx) => leerMonto(v) ?? (ctx.addIssue({ code: 'custom', message: claveZod('montoCifras') }), z.NEVER))
  .refine((c) => c > 0, claveZod('montoValido'));

/** A field a programme food does not have (a price, an owner): absent or null. */
const sinValor = z.null({ error: claveZod('invalid') }).optional();

export const grupoAddSchema = z.object({
  nombre: mayusculas(150),
  sigla: optionalText(20).transform((v) => v?.toUpperCase() ?? null),
  descripcion: optionalText(300),
});
/** Name, sigla and description change only while CREADO; the state toggles ACTIVO ↔ INACTIVO. */
export const grupoEditSchema = grupoAddSchema.extend({ estado: estadoActivo }).partial();
export const grupoAlimenticiosFiltroSchema = listArgs.extend({
  nombre: optionalText(100),
  sigla: optionalText(20),
  estado: filtroDe(ESTADOS_GRUPO),
});

const alimentoCampos = {
  nombre: mayusculas(150),
  unidad: mayusculas(150),
  id_grupo_alimenticio: id,
};

/** A programme food (role 2): no price, no owner; created ACTIVO (§4). */
export const alimentoAddSchema = z.object({ ...alimentoCampos, precio: sinValor, id_entidad: sinValor, estado: choice(['ACTIVO']).optional() });
export const alimentoEditSchema = z.object({ ...alimentoCampos, estado: estadoActivo }).partial().extend({ precio: sinValor, id_entidad: sinValor });

/**
 * A provider's product (role 4): a food with its price. `id_entidad` may be sent as the spec's
 * payload does; the server always uses the caller's own entity.
 */
export const productoAddSchema = z.object({ ...alimentoCampos, precio: montoCentavos, id_entidad: id.nullish(), estado: choice(['ACTIVO']).optional() });
export const productoEditSchema = z.object({ ...alimentoCampos, precio: montoCentavos, estado: estadoActivo }).partial().extend({ id_entidad: id.nullish() });

export const alimentosFiltroSchema = listArgs.extend({
  nombre: optionalText(100),
  id_grupo_alimenticio: idFiltro,
  estado: estadoFiltro,
});

export type GrupoAlimenticiosFiltro = z.infer<typeof grupoAlimenticiosFiltroSchema>;
export type AlimentosFiltro = z.infer<typeof alimentosFiltroSchema>;
export type GrupoEntrada = z.infer<typeof grupoAddSchema>;
export type AlimentoEntrada = z.infer<typeof alimentoAddSchema>;
export type ProductoEntrada = z.infer<typeof productoAddSchema>;
