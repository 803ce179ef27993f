import { COACH_VERIFICATION_MESSAGES, type CoachVerification, type User } from '@coaching/contract';

/** Where a coach's verification stands, as their screens tell it (issue 20). */
export type VerificationState = 'toSubmit' | 'waiting' | 'declined' | 'verified';

export function verificationState(verification: CoachVerification | undefined): VerificationState {
  // No verification on the account: the platform does not ask for one (coachVerificationRequired off).
  if (!verification || verification.status === 'verified') return 'verified';
  if (verification.status === 'declined') return 'declined';
  return verification.submittedAt ? 'waiting' : 'toSubmit';
}

/** Where the coach submits their certifications: the card on their profile. */
export const VERIFICATION_ANCHOR = 'verification';

/** The contract's words for why an unverified coach cannot invite, or undefined once they may. */
export function inviteRefusal(user: User | undefined): string | undefined {
  const state = verificationState(user?.verification);
  if (state === 'verified') return undefined;
  return state === 'declined' ? COACH_VERIFICATION_MESSAGES.declinedCannotInvite : COACH_VERIFICATION_MESSAGES.pendingCannotInvite;
}
