import { z } from 'zod';
import { estado, optionalText, requiredText } from './common.js';
import { MENSAJES } from '../errors.js';

export const moduloAddSchema = z.object({
  ruta: requiredText(50),
  label: requiredText(50),
  icono: optionalText(30),
  orden: requiredText(3).regex(/^\d{1,3}$/, MENSAJES.invalid),
  id_modulo: z.coerce.number().int().positive().nullish(),
  visible: z.boolean().default(true),
  estado: estado.default('ACTIVO'),
});
export const moduloEditSchema = moduloAddSchema.partial();

export const permisoEditSchema = z
  .object({
    create: z.boolean(),
    read: z.boolean(),
    update: z.boolean(),
    delete: z.boolean(),
    csv: z.boolean(),
    firma: z.boolean(),
    activo: z.boolean(),
  })
  .partial();

export type ModuloAdd = z.infer<typeof moduloAddSchema>;
export type ModuloEdit = z.infer<typeof moduloEditSchema>;
export type PermisoEdit = z.infer<typeof permisoEditSchema>;
