import { GOAL_MESSAGES } from '@coaching/contract';
import { isApiError } from '../../api/api-error.js';

/**
 * What the server told us about a failed save: its first field message, else the message of a 4xx
 * it sent. Not ApiError.userMessage: that falls back to the client's generic texts (network,
 * timeout, 'An unexpected error occurred') and would show a 5xx's internals. The code is only set
 * when the reply carried the server's error envelope, so it marks a message the server wrote.
 */
function serverReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const fieldMessage = error.errors[0]?.msg;
  if (fieldMessage) return fieldMessage;
  const sentByServer = error.kind === 'http' && error.status < 500 && error.code !== undefined;
  return sentByServer && error.message ? error.message : undefined;
}

/** The texts of a failed goal save (spec section 8): one under the form, one for the toast. */
export function saveFailureMessages(error: unknown): { inline: string; toast: string } {
  const reason = serverReason(error);
  return { inline: reason ?? GOAL_MESSAGES.saveFailed, toast: reason ?? GOAL_MESSAGES.saveFailedRetry };
}
