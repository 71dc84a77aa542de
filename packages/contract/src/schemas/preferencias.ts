import { z } from 'zod';
import { choice, estado, estadoFiltro, listArgs, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

const texto = optionalText(100);

/** Role form (spec part 2 §5): nombre required max 50, descripcion required. */
export const rolAddSchema = z.object({ nombre: requiredText(50), descripcion: requiredText(500) });
export const rolEditSchema = z.object({ nombre: requiredText(50), descripcion: requiredText(500), estado }).partial();

/** Parameter form: nombre, valor, label required (max 50); descripcion optional. */
export const parametroAddSchema = z.object({
  nombre: requiredText(50).regex(/^[A-Za-z0-9_.-]+$/, claveZod('invalid')),
  valor: requiredText(50),
  label: requiredText(50),
  descripcion: optionalText(500),
});
export const parametroEditSchema = parametroAddSchema.extend({ estado }).partial();
export const parametrosFiltroSchema = listArgs.extend({ nombre: texto, label: texto, estado: estadoFiltro });

export const TIPOS_SERVICIO = ['CONVENIO', 'PUBLICO'] as const;
const url = requiredText(1000).refine((v) => /^https?:\/\/\S+$/i.test(v), claveZod('url'));

/** Integration service form: codigo, metodo, url, token, tipo required. */
export const servicioIopAddSchema = z.object({
  codigo: requiredText(20).transform((v) => v.toUpperCase()),
  metodo: requiredText(100),
  descripcion: optionalText(500),
  entidad: optionalText(255),
  url,
  token: requiredText(3000),
  tipo: choice(TIPOS_SERVICIO).default('CONVENIO'),
});
/** On edit an empty token keeps the stored one (the browser never receives it). */
export const servicioIopEditSchema = z
  .object({
    codigo: requiredText(20).transform((v) => v.toUpperCase()),
    metodo: requiredText(100),
    descripcion: optionalText(500),
    entidad: optionalText(255),
    url,
    token: optionalText(3000),
    tipo: choice(TIPOS_SERVICIO),
    estado,
  })
  .partial();
export const serviciosIopFiltroSchema = listArgs.extend({ codigo: texto, entidad: texto, estado: estadoFiltro });

export type ParametrosFiltro = z.infer<typeof parametrosFiltroSchema>;
export type ServiciosIopFiltro = z.infer<typeof serviciosIopFiltroSchema>;
