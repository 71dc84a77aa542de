import { ERROR_CODES, type ErrorCode } from '@pb/contract';
import { ZodError } from 'zod';
import { fieldLabel } from './field-labels.js';

/** The one error type of the server: a code (mapped to an HTTP status) and a message the user may read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | 'NOT_AUTHORIZED',
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return this.code === 'NOT_AUTHORIZED' ? 403 : ERROR_CODES[this.code];
  }

  static fromZod(err: ZodError): AppError {
    const campos: Record<string, string> = {};
    for (const issue of err.issues) {
      const key = issue.path.join('.') || '_';
      campos[key] ??= issue.message;
    }
    const [first] = Object.entries(campos);
    const message = first ? (first[0] === '_' ? first[1] : `${fieldLabel(first[0])}: ${first[1]}`) : 'El valor es inválido';
    return new AppError('VALIDATION', message, { campos });
  }
}

export const notFound = () => new AppError('NOT_FOUND', 'No se encontró el registro solicitado.');

export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return AppError.fromZod(err);
  return null;
}
