import { GLOBAL_ERROR_MESSAGES, SUCCESS_MESSAGES } from '@coaching/contract';

/**
 * Why the visitor is asked to sign in again, shown inside the sign-in dialog that /?show=login opens.
 * A toast would not do: an open MUI dialog marks the rest of the app aria-hidden, so screen readers
 * would never hear it.
 */
export type SignInNotice = { reason: 'logged-out' | 'session-expired'; severity: 'success' | 'warning'; message: string };

export const LOGGED_OUT_NOTICE: SignInNotice = { reason: 'logged-out', severity: 'success', message: SUCCESS_MESSAGES.loggedOut };
export const SESSION_EXPIRED_NOTICE: SignInNotice = {
  reason: 'session-expired',
  severity: 'warning',
  message: GLOBAL_ERROR_MESSAGES.sessionExpired,
};
