import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { TIPOS_NOTIFICACION } from '../valores/notificacion.js';

/** `notificacionPreferenciaSet(tipo, activa)`: the caller's own preference for one kind. */
export const notificacionPreferenciaSchema = z.object({
  tipo: z.enum(TIPOS_NOTIFICACION, { error: claveZod('invalid') }),
  activa: z.boolean({ error: claveZod('invalid') }),
});
export type NotificacionPreferencia = z.infer<typeof notificacionPreferenciaSchema>;
