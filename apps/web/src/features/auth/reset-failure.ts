import { AUTH_MESSAGES } from '@coaching/contract';
import { isApiError } from '../../api/api-error.js';

export type ResetFailure = { message: string; tokenRejected: boolean };

/** What a failed reset says (spec section 8); an expired or used link offers a new one. */
export function resetFailure(error: unknown): ResetFailure {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) {
    return { message: AUTH_MESSAGES.resetFailed, tokenRejected: false };
  }
  if (error.code === 'INVALID_RESET_TOKEN') return { message: AUTH_MESSAGES.resetFailed, tokenRejected: true };
  return { message: error.userMessage || AUTH_MESSAGES.resetFailed, tokenRejected: false };
}
