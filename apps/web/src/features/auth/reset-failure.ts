import { AUTH_MESSAGES } from '@coaching/contract';
import { failureCode, failureMessage } from '../../api/error-messages.js';

export type ResetFailure = { message: string; tokenRejected: boolean };

/** What a failed reset says (spec section 8); an expired or used link offers a new one. */
export function resetFailure(error: unknown): ResetFailure {
  return {
    message: failureMessage(error, { fallback: AUTH_MESSAGES.resetFailed, byCode: { INVALID_RESET_TOKEN: AUTH_MESSAGES.resetFailed } }),
    tokenRejected: failureCode(error) === 'INVALID_RESET_TOKEN',
  };
}
