import { z } from 'zod';
import { MAX_ID, entero, estadoFiltro, id, listArgs, optionalText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { LOG_NIVELES } from '../estados.js';

/** Filter arguments of the list queries (CONTRACT.md "Lists"): empty text means "no filter". */
const texto = optionalText(100);
const idFiltro = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id.nullish())
  .transform((v) => v ?? null);

export const usuariosFiltroSchema = listArgs.extend({
  id_rol: idFiltro,
  usuario: texto,
  nombre_completo: texto,
  email: texto,
  estado: estadoFiltro,
});

export const rolesFiltroSchema = listArgs.extend({ nombre: texto, estado: estadoFiltro });

/** `id_modulo: 0` asks for top-level modules only (spec part 1 §7). */
export const modulosFiltroSchema = listArgs.extend({
  label: texto,
  id_modulo: entero(0, MAX_ID).nullish(),
  estado: estadoFiltro,
  visible: z.boolean({ error: claveZod('invalid') }).nullish(),
});

export const permisosFiltroSchema = z.object({
  id_modulo: id,
  order: listArgs.shape.order,
});

/** A day (YYYY-MM-DD, read as Bolivian time) or a full ISO timestamp. */
const fechaFiltro = safeText()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v))), claveZod('invalid'));

export const logsFiltroSchema = listArgs.extend({
  nivel: z.enum(LOG_NIVELES, { error: claveZod('invalid') }).nullish(),
  tipo: optionalText(50),
  usuario: texto,
  mensaje: texto,
  fecha_desde: fechaFiltro,
  fecha_hasta: fechaFiltro,
});

export type UsuariosFiltro = z.infer<typeof usuariosFiltroSchema>;
export type RolesFiltro = z.infer<typeof rolesFiltroSchema>;
export type ModulosFiltro = z.infer<typeof modulosFiltroSchema>;
export type PermisosFiltro = z.infer<typeof permisosFiltroSchema>;
export type LogsFiltro = z.infer<typeof logsFiltroSchema>;
