import { GraphQLRequestError, HttpError } from './errors';

/** Field → message, as the server sends them: `campos` in a REST body or a GraphQL error's extensions. */
export type RejectedFields = Record<string, string>;

function esCampos(value: unknown): value is RejectedFields {
  return Boolean(value) && typeof value === 'object' && Object.values(value as object).every((v) => typeof v === 'string');
}

/** The refused fields of a failed call, keyed by their path in the input (`persona.nro_documento`). */
export function fieldsOfError(error: unknown): RejectedFields {
  const campos: RejectedFields = {};
  if (error instanceof GraphQLRequestError) {
    for (const e of error.errors) {
      const valor = e.extensions?.campos;
      if (esCampos(valor)) Object.assign(campos, valor);
    }
  } else if (error instanceof HttpError && error.body && typeof error.body === 'object') {
    const valor = (error.body as { campos?: unknown }).campos;
    if (esCampos(valor)) Object.assign(campos, valor);
  }
  return campos;
}
