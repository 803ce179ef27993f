import { TZDate } from '@date-fns/tz';
import { addDays, getISODay } from 'date-fns';
import type { Db } from './db/client.js';
import { createJobsRepository } from './jobs/jobs.repository.js';
import { remindersOf } from './modules/sessions/reminders.js';
import { createSessionsRepository } from './modules/sessions/sessions.repository.js';

const MINUTE = 60_000;

/** 10:00 in the coach's zone on the first weekday at least `days` days from now (the demo coach works Monday to Friday). */
function weekdayAtTen(now: Date, days: number, timeZone: string): Date {
  let day = addDays(new TZDate(now, timeZone), days);
  while (getISODay(day) > 5) day = addDays(day, 1);
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 10, 0, 0, timeZone).getTime());
}

/**
 * The demo coach's sessions with the demo client: one completed a week ago, with the client's feedback,
 * and two to come (the first confirmed, the second waiting for the coach), with their reminders.
 */
export async function seedDemoSessions(db: Db, people: { coachId: string; clientId: string; coachTimeZone: string }, now: Date): Promise<void> {
  const sessions = createSessionsRepository(db);
  const jobs = createJobsRepository(db);
  const { coachId, clientId, coachTimeZone } = people;
  const at = (start: Date) => ({ startsAt: start, endsAt: new Date(start.getTime() + 60 * MINUTE), duration: 60 });

  const past = weekdayAtTen(now, -8, coachTimeZone);
  await sessions.insert({
    coachId,
    clientId,
    title: 'Delegation: what to hand over first',
    status: 'completed',
    ...at(past),
    location: { type: 'video_call', details: 'https://meet.example.com/sarah-mitchell' },
    notes: 'Jordan will hand the weekly report to Priya and review only the summary once it needs no corrections.',
    requestedBy: 'coach',
    startedAt: past,
    completedAt: new Date(past.getTime() + 55 * MINUTE),
    feedback: { satisfaction: 9, clarity: 8, actionability: 9, comments: 'Clear next step for the report.', submittedAt: new Date(past.getTime() + 3 * 60 * MINUTE).toISOString() },
    createdAt: new Date(past.getTime() - 7 * 24 * 60 * MINUTE),
    updatedAt: new Date(past.getTime() + 3 * 60 * MINUTE),
  });

  for (const [days, status, title, requestedBy] of [
    [2, 'confirmed', 'Preparing the reorganisation announcement', 'coach'],
    [9, 'scheduled', 'Feedback conversations with the team', 'client'],
  ] as const) {
    const start = weekdayAtTen(now, days, coachTimeZone);
    const row = await sessions.insert({
      coachId,
      clientId,
      title,
      status,
      ...at(start),
      location: { type: 'video_call', details: 'https://meet.example.com/sarah-mitchell' },
      notes: '',
      requestedBy,
      createdAt: now,
      updatedAt: now,
    });
    for (const job of remindersOf(row, now)) await jobs.insert({ ...job, createdAt: now });
  }
}
