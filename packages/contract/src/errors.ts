import type { ErrorCode } from './envelope.js';
import { AI_MESSAGES, AUTH_MESSAGES, GLOBAL_ERROR_MESSAGES, HTTP_MESSAGES } from './messages.js';

/**
 * What the web shows app-wide for a failed call (spec section 8, global handling): one of the
 * spec's global texts by its key in GLOBAL_ERROR_MESSAGES, the server's own message, or nothing
 * (401: the session signs out and says so itself; 404 is only logged; 422 shows nothing).
 */
export type ErrorNotice = 'none' | 'serverMessage' | keyof typeof GLOBAL_ERROR_MESSAGES;

export type ErrorEntry = {
  /** The HTTP status the code always travels with. */
  status: number;
  /** error.message in the envelope when the code is thrown without a more specific text. */
  message: string;
  notice: ErrorNotice;
};

/** Every error code: its status, its default message, and what the web makes of it. Server and web both read this. */
export const ERROR_TABLE = {
  VALIDATION_ERROR: { status: 400, message: HTTP_MESSAGES.validationFailed, notice: 'serverMessage' },
  MALFORMED_JSON: { status: 400, message: HTTP_MESSAGES.malformedJson, notice: 'serverMessage' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: HTTP_MESSAGES.unsupportedMediaType, notice: 'serverMessage' },
  PAYLOAD_TOO_LARGE: { status: 413, message: HTTP_MESSAGES.payloadTooLarge, notice: 'serverMessage' },
  UNAUTHORIZED: { status: 401, message: AUTH_MESSAGES.authenticationRequired, notice: 'none' },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials, notice: 'none' },
  TOKEN_EXPIRED: { status: 401, message: GLOBAL_ERROR_MESSAGES.sessionExpired, notice: 'none' },
  ACCOUNT_DISABLED: { status: 403, message: AUTH_MESSAGES.accountDisabled, notice: 'forbidden' },
  ACCOUNT_LOCKED: { status: 429, message: AUTH_MESSAGES.accountLocked, notice: 'serverMessage' },
  FORBIDDEN: { status: 403, message: GLOBAL_ERROR_MESSAGES.forbidden, notice: 'forbidden' },
  NOT_FOUND: { status: 404, message: HTTP_MESSAGES.notFound, notice: 'none' },
  CONFLICT: { status: 409, message: GLOBAL_ERROR_MESSAGES.unexpected, notice: 'serverMessage' },
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.emailTaken, notice: 'serverMessage' },
  USERNAME_TAKEN: { status: 409, message: AUTH_MESSAGES.usernameTaken, notice: 'serverMessage' },
  INVALID_RESET_TOKEN: { status: 400, message: AUTH_MESSAGES.invalidResetToken, notice: 'serverMessage' },
  INVALID_REFRESH_TOKEN: { status: 401, message: AUTH_MESSAGES.invalidRefreshToken, notice: 'none' },
  INVALID_CURRENT_PASSWORD: { status: 400, message: AUTH_MESSAGES.currentPasswordIncorrect, notice: 'serverMessage' },
  RATE_LIMITED: { status: 429, message: AUTH_MESSAGES.tooManyRequests, notice: 'serverMessage' },
  SERVICE_UNAVAILABLE: { status: 503, message: HTTP_MESSAGES.internal, notice: 'server' },
  DATABASE_UNAVAILABLE: { status: 503, message: HTTP_MESSAGES.databaseUnavailable, notice: 'server' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: HTTP_MESSAGES.idempotencyKeyReused, notice: 'none' },
  AI_SERVICE_UNAVAILABLE: { status: 503, message: AI_MESSAGES.unavailable, notice: 'server' },
  INTERNAL_ERROR: { status: 500, message: HTTP_MESSAGES.internal, notice: 'server' },
} as const satisfies Record<ErrorCode, ErrorEntry>;

/** The code a bare status stands for: a reply without the envelope (a proxy's 502, say) is read as this. */
const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'IDEMPOTENCY_KEY_REUSED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function errorCodeOfStatus(status: number): ErrorCode | undefined {
  return GENERIC_CODES[status] ?? (status >= 500 && status <= 599 ? 'INTERNAL_ERROR' : undefined);
}
