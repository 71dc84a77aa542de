import { z } from 'zod';
import { estado, id, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

const moduloFields = {
  ruta: requiredText(50),
  label: requiredText(50),
  icono: optionalText(30),
  orden: requiredText(3).regex(/^\d{1,3}$/, claveZod('invalid')),
  id_modulo: id.nullish(),
  visible: z.boolean(),
  estado,
};

export const moduloAddSchema = z.object({ ...moduloFields, visible: moduloFields.visible.default(true), estado: estado.default('ACTIVO') });
/** Only the fields sent change: no defaults here, or hiding a module would also reactivate it. */
export const moduloEditSchema = z.object(moduloFields).partial();

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
