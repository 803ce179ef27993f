import { GOAL_MESSAGES } from '@coaching/contract';
import { failureMessage } from '../../api/error-messages.js';

/**
 * The texts of a failed goal save (spec section 8): the server's first validation message, else its
 * message for a request it refused, else the screen's own; one under the form, one for the toast.
 */
export function saveFailureMessages(error: unknown): { inline: string; toast: string } {
  return {
    inline: failureMessage(error, { fallback: GOAL_MESSAGES.saveFailed }),
    toast: failureMessage(error, { fallback: GOAL_MESSAGES.saveFailedRetry }),
  };
}
