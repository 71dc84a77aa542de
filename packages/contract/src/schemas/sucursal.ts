import { z } from 'zod';
import { estado, estadoFiltro, id, listArgs, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

/** Bolivia's bounding box: a point of sale outside it is a mistaken click. */
const latitud = z.coerce.number({ error: claveZod('required') }).min(-23, claveZod('invalid')).max(-9.5, claveZod('invalid'));
const longitud = z.coerce.number({ error: claveZod('required') }).min(-70, claveZod('invalid')).max(-57.4, claveZod('invalid'));

/** Point-of-sale form (spec part 1 §3, §5): the municipality code (dpa) gives department and province. */
export const sucursalAddSchema = z.object({
  nombre: requiredText(150).transform((v) => v.toUpperCase()),
  direccion_completa: requiredText(500),
  dpa: requiredText(6).regex(/^\d{6}$/, claveZod('invalid')),
  latitud,
  longitud,
  telefonos: optionalText(200),
});
export const sucursalEditSchema = sucursalAddSchema.extend({ estado }).partial();

/** A place of the spec's form: an id of the `v1/dpa` lists (a number or its digits) or a name. */
const lugar = z
  .union([z.number({ error: claveZod('invalid') }).int(claveZod('invalid')), optionalText(150)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

/**
 * The place as spec part 1 §3 sends a point of sale (decision 040): department, province and
 * municipality chosen in cascading lists, and tipo PUNTO_VENTA. The server turns them into the
 * municipality code (`dpa`), which stays the canonical field.
 */
export const sucursalLugarSchema = z.object({
  departamento: lugar,
  provincia: lugar,
  municipio: lugar,
  dpa: optionalText(6),
  tipo: z.enum(['PUNTO_VENTA'], { error: claveZod('invalid') }).nullish(),
});
export type SucursalLugar = z.infer<typeof sucursalLugarSchema>;
export const sucursalesFiltroSchema = listArgs.extend({
  nombre: optionalText(100),
  estado: estadoFiltro,
});
export type SucursalesFiltro = z.infer<typeof sucursalesFiltroSchema>;

/** An optional id filter: '', 0 and '0' mean "none". */
const idOpcional = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

/**
 * `GET v1/beneficiarios/sucursales[?idEntidad=]` (spec part 1 §7, part 2 §7): the branches of the
 * caller's entity; staff name the entity (decision 042).
 */
export const beneficiariosSucursalesSchema = z.object({ idEntidad: idOpcional });

/** `GET v1/sucursales/{id}/beneficiarios` (spec part 2 §7): a branch's workers as bonus beneficiaries, a page at a time. */
export const sucursalBeneficiariosSchema = listArgs.extend({ id, nro_documento: optionalText(20) });
export type SucursalBeneficiarios = z.infer<typeof sucursalBeneficiariosSchema>;
