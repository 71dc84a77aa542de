import { nombreDeCampo } from './campos-es.js';
import { MENSAJES_ES } from './es.js';
import type { ArgumentosDe, ClaveMensaje, Mensaje, ParametrosDe, ValorMensaje } from './mensaje.js';

export { MENSAJES_ES } from './es.js';
export { CAMPOS_ES, nombreDeCampo } from './campos-es.js';
export * from './mensaje.js';

/** A count's message said in the singular when the count is 1: a text of its own, so each language words it. */
const SINGULAR: { readonly [K in ClaveMensaje]?: readonly [keyof ParametrosDe<K>, ClaveMensaje] } = {
  cuentaBloqueada: ['minutos', 'cuentaBloqueadaUnMinuto'],
  ingresoDemorado: ['segundos', 'ingresoDemoradoUnSegundo'],
  montosActualizados: ['n', 'montoActualizadoUno'],
  trabajadoresImportados: ['n', 'trabajadorImportadoUno'],
  trabajadoresSincronizados: ['n', 'trabajadorSincronizadoUno'],
  beneficiariasRegistradas: ['n', 'beneficiariaRegistradaUna'],
  planillaTodosFaltantes: ['n', 'planillaTodosFaltantesUna'],
  codigoIncorrecto: ['restantes', 'codigoIncorrectoUltimo'],
  ventaTarjetaIncorrecta: ['restantes', 'ventaTarjetaIncorrectaUltima'],
};

/** A message by its key and values (the server's side: the browser never imports this module). */
export function mensaje<K extends ClaveMensaje>(clave: K, ...args: ArgumentosDe<K>): Mensaje {
  const parametros = (args[0] ?? {}) as Readonly<Record<string, ValorMensaje>>;
  const singular = SINGULAR[clave] as readonly [string, ClaveMensaje] | undefined;
  return Object.freeze({ clave: singular && parametros[singular[0]] === 1 ? singular[1] : clave, parametros });
}

type Accesos = { readonly [K in ClaveMensaje]: ArgumentosDe<K> extends [] ? Mensaje : (parametros: ParametrosDe<K>) => Mensaje };

/** Every message by its name: `MENSAJES.noEncontrado`, `MENSAJES.maxLength({ max: 50 })`. */
export const MENSAJES = Object.fromEntries(
  (Object.keys(MENSAJES_ES) as ClaveMensaje[]).map((clave) => [clave, MENSAJES_ES[clave].includes('{{') ? (p: ParametrosDe<typeof clave>) => mensaje(clave, p as never) : mensaje(clave as never)]),
) as unknown as Accesos;

function valor(v: ValorMensaje): string {
  if (typeof v === 'object') return 'clave' in v ? texto(v) : nombreDeCampo(v.campo);
  return String(v);
}


/** A message's Spanish text, its values in place (a message inside it in words, a field by its name). */
export function texto(m: Mensaje): string {
  return MENSAJES_ES[m.clave].replace(/{{\s*(\w+)\s*}}/g, (marca, nombre: string) => (nombre in m.parametros ? valor(m.parametros[nombre]!) : marca));
}

type Textos = { readonly [K in ClaveMensaje]: ArgumentosDe<K> extends [] ? string : (parametros: ParametrosDe<K>) => string };

/** The Spanish text of every message by its name, for what is only ever read in Spanish (tests, files a person downloads). */
export const TEXTOS = Object.fromEntries(
  Object.entries(MENSAJES).map(([clave, m]) => [clave, typeof m === 'function' ? (p: never) => texto((m as (p: never) => Mensaje)(p)) : texto(m as Mensaje)]),
) as unknown as Textos;

/**
 * A reply's message as the caller reads it: its Spanish text under `mensaje` (or `message` or `warning`, as the
 * spec names it in some replies), with its key and values for the browser to say it in the user's language.
 */
export function aviso<C extends 'mensaje' | 'message' | 'warning' = 'mensaje'>(m: Mensaje, campo?: C): { [K in C]: string } & { clave: ClaveMensaje; parametros: Mensaje['parametros'] } {
  return { [campo ?? 'mensaje']: texto(m), clave: m.clave, parametros: m.parametros } as { [K in C]: string } & { clave: ClaveMensaje; parametros: Mensaje['parametros'] };
}
