import type { Session } from '@coaching/contract';
import type { Person } from '../users/users.service.js';
import type { CalendarSession } from './calendar.js';
import type { SessionRow } from './sessions.repository.js';

const personOf = (id: string, people: ReadonlyMap<string, Person>) => {
  const person = people.get(id);
  return { _id: id, firstName: person?.firstName ?? '', lastName: person?.lastName ?? '', timezone: person?.timezone ?? 'UTC' };
};

export const nameOf = (person: Pick<Person, 'firstName' | 'lastName'> | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : '');

/** What of the coach's preferences a session's people need to see: the notice and whether clients may move it. */
export type SessionPolicy = { cancellationNotice: number; allowRescheduling: boolean };

/** A session as `viewerId` may see it: the coach's notes are left out of the client's view. */
export function toSession(row: SessionRow, people: ReadonlyMap<string, Person>, viewerId: string, policy: SessionPolicy): Session {
  return {
    _id: row.id,
    title: row.title,
    status: row.status,
    scheduledDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    duration: row.duration,
    location: row.location,
    locationType: row.location.type,
    clientId: row.clientId,
    coachId: row.coachId,
    client: personOf(row.clientId, people),
    coach: personOf(row.coachId, people),
    ...(viewerId === row.clientId ? {} : { notes: row.notes, notesDraft: row.notesDraft }),
    requestedBy: row.requestedBy,
    assessment: { clientFeedback: row.feedback ?? null },
    cancellation: row.cancellation ?? null,
    lateReschedule: row.lateReschedule,
    policy: {
      lateFrom: new Date(row.startsAt.getTime() - policy.cancellationNotice * 3_600_000).toISOString(),
      allowRescheduling: policy.allowRescheduling,
    },
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    sequence: row.sequence,
    plan: row.plan ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The session as calendars see it (invitations and feeds). */
export function toCalendarSession(
  row: SessionRow,
  people: { coach: { name: string; email: string }; client: { name: string; email: string } },
  url: string,
): CalendarSession {
  return {
    id: row.id,
    sequence: row.sequence,
    title: row.title,
    start: row.startsAt,
    durationMinutes: row.duration,
    status: row.status,
    location: row.location,
    coach: people.coach,
    client: people.client,
    url,
    updatedAt: row.updatedAt,
  };
}
