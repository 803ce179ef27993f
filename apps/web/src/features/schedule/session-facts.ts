import type { Session, SessionStatus } from '@coaching/contract';
import type { CalendarItem } from './big-calendar.js';
import { toWallClock } from './schedule-time.js';
import { personName } from '../../i18n/person-name.js';

/** Spec section 4 and issue 17: a client's booking in 'scheduled' waits for the coach to confirm it. */
export const isWaiting = (session: Session) => session.status === 'scheduled';

/** The session's client by name; 'Deleted client' for one who erased their account. */
export const clientName = (session: Session) => personName(session.client);

/** A client's late cancellation or reschedule, still to be waived or already let go. */
export function lateness(session: Session): { kind: 'cancellation' | 'reschedule'; waived: boolean } | undefined {
  if (session.cancellation?.late) return { kind: 'cancellation', waived: session.cancellation.waived };
  // Waiving a late reschedule clears the flag itself.
  if (session.lateReschedule) return { kind: 'reschedule', waived: false };
  return undefined;
}

const OVER: readonly SessionStatus[] = ['completed', 'cancelled', 'no_show'];

/** A session as a calendar event on the coach's clock. */
export function sessionItem(session: Session, zone: string): CalendarItem {
  return {
    id: session._id,
    title: `${clientName(session)} · ${session.title}`,
    start: toWallClock(session.scheduledDate, zone),
    end: toWallClock(session.endDate, zone),
    tone: session.status === 'confirmed' ? 'confirmed' : OVER.includes(session.status) ? 'over' : 'waiting',
  };
}
