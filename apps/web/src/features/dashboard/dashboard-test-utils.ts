import type { Goal, Milestone } from '@coaching/contract';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { storeSession, testUser } from '../../test/render.js';

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
    return other(call) ?? apiFail(404, 'Not found', 'NOT_FOUND');
  });
}

export const goalsReply = (goals: Goal[]) => apiOk('GET /goals', goals);
