import { goalProgress, type AssistGoalResult, type Goal, type GoalBody, type Milestone } from '@coaching/contract';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse, renderRoutes, storeSession, testUser } from '../../test/render.js';
import { GoalsPage } from './goals-page.js';

/** The API's envelopes, as the server sends them. */
export const apiOk = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });
export const apiFail = (status: number, message: string, code: string, errors?: { msg: string; path: string }[]) =>
  jsonResponse(status, { success: false, error: { message, code }, ...(errors ? { errors } : {}) });

export type FetchCall = { path: string; method: string; body: unknown };
type Override = (call: FetchCall) => Response | Promise<Response> | undefined;

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeMilestone(title: string, completed = false): Milestone {
  return { _id: crypto.randomUUID(), title, completed, completedDate: completed ? new Date().toISOString() : null, dueDate: null };
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  const now = new Date().toISOString();
  const milestones = overrides.milestones ?? [makeMilestone('Goal defined', true), makeMilestone('50% checkpoint')];
  const status = overrides.status ?? 'active';
  return {
    _id: crypto.randomUUID(),
    clientId: testUser()._id,
    title: 'Run a half marathon',
    description: 'Build up to 21 km',
    category: 'Health & Wellness',
    targetDate: daysFromNow(120),
    status,
    progress: goalProgress(status, milestones),
    completedDate: null,
    milestones,
    smartCriteria: { specific: 'Run 21 km', measurable: 'Race time', achievable: 'Three runs a week', relevant: 'Health', timeBound: 'By spring' },
    aiSuggestions: [],
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

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
    if (call.path === '/auth/me') return apiOk(testUser());
    calls.push(call);
    const overridden = await override(call);
    if (overridden) return overridden;
    const [, , id, , milestoneId] = call.path.split('/');
    if (call.path === '/goals' && call.method === 'GET') return apiOk(goals);
    if (call.path === '/goals' && call.method === 'POST') {
      const goal = saved(crypto.randomUUID(), { ...(call.body as GoalBody), milestones: [{ title: 'Goal defined', completed: true }] });
      goals.unshift(goal);
      return jsonResponse(201, { success: true, data: goal, message: 'Goal created' });
    }
    if (milestoneId && call.method === 'PUT') {
      const goal = goals.find((g) => g._id === id)!;
      const { completed } = call.body as { completed: boolean };
      const milestones = goal.milestones.map((m) => (m._id === milestoneId ? { ...m, completed } : m));
      const updated = { ...goal, milestones, progress: goalProgress(goal.status, milestones) };
      replace(updated);
      return apiOk(updated);
    }
    if (id && call.method === 'PUT') {
      const goal = saved(id, call.body as GoalBody);
      replace(goal);
      return apiOk(goal);
    }
    if (id && call.method === 'DELETE') {
      goals.splice(goals.findIndex((g) => g._id === id), 1);
      return apiOk(null);
    }
    return apiFail(404, 'Not found', 'NOT_FOUND');
  };
}

/** Signs a client in, stubs the API and renders the goals routes at `path`. */
export function renderGoals(options: { goals?: Goal[]; path?: string; override?: Override } = {}) {
  const calls: FetchCall[] = [];
  const handle = goalsServer(options.goals ?? [], calls, options.override);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return handle({ path: String(input).replace(/^\/api/, ''), method: init.method ?? 'GET', body });
    }),
  );
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

export const callsTo = (calls: FetchCall[], method: string, path?: string) =>
  calls.filter((call) => call.method === method && (path === undefined || call.path === path));
