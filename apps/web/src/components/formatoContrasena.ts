import { newPassword } from '@pb/contract';
import { messageText } from '../api/messages';
import type { TextFormat } from './textRules';

/** A new password's rule, the contract's own (8 characters with letters and digits), checked as the user leaves the field. */
export function formatoContrasena(): TextFormat {
  return { valid: (texto) => newPassword.safeParse(texto).success, message: messageText({ clave: 'contrasenaDebil', parametros: {} }) };
}
