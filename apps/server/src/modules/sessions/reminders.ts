import { SESSION_LIMITS } from '@coaching/contract';

export const REMINDER_JOB = 'session.reminder';
const HOUR_MS = 3_600_000;

export type ReminderPayload = { sessionId: string; userId: string; hoursBefore: number; startsAt: string };

/** The group of a session's reminders: moving or cancelling the session drops the pending ones. */
export const reminderGroup = (sessionId: string) => `session:${sessionId}`;

/**
 * The reminders of a session at its current time: for each of its two people, their reminder time
 * (24 h) and 1 h before, those still ahead of `now`. The key names the session's version, so a session
 * moved away and back is reminded again; the pending reminders of the earlier time are dropped by group.
 */
export function remindersOf(session: { id: string; clientId: string; coachId: string; startsAt: Date; sequence: number }, now: Date) {
  const startsAt = session.startsAt.toISOString();
  return [session.clientId, session.coachId].flatMap((userId) =>
    [...new Set([SESSION_LIMITS.reminderHoursDefault, SESSION_LIMITS.lastReminderHours])]
      .map((hoursBefore) => ({
        kind: REMINDER_JOB,
        payload: { sessionId: session.id, userId, hoursBefore, startsAt } satisfies ReminderPayload,
        runAt: new Date(session.startsAt.getTime() - hoursBefore * HOUR_MS),
        dedupeKey: `${REMINDER_JOB}:${session.id}:${userId}:${hoursBefore}:${startsAt}:${session.sequence}`,
        groupKey: reminderGroup(session.id),
      }))
      .filter((job) => job.runAt.getTime() > now.getTime()),
  );
}
