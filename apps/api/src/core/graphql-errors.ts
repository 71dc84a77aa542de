import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyReply } from 'fastify';
import { MENSAJES } from '@pb/contract/mensajes';
import { logCause, statusMessage, toAppError } from './errors.js';
import { translateValidation } from './graphql-limits.js';
import { graphqlError } from './graphql-error.js';

/** The HTTP status of a client error raised before GraphQL runs (body parser, size, content type). */
function estadoDeCliente(err: unknown): number | null {
  const status = (err as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/**
 * Every GraphQL error becomes `{ message, extensions.code }`. A request that could not run (bad body,
 * a document that does not validate, bad input found before execution) is a 4xx; bad input is logged
 * at most at info; only an unknown error is logged as an error, and the user sees its reference.
 */
export function formatErrors(execution: ExecutionResult & { statusCode?: number }, context: { reply: FastifyReply }) {
  const log = context.reply.log;
  const ref = String(context.reply.request.id);
  const antesDeEjecutar = !execution.data;
  let statusCode = 200;
  const errors = (execution.errors ?? []).flatMap((e) => {
    const original = e.originalError;
    // A document that does not validate (unknown field, variable of the wrong type, a limit) arrives wrapped.
    const wrapped = (original as { errors?: GraphQLError[] } | undefined)?.errors;
    if (Array.isArray(wrapped)) {
      statusCode = 400;
      return wrapped.map((w) => (w.extensions?.code ? new GraphQLError(w.message, { extensions: w.extensions }) : graphqlError(translateValidation(w.message), 'VALIDATION')));
    }
    const app = toAppError(original ?? e);
    if (app) {
      // An ended session is an HTTP 401 for the browser's session handling, as on REST.
      if (app.code === 'UNAUTHENTICATED') statusCode = 401;
      else if (app.code === 'VALIDATION' && antesDeEjecutar) statusCode = 400;
      logCause(log, app, ref);
      return [new GraphQLError(app.message, { path: e.path, extensions: { code: app.code, ...app.wireFields() } })];
    }
    const status = estadoDeCliente(original);
    if (status) {
      statusCode = status;
      log.info({ statusCode: status, code: (original as { code?: unknown }).code, ref }, 'solicitud GraphQL rechazada');
      return [graphqlError(statusMessage(status), 'VALIDATION')];
    }
    // graphql-js's own refusal of the request (a variable not given or of another type), in Spanish.
    if (!original) {
      if (antesDeEjecutar) statusCode = 400;
      return [graphqlError(translateValidation(e.message), 'VALIDATION', { path: e.path })];
    }
    log.error({ err: original, ref }, 'error interno en GraphQL');
    return [graphqlError(MENSAJES.errorInterno({ referencia: ref }), 'INTERNAL', { path: e.path })];
  });
  return { statusCode, response: { data: execution.data ?? null, errors } };
}
