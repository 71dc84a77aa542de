import type { MENSAJES_ES } from './es.js';

/**
 * A message by key (decision 074): what the server answers beside its Spanish text, and what a schema
 * writes as an issue's message. This module holds no text, so the browser imports it without the table.
 */
export type ClaveMensaje = keyof typeof MENSAJES_ES;

type Nombres<T extends string> = T extends `${string}{{${infer P}}}${infer R}` ? P | Nombres<R> : never;

/** A value of a message: a number, a text, another message (the reason inside a line), or a field's key. */
export type ValorMensaje = string | number | Mensaje | { readonly campo: string };

/** The values `{{name}}` of the key's Spanish text asks for. */
export type ParametrosDe<K extends ClaveMensaje> = { readonly [P in Nombres<(typeof MENSAJES_ES)[K]>]: ValorMensaje };

/** The arguments after the key: none when the text has no `{{name}}`, else its values. */
export type ArgumentosDe<K extends ClaveMensaje> = [Nombres<(typeof MENSAJES_ES)[K]>] extends [never] ? [] : [parametros: ParametrosDe<K>];

export interface Mensaje {
  readonly clave: ClaveMensaje;
  readonly parametros: Readonly<Record<string, ValorMensaje>>;
}

/** A message of a schema, as zod carries it (a string): the key, then its values as JSON. */
export function claveZod<K extends ClaveMensaje>(clave: K, ...args: ArgumentosDe<K>): string {
  return args.length === 0 ? clave : `${clave} ${JSON.stringify(args[0])}`;
}

/** The message a schema's issue carries, or null for a text of zod's own (its Spanish locale). */
export function leerClaveZod(texto: string): Mensaje | null {
  const m = /^([A-Za-z]\w*)(?: (\{.*\}))?$/s.exec(texto);
  if (!m) return null;
  try {
    return { clave: m[1] as ClaveMensaje, parametros: m[2] ? (JSON.parse(m[2]) as Mensaje['parametros']) : {} };
  } catch {
    return null;
  }
}

export function esMensaje(valor: unknown): valor is Mensaje {
  return typeof valor === 'object' && valor !== null && typeof (valor as Mensaje).clave === 'string' && typeof (valor as Mensaje).parametros === 'object';
}

/**
 * A reply whose body the spec fixes as a bare string (a sync's message) says its key in this header:
 * the message as JSON, percent-encoded so that a name with accents travels in a header.
 */
export const CABECERA_MENSAJE = 'x-mensaje';

export const cabeceraMensaje = (m: Mensaje): string => encodeURIComponent(JSON.stringify({ clave: m.clave, parametros: m.parametros }));

export function leerCabeceraMensaje(valor: string | null | undefined): Mensaje | null {
  if (!valor) return null;
  try {
    const m: unknown = JSON.parse(decodeURIComponent(valor));
    return esMensaje(m) ? m : null;
  } catch {
    return null;
  }
}
