import { print } from '@0no-co/graphql.web';
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
import type { introspection } from './generado/graphql-env';
import { translate } from '../i18n/core';
import { navigateTo } from '../shell/navigation';
import { GraphQLRequestError, HttpError } from './errors';
import { keyedText } from './messages';
import { request } from './http';

/**
 * The one way to write a GraphQL document (decision 073): `graphql(\`query …\`)` is checked against the
 * API's schema (apps/web/scripts/graphql.mjs makes it from the modules' SDL before every type check and
 * build), and its answer's type is what the document asks — a field the schema lacks fails
 * `gql.tada check`, a field read but not asked fails `tsc`. Fragments are not masked: a screen reads
 * a fragment's fields on the row itself.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  // Our ids are Int fields; an ID argument takes the number a screen holds or the text of a route.
  scalars: { ID: string | number; JSON: unknown };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

interface GraphQLReply {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string; clave?: string; parametros?: Record<string, unknown> } }>;
}

// `never` variables: any document's variables fit (they are a parameter of its type).
type Documento = TadaDocumentNode<unknown, never>;

/** The variables of a document: none to pass when it has none. */
type Variables<D extends Documento> = VariablesOf<D> extends Record<string, never> ? [variables?: undefined, signal?: AbortSignal] : [variables: VariablesOf<D>, signal?: AbortSignal];

/**
 * POST /graphql. `NOT_AUTHORIZED:READ` goes to the 403 page; other `NOT_AUTHORIZED` errors get the
 * permission message; anything else is listed, one message per line.
 */
export async function sendGraphql<D extends Documento>(documento: D, ...[variables, signal]: Variables<D>): Promise<ResultOf<D>> {
  let reply: GraphQLReply;
  try {
    reply = await request<GraphQLReply>('/graphql', { method: 'POST', body: { query: print(documento), variables }, signal });
  } catch (error) {
    // Mercurius answers 400 with `errors` for invalid queries: treat them like any GraphQL error.
    if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object' || !('errors' in error.body)) throw error;
    reply = error.body as GraphQLReply;
  }
  const errors = reply?.errors ?? [];
  if (errors.length === 0) return (reply?.data ?? null) as ResultOf<D>;

  if (errors.some((e) => e.message.includes('NOT_AUTHORIZED:READ'))) {
    navigateTo('/403', { replace: true });
    throw new GraphQLRequestError(translate('http.403'), errors, true);
  }
  if (errors.some((e) => e.message.includes('NOT_AUTHORIZED'))) {
    throw new GraphQLRequestError(translate('http.graphqlForbidden'), errors, true);
  }
  // Each message said by its key in the user's language; the codes stay in `errors` for screens.
  const listed = [...new Set(errors.map((e) => keyedText(e.extensions, e.message)))].join('\n');
  throw new GraphQLRequestError(listed, errors, false);
}
