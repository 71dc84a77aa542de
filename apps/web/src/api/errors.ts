import { messageOf, messageText } from './messages';

/** Every failure of a call to our server is one of these, so screens handle them in one way. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The server could not be reached (no answer at all). */
export class NetworkError extends HttpError {
  override readonly name = 'NetworkError';
  constructor(message: string) {
    super(message, 0, 'NETWORK');
  }
}

/** A soft failure: status 200 with `{ warning }` (CONTRACT.md "Errors"). */
export class WarningError extends HttpError {
  override readonly name = 'WarningError';
  constructor(message: string, status: number, body?: unknown) {
    super(message, status, 'WARNING', body);
  }
}

/** GraphQL answered with `errors`. `forbidden` marks NOT_AUTHORIZED errors. */
export class GraphQLRequestError extends HttpError {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly errors: ReadonlyArray<{ message: string; name?: string; extensions?: Record<string, unknown> }>,
    readonly forbidden: boolean,
  ) {
    super(message, 200, forbidden ? 'FORBIDDEN' : 'GRAPHQL');
  }
}

/** A text fit for the user, in the user's language, whatever was thrown (the client said the server's message by its key already). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}

/** The `error` text the server sent, if any (not a text made up in the browser), in the user's language. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return undefined;
  const value = (error.body as Record<string, unknown>).error;
  if (typeof value !== 'string' || !value) return undefined;
  const m = messageOf(error.body);
  return m ? messageText(m, value) : value;
}
