import { failureMessage } from '../../api/error-messages.js';
import { notify } from '../../components/notify.js';

/** What a change of a session said: the reply's message (translated by notify), else the screen's words. */
export function reportSuccess(reply: { message?: string }, fallback: string): void {
  notify.success(reply.message || fallback);
}

/** A failed change: the server's reason when it refused (an illegal transition, an overlap), else the screen's words. */
export function reportFailure(error: unknown, fallback: string): void {
  notify.error(failureMessage(error, { fallback }));
}
