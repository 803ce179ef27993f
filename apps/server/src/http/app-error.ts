import { ERROR_TABLE, type ErrorCode, type FieldError } from '@coaching/contract';

export type AppErrorDetails = { message?: string; errors?: FieldError[]; headers?: Record<string, string> };

/**
 * The one error type services throw, by code: the status, and the message unless a more specific
 * one is given, come from the contract's ERROR_TABLE. The error handler turns it into the envelope.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: Omit<AppErrorDetails, 'message'>;

  /** `detail`: a more specific message than the code's own, or that and field errors and headers. */
  constructor(
    readonly code: ErrorCode,
    detail: string | AppErrorDetails = {},
  ) {
    const { message, ...details } = typeof detail === 'string' ? { message: detail } : detail;
    super(message ?? ERROR_TABLE[code].message);
    this.name = 'AppError';
    this.statusCode = ERROR_TABLE[code].status;
    this.details = details;
  }
}

export function validationError(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_ERROR', { message: errors[0]?.msg, errors });
}
