import { z } from 'zod';
import { estado, optionalText, requiredText, safeText } from './common.js';
import { estadoFiltro, listArgs } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** Phones arrive as a list (form tags) or a comma-joined string; they are stored comma-joined. */
const telefonos = z
  .union([z.array(safeText()), safeText()])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((t) => t.trim()).filter(Boolean))
  .refine((list) => list.every((t) => /^[0-9+\-\s()]{6,20}$/.test(t)), claveZod('invalid'))
  .transform((list) => (list.length ? list.join(',') : null))
  .refine((v) => !v || v.length <= 500, claveZod('maxLength', { max: 500 }));

/** Entity form of spec part 1 §3 and §5. */
export const entidadFields = {
  nombre: requiredText(150).transform((v) => v.toUpperCase()),
  sigla: optionalText(20).transform((v) => (v ? v.toUpperCase() : null)),
  descripcion: requiredText(500),
  email: optionalText(100).refine((v) => !v || z.email().safeParse(v).success, claveZod('email')),
  web: optionalText(100).refine((v) => !v || URL_RE.test(v), claveZod('url')),
  direccion: optionalText(500),
  codigo_portal: optionalText(20),
  telefonos,
  nit: optionalText(25).refine((v) => !v || /^\d{5,25}$/.test(v), claveZod('invalid')),
};

export const entidadAddSchema = z.object(entidadFields);
export const entidadEditSchema = z.object({ ...entidadFields, estado }).partial();

const texto = optionalText(100);
export const entidadesFiltroSchema = listArgs.extend({
  nombre: texto,
  sigla: texto,
  nit: texto,
  tipo: texto,
  origen: texto,
  estado: estadoFiltro,
  proveedor: z.boolean().nullish(),
});

export type EntidadAdd = z.infer<typeof entidadAddSchema>;
export type EntidadEdit = z.infer<typeof entidadEditSchema>;
export type EntidadesFiltro = z.infer<typeof entidadesFiltroSchema>;
