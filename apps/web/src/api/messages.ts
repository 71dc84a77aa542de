import { esMensaje, leerClaveZod, type Mensaje, type ValorMensaje } from '@pb/contract/mensajes/clave';
import { hasText, translate } from '../i18n/core';

/**
 * The server's messages travel as keys (decision 074): `{ clave, parametros }` beside the Spanish
 * text. Each is said here in the user's language from `servidor.mensajes.<clave>`; a value that is
 * itself a message is said the same way, a field (`{ campo }`) by its name in `servidor.campos`.
 */

function valor(v: ValorMensaje): string {
  if (typeof v !== 'object') return String(v);
  if (esMensaje(v)) return messageText(v);
  const nombre = v.campo.split('.').pop() ?? v.campo;
  return hasText(`servidor.campos.${nombre}`) ? translate(`servidor.campos.${nombre}`) : nombre;
}

/** A message in the user's language; `espanol` (the server's own text) when the key is not known here. */
export function messageText(m: Mensaje, espanol?: string): string {
  const clave = `servidor.mensajes.${m.clave}`;
  if (!hasText(clave)) return espanol ?? m.clave;
  return translate(clave, Object.fromEntries(Object.entries(m.parametros ?? {}).map(([k, v]) => [k, valor(v)])));
}

/** The message key a REST body or a GraphQL error's extensions carry, if any. */
export function messageOf(datos: unknown): Mensaje | null {
  if (!datos || typeof datos !== 'object') return null;
  const { clave, parametros } = datos as { clave?: unknown; parametros?: unknown };
  return typeof clave === 'string' ? { clave: clave as Mensaje['clave'], parametros: parametros && typeof parametros === 'object' ? (parametros as Mensaje['parametros']) : {} } : null;
}

/** A text the server sent or stored with its key beside it (`{ clave, parametros }` in `conClave`): said by the key, else as written. */
export function keyedText(conClave: unknown, espanol: string): string {
  const m = messageOf(conClave);
  return m ? messageText(m, espanol) : espanol;
}

/** A schema issue's message (a key, decision 074) in the user's language; zod's own texts as they are. */
export function issueText(mensaje: string): string {
  const m = leerClaveZod(mensaje);
  return m ? messageText(m, mensaje) : mensaje;
}

/** A reply's message (`mensaje` or `message`, with its `clave` and `parametros`) in the user's language. */
export function replyText(r: { mensaje?: string | null; message?: string | null; clave?: string | null; parametros?: unknown }): string {
  return keyedText(r, r.mensaje ?? r.message ?? '');
}
