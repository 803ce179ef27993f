/**
 * Why the visitor is asked to sign in again, shown inside the sign-in dialog that /?show=login opens.
 * A toast would not do: an open MUI dialog marks the rest of the app aria-hidden, so screen readers
 * would never hear it.
 */
export type SignInNotice = {
  reason: 'logged-out' | 'session-expired';
  severity: 'success' | 'warning';
  /** Its text in the messages catalogue (the contract's SUCCESS_MESSAGES.loggedOut, GLOBAL_ERROR_MESSAGES.sessionExpired), which the dialog loads. */
  messageKey: 'messages:success.loggedOut' | 'messages:globalError.sessionExpired';
};

// Keys, not the contract's texts: the contract's messages would otherwise load with the landing page.
export const LOGGED_OUT_NOTICE: SignInNotice = { reason: 'logged-out', severity: 'success', messageKey: 'messages:success.loggedOut' };
export const SESSION_EXPIRED_NOTICE: SignInNotice = {
  reason: 'session-expired',
  severity: 'warning',
  messageKey: 'messages:globalError.sessionExpired',
};
