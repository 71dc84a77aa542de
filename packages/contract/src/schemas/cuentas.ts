import { z } from 'zod';
import { email, optionalText, requiredText, safeText } from './common.js';
import { newPassword } from './auth.js';
import { fechaFlexible } from './segip.js';
import { claveZod } from '../mensajes/mensaje.js';

/**
 * Password recovery and employer sign-up (issue 19, decision 036). A link's token is 32 random bytes
 * in base64url (43 characters); anything else is the same refusal as a used or expired link.
 */
export const tokenCuenta = safeText(claveZod('enlaceInvalido')).regex(/^[A-Za-z0-9_-]{43}$/, claveZod('enlaceInvalido'));

/** '¿Olvidó su contraseña?': a username or an e-mail address. */
export const recuperarSchema = z.object({ usuario: requiredText(100) });

/** The page behind the recovery link: the new password under the rules of 'change password'. */
export const restablecerSchema = z.object({ token: tokenCuenta, newPassword });

/** The page behind the sign-up's confirmation link. */
export const confirmarCuentaSchema = z.object({ token: tokenCuenta });

/**
 * 'Registrarse': the employer's NIT and matrícula (looked up in the OVT), its legal representative's
 * document and birth date (looked up in SEGIP), and the new account's username, e-mail and password.
 */
export const registroEmpleadorSchema = z.object({
  nit: requiredText(25).regex(/^\d{5,25}$/, claveZod('invalid')),
  matricula: requiredText(50),
  nro_documento: requiredText(20),
  complemento: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
  fecha_nacimiento: fechaFlexible,
  usuario: requiredText(50).regex(/^[A-Za-z0-9._-]+$/, claveZod('invalid')),
  email: email(100),
  contrasena: newPassword.max(50, claveZod('maxLength', { max: 50 })),
});

export type RegistroEmpleador = z.infer<typeof registroEmpleadorSchema>;
