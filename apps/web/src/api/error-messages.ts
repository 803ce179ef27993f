import { ERROR_TABLE, errorCodeOfStatus, GLOBAL_ERROR_MESSAGES, type ErrorCode } from '@coaching/contract';
import { isApiError } from './api-error.js';

/** What went wrong with a call, as one code: the server's, the one its bare status stands for, or a failure on the way. */
export type FailureCode = ErrorCode | 'TIMEOUT' | 'NETWORK' | 'UNKNOWN';

export function failureCode(error: unknown): FailureCode {
  if (!isApiError(error)) return 'UNKNOWN';
  if (error.kind === 'timeout') return 'TIMEOUT';
  if (error.kind === 'network') return 'NETWORK';
  return error.code ?? errorCodeOfStatus(error.status) ?? 'UNKNOWN';
}

/** A screen's words for its failures (spec section 8, screen messages). */
export type ScreenFailureTexts = {
  /** What the screen says when nothing more specific applies. */
  fallback: string;
  /** The screen's own words for some codes. */
  byCode?: Partial<Record<FailureCode, string>>;
  /**
   * Whose words come before the fallback: the server's explanation of a request it refused (the
   * default: its first field message, then its message), any failure's own message ('any': the AI
   * send's "error.message if present"), or none.
   */
  reason?: 'refusal' | 'any' | 'none';
};

/** The server's explanation of a request it refused; never a 5xx's words, nor a reply without the envelope. */
function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http' || !error.code) return undefined;
  // A code this build does not know (a newer server's) is not trusted to be a refusal.
  const known: { status: number } | undefined = ERROR_TABLE[error.code];
  if (!known || known.status >= 500) return undefined;
  return error.errors[0]?.msg || error.message || undefined;
}

function reasonOf(error: unknown, reason: ScreenFailureTexts['reason']): string | undefined {
  if (reason === 'none') return undefined;
  if (reason === 'any') return (isApiError(error) && error.message) || undefined;
  return refusalReason(error);
}

/** What a screen shows for a failed call: its own words for the code, else the reason it asks for, else its fallback. */
export function failureMessage(error: unknown, texts: ScreenFailureTexts): string {
  return texts.byCode?.[failureCode(error)] ?? reasonOf(error, texts.reason) ?? texts.fallback;
}

/**
 * The app-wide text for a failed call (spec section 8, global handling), by the notice the contract's
 * table gives its code; undefined where the spec shows nothing globally (401, which the session
 * handles by signing out, 404 and 422).
 */
export function globalErrorMessage(error: unknown): string | undefined {
  const code = failureCode(error);
  if (code === 'TIMEOUT') return GLOBAL_ERROR_MESSAGES.timeout;
  if (code === 'NETWORK') return GLOBAL_ERROR_MESSAGES.network;
  const notice = code === 'UNKNOWN' ? 'serverMessage' : ERROR_TABLE[code].notice;
  if (notice === 'none') return undefined;
  if (notice === 'serverMessage') return (isApiError(error) && error.message) || GLOBAL_ERROR_MESSAGES.unexpected;
  return GLOBAL_ERROR_MESSAGES[notice];
}
