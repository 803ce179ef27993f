import type { CoachClient, CoachMetrics, Session } from '@coaching/contract';
import { makeCoachClient } from '../../test/factories.js';

export const COACH_ID = '0c0a0c0a-1111-4aaa-8bbb-000000000001';

/** A well-formed id whose last digits are n, so that fixtures sort and read predictably. */
export const fixtureId = (n: number) => `5b0c8d4e-2f7a-4b8e-9a51-${String(n).padStart(12, '0')}`;

/** A client of the test coach with the given stats and goals. */
export function makeClient(n: number, firstName: string, overrides: Partial<Omit<CoachClient, 'stats'>> & { stats?: Partial<CoachClient['stats']> } = {}): CoachClient {
  const base = makeCoachClient(fixtureId(n), firstName, 'Doe');
  const { stats, ...rest } = overrides;
  return { ...base, ...rest, stats: { ...base.stats, ...stats } };
}

export function makeMetrics(overrides: Partial<CoachMetrics> = {}): CoachMetrics {
  return {
    totalClients: 0,
    activeConversations: 0,
    totalSessions: 0,
    completedSessions: 0,
    upcomingSessions: 0,
    averageSessionRating: null,
    ratedSessions: 0,
    series: { sessionsPerWeek: [], ratingsPerWeek: [] },
    ...overrides,
  };
}

/** A one-hour session of the test coach with a client. */
export function makeSession(client: CoachClient, overrides: Partial<Session> = {}): Session {
  const scheduledDate = overrides.scheduledDate ?? '2030-03-04T15:00:00.000Z';
  const now = '2030-01-02T09:00:00.000Z';
  return {
    _id: crypto.randomUUID(),
    title: 'Career check-in',
    status: 'confirmed',
    scheduledDate,
    endDate: new Date(Date.parse(scheduledDate) + 3_600_000).toISOString(),
    duration: 60,
    location: { type: 'video_call', details: 'https://meet.example.com/abc' },
    locationType: 'video_call',
    clientId: client._id,
    coachId: COACH_ID,
    client: { _id: client._id, firstName: client.profile.firstName, lastName: client.profile.lastName, timezone: 'UTC' },
    coach: { _id: COACH_ID, firstName: 'Sarah', lastName: 'Mitchell', timezone: 'UTC' },
    notes: '',
    requestedBy: 'coach',
    assessment: { clientFeedback: null },
    cancellation: null,
    lateReschedule: false,
    policy: { lateFrom: new Date(Date.parse(scheduledDate) - 86_400_000).toISOString(), allowRescheduling: true },
    startedAt: null,
    completedAt: null,
    sequence: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
