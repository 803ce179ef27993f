import type { ErrorCode, FieldError } from '@coaching/contract';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code, message);

export function validationError(errors: FieldError[]): AppError {
  return new AppError(400, 'VALIDATION_ERROR', errors[0]?.msg ?? 'Validation failed', { errors });
}
