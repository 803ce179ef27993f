import type { Goal, Milestone, Session } from '@coaching/contract';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { storeSession, testUser } from '../../test/render.js';
import { makeClientMetrics } from '../../test/client-metrics.js';

const DAY = 86_400_000;
const id = (n: number, kind: number) => `00000000-0000-4000-8000-${String(kind).padStart(4, '0')}${String(n).padStart(8, '0')}`;

export function milestone(title: string, completed: boolean, n = 0): Milestone {
  return { _id: id(n, 2), title, completed, completedDate: completed ? new Date().toISOString() : null, dueDate: null };
}

/** An active goal whose first milestone is done, as a new goal starts. */
export function goal(n: number, overrides: Partial<Goal> = {}): Goal {
  const now = new Date().toISOString();
  const titles = ['Goal defined', '25% checkpoint', '50% checkpoint', '75% checkpoint', 'Goal achieved'];
  return {
    _id: id(n, 1),
    clientId: testUser()._id,
    title: `Goal ${n}`,
    description: '',
    category: 'Career Development',
    targetDate: new Date(Date.now() + 60 * DAY).toISOString(),
    status: 'active',
    progress: 20,
    completedDate: null,
    milestones: titles.map((title, index) => milestone(`Goal ${n}: ${title}`, index === 0, n * 10 + index)),
    smartCriteria: { specific: '', measurable: '', achievable: '', relevant: '', timeBound: '' },
    aiSuggestions: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A signed-in client; GET /api/goals answers with what `goals` returns on each call, `other` any other call. */
export function stubGoals(goals: () => FakeReply, other: (call: FetchCall) => FakeReply | undefined = () => undefined) {
  const user = testUser();
  storeSession(user);
  return stubApi((call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user });
    if (call.path === '/goals') return goals();
    const reply = other(call);
    if (reply) return reply;
    // The upcoming sessions widget sits beside the goals: none unless a test says otherwise.
    if (call.path.startsWith('/sessions/upcoming/list')) return apiOk('GET /sessions/upcoming/list', { sessions: [] });
    // The number tiles above: a client with nothing yet unless a test says otherwise.
    if (call.path === '/analytics/client') return apiOk('GET /analytics/client', makeClientMetrics());
    return apiFail(404, 'Not found', 'NOT_FOUND');
  });
}

export const goalsReply = (goals: Goal[]) => apiOk('GET /goals', goals);

/** A confirmed hour-long session of the test client with their coach, `n` days from now. */
export function upcomingSession(n: number, overrides: Partial<Session> = {}): Session {
  const start = new Date(Date.now() + n * DAY).toISOString();
  const person = (kind: number, firstName: string) => ({ _id: id(0, kind), firstName, lastName: 'Doe', timezone: 'UTC' });
  return {
    _id: id(n, 3),
    title: `Session ${n}`,
    status: 'confirmed',
    scheduledDate: start,
    endDate: new Date(Date.parse(start) + 3_600_000).toISOString(),
    duration: 60,
    location: { type: 'video_call', details: '' },
    locationType: 'video_call',
    clientId: id(0, 4),
    coachId: id(0, 5),
    client: person(4, 'Jordan'),
    coach: person(5, 'Sarah'),
    requestedBy: 'client',
    assessment: { clientFeedback: null },
    cancellation: null,
    lateReschedule: false,
    policy: { lateFrom: new Date(Date.parse(start) - 24 * 3_600_000).toISOString(), allowRescheduling: true },
    startedAt: null,
    completedAt: null,
    sequence: 0,
    plan: null,
    createdAt: start,
    updatedAt: start,
    ...overrides,
  };
}
