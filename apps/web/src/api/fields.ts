import { esMensaje, type Mensaje } from '@pb/contract/mensajes/clave';
import { GraphQLRequestError, HttpError } from './errors';
import { messageText } from './messages';

/** Field → message, as the server sends them: `campos` in a REST body or a GraphQL error's extensions. */
export type RejectedFields = Record<string, string>;

function esCampos(value: unknown): value is RejectedFields {
  return Boolean(value) && typeof value === 'object' && Object.values(value as object).every((v) => typeof v === 'string');
}

/** A failure's fields in the user's language: by their keys (`clavesCampos`, decision 074) when sent, else their texts. */
function dichos(origen: { campos?: unknown; clavesCampos?: unknown } | undefined, campos: RejectedFields) {
  if (!origen || !esCampos(origen.campos)) return;
  const claves = (origen.clavesCampos && typeof origen.clavesCampos === 'object' ? origen.clavesCampos : {}) as Record<string, unknown>;
  for (const [campo, texto] of Object.entries(origen.campos)) {
    const m = claves[campo];
    campos[campo] = esMensaje(m) ? messageText(m as Mensaje, texto) : texto;
  }
}

/** The refused fields of a failed call, keyed by their path in the input (`persona.nro_documento`), in the user's language. */
export function fieldsOfError(error: unknown): RejectedFields {
  const campos: RejectedFields = {};
  if (error instanceof GraphQLRequestError) {
    for (const e of error.errors) dichos(e.extensions, campos);
  } else if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    dichos(error.body as { campos?: unknown; clavesCampos?: unknown }, campos);
  }
  return campos;
}
