import { COACH_MESSAGES } from '@coaching/contract';
import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';

/** A failed send keeps the draft and says why: the server's reason (archived, too long), else 'Failed to send message'. */
export function reportSendFailure(error: unknown): void {
  notify.error(failureMessage(error, { fallback: COACH_MESSAGES.sendMessageFailed }));
}
