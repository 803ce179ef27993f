import { SESSION_LIMITS } from '@coaching/contract';

export const REMINDER_JOB = 'session.reminder';
const HOUR_MS = 3_600_000;

export type ReminderPayload = { sessionId: string; userId: string; hoursBefore: number; startsAt: string };

/**
 * The reminders of a session at its current time: for each of its two people, their reminder time
 * (24 h) and 1 h before, those still ahead of `now`. The key names the time, so a moved session gets
 * new reminders and the old ones, finding the time changed, send nothing.
 */
export function remindersOf(session: { id: string; clientId: string; coachId: string; startsAt: Date }, now: Date) {
  const startsAt = session.startsAt.toISOString();
  return [session.clientId, session.coachId].flatMap((userId) =>
    [...new Set([SESSION_LIMITS.reminderHoursDefault, SESSION_LIMITS.lastReminderHours])]
      .map((hoursBefore) => ({
        kind: REMINDER_JOB,
        payload: { sessionId: session.id, userId, hoursBefore, startsAt } satisfies ReminderPayload,
        runAt: new Date(session.startsAt.getTime() - hoursBefore * HOUR_MS),
        dedupeKey: `${REMINDER_JOB}:${session.id}:${userId}:${hoursBefore}:${startsAt}`,
      }))
      .filter((job) => job.runAt.getTime() > now.getTime()),
  );
}
