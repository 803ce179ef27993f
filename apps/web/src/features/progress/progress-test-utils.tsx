import { MOOD_SCALE, PROGRESS_MESSAGES, type ClientMetrics, type Goal, type Reflection, type SkillRatingOverview } from '@coaching/contract';
import { vi } from 'vitest';
import { fixtureId } from '../../test/factories.js';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { testUser } from '../../test/render.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { makeClientMetrics, NOW, TODAY } from '../../test/client-metrics.js';
import { makeSkillRating, noSkillRatings } from './progress-fixtures.js';
import { ProgressPage } from './progress-page.js';

/** What the fake API holds; a reflection written through it shows in the metrics' today, as the server's would. */
export type FakeProgressServer = { metrics: ClientMetrics; reflections: Reflection[]; goals: Goal[]; skills: SkillRatingOverview; calls: FetchCall[] };

type Options = {
  metrics?: ClientMetrics;
  reflections?: Reflection[];
  goals?: Goal[];
  skills?: SkillRatingOverview;
  /** The address the page opens at, e.g. '/client/progress?tab=skills'. */
  path?: string;
  language?: string;
  override?: (call: FetchCall) => FakeReply | undefined;
};

/** Signs the test client in (in UTC), stubs the progress API and renders /client/progress. */
export function renderProgress(options: Options = {}) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const user = testUser({ preferences: { ...testUser().preferences, language: options.language ?? 'en' } });
  const server: FakeProgressServer = {
    metrics: options.metrics ?? makeClientMetrics(),
    reflections: options.reflections ?? [],
    goals: options.goals ?? [],
    skills: options.skills ?? noSkillRatings(),
    calls: [],
  };
  return renderWithFakeApi({ user, server, handle, override: options.override, routes: [{ path: '/client/progress', element: <ProgressPage /> }], path: options.path ?? '/client/progress' });
}

let created = 0;

function handle(server: FakeProgressServer, call: FetchCall): Response {
  const [pathname = ''] = call.path.split('?');
  const id = /^\/reflections\/([^/]+)$/.exec(pathname)?.[1];
  if (pathname === '/analytics/client' && call.method === 'GET') return apiOk('GET /analytics/client', withReflections(server));
  if (pathname === '/goals' && call.method === 'GET') return apiOk('GET /goals', server.goals);
  if (pathname === '/reflections' && call.method === 'GET') {
    return apiOk('GET /reflections', { reflections: server.reflections, pagination: { page: 1, limit: 20, total: server.reflections.length } });
  }
  if (pathname === '/reflections' && call.method === 'POST') {
    const body = call.body as { reflection: string; mood?: number; confidence?: number };
    const at = new Date().toISOString();
    const reflection = { _id: fixtureId(++created, 49), clientId: testUser()._id, reflection: body.reflection, mood: body.mood ?? MOOD_SCALE.default, confidence: body.confidence ?? MOOD_SCALE.default, date: at, updatedAt: at };
    server.reflections = [reflection, ...server.reflections];
    return apiOk('POST /reflections', { reflection }, { message: PROGRESS_MESSAGES.reflectionSaved });
  }
  if (id && call.method === 'PUT') {
    const existing = server.reflections.find((reflection) => reflection._id === id);
    if (!existing) return apiFail(404, PROGRESS_MESSAGES.reflectionNotFound, 'NOT_FOUND');
    const reflection = { ...existing, ...(call.body as object) };
    server.reflections = server.reflections.map((item) => (item._id === id ? reflection : item));
    return apiOk('PUT /reflections/:id', { reflection }, { message: PROGRESS_MESSAGES.reflectionUpdated });
  }
  if (id && call.method === 'DELETE') {
    server.reflections = server.reflections.filter((reflection) => reflection._id !== id);
    return apiOk('DELETE /reflections/:id', null, { message: PROGRESS_MESSAGES.reflectionDeleted });
  }
  if (pathname === '/skill-ratings' && call.method === 'GET') return apiOk('GET /skill-ratings', server.skills);
  if (pathname === '/skill-ratings' && call.method === 'POST') {
    const { scores } = call.body as { scores: { skill: string; rating: number }[] };
    const rating = makeSkillRating(0, 'client', Object.fromEntries(scores.map((score) => [score.skill, score.rating])));
    server.skills = { ...server.skills, self: { latest: rating, previous: server.skills.self.latest }, history: [rating, ...server.skills.history] };
    return apiOk('POST /skill-ratings', { rating }, { message: PROGRESS_MESSAGES.skillsSaved });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

/** Today's mood, confidence and count from the reflections written today, as the server counts them. */
function withReflections(server: FakeProgressServer): ClientMetrics {
  const today = server.reflections.filter((reflection) => reflection.date.startsWith(TODAY));
  if (today.length === 0) return server.metrics;
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const days = server.metrics.progress.days.map((day) =>
    day.date === TODAY
      ? { ...day, mood: mean(today.map((r) => r.mood)), confidence: mean(today.map((r) => r.confidence)), reflections: today.length, engagement: day.engagement - day.reflections + today.length }
      : day,
  );
  return { ...server.metrics, progress: { ...server.metrics.progress, days } };
}
