import { PATHS, pathTo, type Session, type SessionStatus } from '@coaching/contract';

export const sessionPath = (id: string) => pathTo(PATHS.client.session, { id });

/** Statuses a client can still move or cancel (the server decides; this only hides buttons that would be refused). */
export const CHANGEABLE: readonly SessionStatus[] = ['scheduled', 'confirmed'];
/** Statuses of a session still to come or under way: the upcoming list. */
export const UPCOMING: SessionStatus[] = ['scheduled', 'confirmed', 'in_progress'];
/** Statuses of a session that is over, either way: the past list. */
export const OVER: SessionStatus[] = ['completed', 'cancelled', 'no_show'];

export const canChange = (session: Pick<Session, 'status'>) => CHANGEABLE.includes(session.status);

/** A change recorded as late and not waived by the coach. */
export const recordedLate = (session: Session) => (session.cancellation?.late === true && !session.cancellation.waived) || session.lateReschedule;

/** An address people can open from the session's place: only http(s), never javascript: or data:. */
export function safeHref(details: string): string | undefined {
  try {
    const url = new URL(details.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
