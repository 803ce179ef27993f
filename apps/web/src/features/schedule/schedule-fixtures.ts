import { defaultCoachSpecific, defaultSessionPreferences, type CoachAvailability, type Session } from '@coaching/contract';

export const COACH_ID = '0c0a0c0a-1111-4aaa-8bbb-000000000001';
export const CLIENT_ID = '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b';
export const OTHER_CLIENT_ID = '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8c';

/** A session of the test coach with Jordan Taylor, one hour, confirmed, unless told otherwise. */
export function makeSession(overrides: Partial<Session> = {}): Session {
  const scheduledDate = overrides.scheduledDate ?? '2030-03-04T15:00:00.000Z';
  const duration = overrides.duration ?? 60;
  const now = '2030-01-02T09:00:00.000Z';
  return {
    _id: crypto.randomUUID(),
    title: 'Career check-in',
    status: 'confirmed',
    scheduledDate,
    endDate: new Date(Date.parse(scheduledDate) + duration * 60_000).toISOString(),
    duration,
    location: { type: 'video_call', details: 'https://meet.example.com/abc' },
    locationType: 'video_call',
    clientId: CLIENT_ID,
    coachId: COACH_ID,
    client: { _id: CLIENT_ID, firstName: 'Jordan', lastName: 'Taylor', timezone: 'Europe/London' },
    coach: { _id: COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', timezone: 'America/New_York' },
    notes: '',
    requestedBy: 'coach',
    assessment: { clientFeedback: null },
    cancellation: null,
    lateReschedule: false,
    policy: { lateFrom: new Date(Date.parse(scheduledDate) - 24 * 3_600_000).toISOString(), allowRescheduling: true },
    startedAt: null,
    completedAt: null,
    sequence: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** The coach's availability as the API answers it: the spec's defaults (09:00-17:00, every day off), in New York. */
export function makeAvailability(overrides: Partial<CoachAvailability> = {}): CoachAvailability {
  return {
    timezone: 'America/New_York',
    weekly: defaultCoachSpecific().availability,
    overrides: [],
    blocks: [],
    sessionPreferences: defaultSessionPreferences(),
    ...overrides,
  };
}
