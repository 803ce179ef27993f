import { SESSION_MESSAGES, type SessionAction, type SessionPreferences, type SessionStatus } from '@coaching/contract';
import { AppError } from '../../http/app-error.js';

/**
 * The rules of a session's life, in one place: which status each action may start from and where it
 * leads, when a client's change is late, and how a booking starts.
 */

type Transition = { from: readonly SessionStatus[]; to: SessionStatus | 'same' };

export const SESSION_TRANSITIONS: Record<SessionAction, Transition> = {
  /** The coach accepts a booking that waits for them. */
  confirm: { from: ['scheduled'], to: 'confirmed' },
  start: { from: ['scheduled', 'confirmed'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['scheduled', 'confirmed'], to: 'cancelled' },
  noShow: { from: ['scheduled', 'confirmed'], to: 'no_show' },
  /** A new time, duration or other details. */
  reschedule: { from: ['scheduled', 'confirmed'], to: 'same' },
  feedback: { from: ['completed'], to: 'same' },
};

/** The status `action` leads to from `status`, or 409 in plain words when the status does not allow it. */
export function transition(status: SessionStatus, action: SessionAction): SessionStatus {
  const rule = SESSION_TRANSITIONS[action];
  if (!rule.from.includes(status)) throw new AppError('CONFLICT', SESSION_MESSAGES.cannot[action]);
  return rule.to === 'same' ? status : rule.to;
}

/** Whether a client's cancellation or reschedule at `now` falls inside the coach's notice before `startsAt`. */
export function isLate(startsAt: Date, now: Date, noticeHours: number): boolean {
  return startsAt.getTime() - now.getTime() < noticeHours * 3_600_000;
}

/**
 * How a client's booking starts: waiting for the coach (scheduled) when they require confirmation or
 * do not accept bookings automatically, confirmed at once when they accept automatically. A coach's
 * own scheduling is confirmed: the coach is the host.
 */
export function bookingStatus(requestedBy: 'client' | 'coach', preferences: Pick<SessionPreferences, 'requireConfirmation' | 'autoAcceptBookings'>): SessionStatus {
  if (requestedBy === 'coach') return 'confirmed';
  return preferences.autoAcceptBookings && !preferences.requireConfirmation ? 'confirmed' : 'scheduled';
}
