import { GOAL_MESSAGES, goalProgress, type AssistGoalResult, type Goal, type GoalBody } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { makeGoal, makeMilestone } from '../../test/factories.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { GoalsPage } from './goals-page.js';

export { apiFail, apiOk, callsTo, offContract, type FetchCall } from '../../test/fake-api.js';
export { daysFromNow, makeGoal, makeMilestone } from '../../test/factories.js';

type Override = (call: FetchCall) => FakeReply | undefined;

export const assistReply = (content: string, parsed: Partial<AssistGoalResult['parsedData']> = {}): AssistGoalResult => ({
  content,
  parsedData: { title: '', category: '', specific: '', measurable: '', achievable: '', relevant: '', timeBound: '', improvements: [], ...parsed },
});

/**
 * A small in-memory goals server; `override` answers first, for failures and special replies. Like
 * the real PUT, a body without milestones or status keeps the stored ones.
 */
function goalsServer(goals: Goal[], calls: FetchCall[], override: Override = () => undefined) {
  const saved = (id: string, body: GoalBody): Goal => {
    const old = goals.find((goal) => goal._id === id) ?? makeGoal({ _id: id, milestones: [] });
    const milestones = body.milestones
      ? body.milestones.map((m) => ({ ...makeMilestone(m.title, m.completed), _id: m._id ?? crypto.randomUUID() }))
      : old.milestones;
    const status = body.status ?? old.status;
    return { ...old, ...(body as Partial<Goal>), status, milestones, progress: goalProgress(status, milestones) };
  };
  const replace = (goal: Goal) => goals.splice(goals.findIndex((g) => g._id === goal._id), 1, goal);

  return async (call: FetchCall): Promise<Response> => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user: testUser() });
    calls.push(call);
    const overridden = await override(call);
    if (overridden) return overridden;
    const [, , id, , milestoneId] = call.path.split('/');
    if (call.path === '/goals' && call.method === 'GET') return apiOk('GET /goals', goals);
    if (call.path === '/goals' && call.method === 'POST') {
      const goal = saved(crypto.randomUUID(), { ...(call.body as GoalBody), milestones: [{ title: 'Goal defined', completed: true }] });
      goals.unshift(goal);
      return apiOk('POST /goals', goal, { message: GOAL_MESSAGES.created });
    }
    if (milestoneId && call.method === 'PUT') {
      const goal = goals.find((g) => g._id === id)!;
      const { completed } = call.body as { completed: boolean };
      const milestones = goal.milestones.map((m) => (m._id === milestoneId ? { ...m, completed } : m));
      const updated = { ...goal, milestones, progress: goalProgress(goal.status, milestones) };
      replace(updated);
      return apiOk('PUT /goals/:goalId/milestones/:milestoneId', updated);
    }
    if (id && call.method === 'PUT') {
      const goal = saved(id, call.body as GoalBody);
      replace(goal);
      return apiOk('PUT /goals/:id', goal);
    }
    if (id && call.method === 'DELETE') {
      goals.splice(goals.findIndex((g) => g._id === id), 1);
      return apiOk('DELETE /goals/:id', null);
    }
    return apiFail(404, 'Not found', 'NOT_FOUND');
  };
}

/** Signs a client in, stubs the API and renders the goals routes at `path`. */
export function renderGoals(options: { goals?: Goal[]; path?: string; override?: Override } = {}) {
  const calls: FetchCall[] = [];
  const handle = goalsServer(options.goals ?? [], calls, options.override);
  stubApi(handle);
  storeSession(testUser());
  const { router } = renderRoutes(
    [
      { path: '/client/goals', element: <GoalsPage /> },
      { path: '/client/goals/new', element: <GoalsPage /> },
      { path: '/client/goals/assistant', element: <p>Goal Assistant page</p> },
    ],
    options.path ?? '/client/goals',
  );
  return { calls, router, user: userEvent.setup() };
}

/** A 390 px phone: every max-width query matches (setup.ts answers as a wide screen otherwise). */
export function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width/.test(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
