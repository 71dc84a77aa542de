import { z } from 'zod';
import { id, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';

export const loginSchema = z.object({ usuario: requiredText(50), contrasena: requiredText(100) });
export const loginNitSchema = z.object({ nit: requiredText(25), usuario: requiredText(50), password: requiredText(100) });
export const logoutSchema = z.object({ id: id.optional(), token: z.null().optional() });
/** The one-time code the Ciudadanía Digital callback hands the browser, exchanged once for the login response (decision 037). */
export const ciudadaniaCanjeSchema = z.object({ codigo: requiredText(100).regex(/^[A-Za-z0-9_-]{32,100}$/, claveZod('ciudadaniaCodigoInvalido')) });

/** A new password: 8 to 100 characters with letters and digits. */
export const newPassword = requiredText(100)
  .min(8, claveZod('contrasenaDebil'))
  .refine((v) => /[a-zA-Z]/.test(v) && /\d/.test(v), claveZod('contrasenaDebil'));

export const cambiarPassSchema = z.object({ password: requiredText(100), newPassword });
export const desactivarCuentaSchema = z.object({ password: requiredText(100) });
