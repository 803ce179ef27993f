import type { ErrorCode, FieldError } from '@coaching/contract';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** Every failed call throws this; the app layer decides what the user sees. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first field message, then the server's message: what a form shows (spec section 8). */
  get userMessage(): string {
    return this.errors[0]?.msg ?? this.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
