import { ConversationsAnalyticsSchema, SessionsAnalyticsSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { callAs, signUpAdminWith } from '../support/admins.js';
import { createTestApp } from '../support/app.js';
import type { SignedIn } from '../support/factories.js';
import { completeSession, MINUTE, person, scheduleSession, setHourlyRate } from './support.js';

const { app, clock } = await createTestApp();

// Two practices: Ada (100 an hour) with Cleo and Cy, Bo (no rate) with Dee. Admins: every permission, a report viewer, one with none.
const admin = await signUpAdminWith(app);
const reportViewer = await signUpAdminWith(app, ['analytics.view']);
const powerless = await signUpAdminWith(app, ['users.manage', 'audit.view']);
const ada = await person(app, 'Ada', 'Lovelace', 'coach');
const bo = await person(app, 'Bo', 'Rate', 'coach');
const cleo = await person(app, 'Cleo', 'Park');
const cy = await person(app, 'Cy', 'Young');
const dee = await person(app, 'Dee', 'Quinn');
for (const [client, coach] of [[cleo, ada], [cy, ada], [dee, bo]] as const) await app.services.usersService.assignCoach(client.user._id, coach.user._id);
await setHourlyRate(app, ada, 100);

const at = (minutes: number) => new Date(clock().getTime() + minutes * MINUTE);
// Ada: an hour with Cleo completed and rated 8, 90 minutes with Cy completed, an hour with Cleo cancelled. Bo: an hour with Dee completed.
const withCleo = await scheduleSession(app, ada, cleo, at(0));
await completeSession(app, ada, withCleo);
expect((await callAs(app, cleo, 'PATCH', `/sessions/${withCleo}/feedback`, { satisfaction: 8 })).statusCode).toBe(200);
await completeSession(app, ada, await scheduleSession(app, ada, cy, at(90), 90));
await callAs(app, cleo, 'PATCH', `/sessions/${await scheduleSession(app, ada, cleo, at(200))}/cancel`, { reason: 'Travelling' });
await completeSession(app, bo, await scheduleSession(app, bo, dee, at(300)));

async function talk(coach: SignedIn, client: SignedIn, messages: string[]) {
  const started = await callAs(app, coach, 'POST', '/conversations', { clientId: client.user._id, title: 'Between sessions' });
  expect(started.statusCode, started.body).toBe(201);
  for (const content of messages) expect((await callAs(app, client, 'POST', `/conversations/${started.json().data.conversation._id}/messages`, { content })).statusCode).toBe(201);
}
// Conversations: Ada with Cleo (2 messages), Bo with Dee (1). AI coaching: Cleo one exchange; Dee one that raises a crisis alert.
await talk(ada, cleo, ['Booked the course', 'And the first class went well']);
await talk(bo, dee, ['See you Friday']);
expect((await aiCoachingApi(app, cleo.token).send((await createConversation(app, cleo.token))._id, { content: 'How do I prepare for a hard talk with my manager?' })).statusCode).toBe(200);
expect(
  (await aiCoachingApi(app, dee.token).send((await createConversation(app, dee.token))._id, { content: "I don't want to live anymore and I have a plan for how I would end my life." })).statusCode,
).toBe(200);

const get = (who: SignedIn, path: string) => callAs(app, who, 'GET', `/analytics/${path}`);
const sessions = async (who: SignedIn, query = '') => {
  const response = await get(who, `sessions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return SessionsAnalyticsSchema.parse(response.json().data);
};
const conversations = async (who: SignedIn, query = '') => {
  const response = await get(who, `conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ConversationsAnalyticsSchema.parse(response.json().data);
};
const today = clock().toISOString().slice(0, 10);

describe('GET /api/analytics/sessions', () => {
  it("gives admins the platform's sessions of the period by status and place, with hours, revenue and feedback", async () => {
    const report = await sessions(admin, '?period=7d');
    expect(report.scope).toEqual({ coachId: null });
    expect(report.totals).toEqual({
      total: 4,
      byStatus: { scheduled: 0, confirmed: 0, in_progress: 0, completed: 3, cancelled: 1, no_show: 0 },
      byLocation: { video_call: 4, phone: 0, in_person: 0 },
      completionRate: 75,
      hoursCompleted: 3.5,
      // Ada's 2.5 hours at 100; Bo has no rate.
      revenue: 250,
      averageDuration: 70,
      averageSatisfaction: 8,
      rated: 1,
    });
  });

  it('gives a coach their own practice only, and an admin any one coach by coachId', async () => {
    const own = await sessions(ada, '?period=7d');
    expect(own.scope).toEqual({ coachId: ada.user._id });
    expect(own.totals).toMatchObject({ total: 3, hoursCompleted: 2.5, revenue: 250, byStatus: { completed: 2, cancelled: 1 } });
    expect((await sessions(ada, `?coachId=${ada.user._id}`)).totals.total).toBe(3);
    const bos = await sessions(admin, `?period=7d&coachId=${bo.user._id}`);
    expect(bos.totals).toMatchObject({ total: 1, revenue: 0, hoursCompleted: 1 });
  });

  it('draws the series in days, weeks or months, every bucket of the period there, empty ones at 0', async () => {
    const week = await sessions(admin, '?period=7d');
    expect(week.period).toMatchObject({ to: today, interval: 'day', timezone: 'UTC' });
    expect(week.series).toHaveLength(7);
    expect(week.series.reduce((sum, point) => sum + point.total, 0)).toBe(4);
    expect(week.series.reduce((sum, point) => sum + point.revenue, 0)).toBe(250);
    expect((await sessions(admin, '?period=30d')).series).toHaveLength(30);
    const quarter = await sessions(admin, '?period=90d');
    expect(quarter.period.interval).toBe('week');
    expect(quarter.series.every((point) => new Date(`${point.bucket}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const year = await sessions(admin, '?period=12m');
    expect(year.period.interval).toBe('month');
    expect(year.series).toHaveLength(12);
    expect(year.series.at(-1)).toMatchObject({ bucket: `${today.slice(0, 7)}-01`, completed: 3, cancelled: 1 });
    const range = await sessions(admin, `?from=${today}&to=${today}&interval=month`);
    expect(range.period).toMatchObject({ from: today, to: today, interval: 'month' });
    expect(range.series).toEqual([expect.objectContaining({ bucket: `${today.slice(0, 7)}-01`, total: 4 })]);
    const earlier = await sessions(admin, '?from=2020-01-01&to=2020-01-31');
    expect(earlier.totals.total).toBe(0);
    expect(earlier.series).toHaveLength(31);
  });
});

describe('GET /api/analytics/conversations', () => {
  it("gives admins the platform's conversations, AI coaching use and safety alerts", async () => {
    const report = await conversations(admin);
    expect(report.period.interval).toBe('day');
    expect(report.human).toEqual({ started: 2, messages: 3, byStatus: { active: 2, paused: 0, completed: 0, archived: 0 }, activeNow: 2 });
    expect(report.ai).toMatchObject({ started: 2, userMessages: 2, people: 2, completed: 0, byStatus: { active: 2, paused: 0, completed: 0, archived: 0 } });
    // Each message has its reply.
    expect(report.ai.messages).toBe(4);
    expect(report.safety).toEqual({ alerts: 1, crisis: 1, concern: 0, open: 1 });
    expect(report.series.reduce((sum, point) => sum + point.aiMessages, 0)).toBe(4);
    expect(report.series.reduce((sum, point) => sum + point.safetyAlerts, 0)).toBe(1);
  });

  it("gives a coach their conversations and their clients' AI coaching, as figures: not another practice's alert", async () => {
    const report = await conversations(ada, '?period=7d');
    expect(report.scope).toEqual({ coachId: ada.user._id });
    expect(report.human).toMatchObject({ started: 1, messages: 2, activeNow: 1 });
    expect(report.ai).toMatchObject({ started: 1, messages: 2, userMessages: 1, people: 1 });
    expect(report.safety.alerts).toBe(0);
    expect((await conversations(bo, '?period=7d')).safety).toEqual({ alerts: 1, crisis: 1, concern: 0, open: 1 });
  });
});

describe('who may read the period reports', () => {
  it.each(['sessions', 'conversations'])('%s: admins with analytics.view and coaches for themselves; another coach 404, clients and other admins 403', async (path) => {
    expect((await get(reportViewer, path)).statusCode).toBe(200);
    for (const refused of [powerless, cleo]) {
      const response = await get(refused, path);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    expect((await get(powerless, `${path}?coachId=${ada.user._id}`)).statusCode).toBe(403);
    const otherCoach = await get(bo, `${path}?coachId=${ada.user._id}`);
    expect(otherCoach.statusCode).toBe(404);
    expect(otherCoach.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Coach not found' } });
    expect((await get(admin, `${path}?coachId=${cleo.user._id}`)).json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Coach not found' } });
    expect((await get(admin, `${path}?coachId=${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('the period asked for', () => {
  it.each([
    ['?period=5d', 'Choose a period of 7d, 30d, 90d or 12m', 'period'],
    ['?from=2026-01-01', 'Give both a from and a to date', 'to'],
    ['?to=2026-01-01', 'Give both a from and a to date', 'from'],
    ['?period=7d&from=2026-01-01&to=2026-01-02', 'Give either a period or a from and to date, not both', 'period'],
    ['?from=2026-02-01&to=2026-01-01', 'The from date must not be after the to date', 'from'],
    ['?from=2020-01-01&to=2026-01-01', 'A period can span at most 731 days', 'to'],
    ['?from=2026-02-30&to=2026-03-01', 'Use a date in the form YYYY-MM-DD', 'from'],
    ['?from=yesterday&to=2026-03-01', 'Use a date in the form YYYY-MM-DD', 'from'],
    ['?from=2026-01-01&to=2026-13-45', 'Use a date in the form YYYY-MM-DD', 'to'],
    ['?interval=hour', 'Group by day, week or month', 'interval'],
    ['?coachId=nobody', undefined, 'coachId'],
  ])('%s is refused in words: %s', async (query, message, path) => {
    const response = await get(admin, `sessions${query}`);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { success: boolean; errors: { msg: string; path: string }[] };
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([expect.objectContaining({ path, ...(message ? { msg: message } : {}) })]);
  });
});
