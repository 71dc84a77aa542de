/** Error codes shared by server and browser; the server maps each to an HTTP status (CONTRACT.md "Errors"). */
export const ERROR_CODES = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** An outside system answered, but not as its contract says (an error status, unreadable, wrong shape). */
  BAD_GATEWAY: 502,
  /** An outside system did not answer, or is switched off. */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

