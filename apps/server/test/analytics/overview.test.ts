import { ANALYTICS_MESSAGES, PlatformAnalyticsSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { dayIn, startOfDay } from '../../src/modules/analytics/period.js';
import { createConversation } from '../support/ai-coaching.js';
import { callAs, signUpAdminCast, signUpAdminWith } from '../support/admins.js';
import { createTestApp } from '../support/app.js';
import { createGoal } from '../support/goals.js';
import { completeSession, heldAt, MINUTE, midLastMonth, person, registeredAt, scheduleSession, setHourlyRate } from './support.js';

const { app, database, clock } = await createTestApp();

// The platform: five admins, three coaches (Ada charging 120 an hour, Bo and the cast's without a rate), three clients.
const cast = await signUpAdminCast(app);
const powerless = await signUpAdminWith(app, []);
const ada = await person(app, 'Ada', 'Lovelace', 'coach');
const cleo = await person(app, 'Cleo', 'Park');
const bo = await person(app, 'Bo', 'Rate', 'coach');
const dee = await person(app, 'Dee', 'Quinn');
await app.services.usersService.assignCoach(cleo.user._id, ada.user._id);
await app.services.usersService.assignCoach(dee.user._id, bo.user._id);
await setHourlyRate(app, ada, 120);

// Ada: an hour completed last month (120), an hour and a half completed this month (180), one cancelled.
// Bo, who has no rate: an hour completed this month (0).
const lastMonths = await scheduleSession(app, ada, cleo, clock());
await completeSession(app, ada, lastMonths);
await heldAt(database, lastMonths, midLastMonth(clock()));
const thisMonths = await scheduleSession(app, ada, cleo, clock(), 90);
await scheduleSession(app, ada, cleo, new Date(clock().getTime() + 120 * MINUTE)).then((id) => callAs(app, cleo, 'PATCH', `/sessions/${id}/cancel`, { reason: 'Travelling' }));
const bos = await scheduleSession(app, bo, dee, new Date(clock().getTime() + 240 * MINUTE));
await completeSession(app, bo, bos);

// Bo and Dee registered last month; Dee was deactivated since.
await registeredAt(database, bo.user._id, midLastMonth(clock()));
await registeredAt(database, dee.user._id, midLastMonth(clock()));
expect((await callAs(app, cast.admin, 'DELETE', `/users/${dee.user._id}`)).statusCode).toBe(200);

// The app's clock stands still unless moved, the database's runs: two minutes on, these come after every registration.
clock.advance(2 * MINUTE);
await createGoal(app, cleo.token, { title: 'Run a half marathon', category: 'Health & Wellness' });
await createConversation(app, cleo.token);
expect((await callAs(app, ada, 'POST', '/conversations', { clientId: cleo.user._id, title: 'Between sessions' })).statusCode).toBe(201);
// The newest event of all: Ada completes the session of this month, two minutes later.
clock.advance(2 * MINUTE);
await completeSession(app, ada, thisMonths);

const overview = async (who = cast.admin) => callAs(app, who, 'GET', '/analytics/overview');

describe('GET /api/analytics/overview', () => {
  it("answers spec section 3's Platform analytics, counted from the data", async () => {
    const response = await overview();
    expect(response.statusCode, response.body).toBe(200);
    const data = PlatformAnalyticsSchema.parse(response.json().data);

    // Revenue: completed sessions' hours times the coach's rate; a coach without a rate counts 0.
    expect(data.financials).toEqual({ totalRevenue: 300, monthlyRevenue: 180, revenueGrowth: 50 });
    // Eleven accounts, one deactivated; nine registered this month against two last month: 350% more.
    expect(data.users).toEqual({ active: 10, total: 11, growth: 350, newToday: 9, byRole: { client: 3, coach: 3, admin: 5 } });
    // Three sessions held (the cancelled one is not), two this month against one last month.
    expect(data.sessions).toEqual({ total: 3, completed: 3, growth: 100 });
    expect(data.conversations).toEqual({ total: 1, active: 1, growth: 100, human: { total: 1, active: 1 } });
    expect(data.timezone).toBe('UTC');
  });

  it('charts 12 months of growth, sessions and revenue, oldest first, and the roles', async () => {
    const { charts } = PlatformAnalyticsSchema.parse((await overview()).json().data);
    const now = clock();
    const month = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    expect(charts.userGrowth.map((point) => point.month)).toEqual(Array.from({ length: 12 }, (_, index) => month(11 - index)));
    expect(charts.userGrowth.slice(-2)).toEqual([
      { month: month(1), newUsers: 2, total: 2, byRole: { client: 1, coach: 1, admin: 0 } },
      { month: month(0), newUsers: 9, total: 11, byRole: { client: 2, coach: 2, admin: 5 } },
    ]);
    expect(charts.userGrowth.slice(0, 10).every((point) => point.newUsers === 0 && point.total === 0)).toBe(true);
    expect(charts.roleDistribution).toEqual([
      { role: 'client', count: 3, active: 2 },
      { role: 'coach', count: 3, active: 3 },
      { role: 'admin', count: 5, active: 5 },
    ]);
    expect(charts.sessionActivity.slice(-2)).toEqual([
      { month: month(1), total: 1, completed: 1, cancelled: 0, noShow: 0 },
      { month: month(0), total: 2, completed: 2, cancelled: 1, noShow: 0 },
    ]);
    expect(charts.revenue.slice(-2)).toEqual([
      { month: month(1), revenue: 120 },
      { month: month(0), revenue: 180 },
    ]);
  });

  it('lists the 5 latest events newest first, each in words and with what it names', async () => {
    const { recentActivity } = PlatformAnalyticsSchema.parse((await overview()).json().data);
    expect(recentActivity).toHaveLength(5);
    const times = recentActivity.map((item) => Date.parse(item.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(recentActivity[0]).toMatchObject({
      type: 'session',
      event: 'sessionCompleted',
      title: 'Session completed',
      description: 'Ada Lovelace completed a session with Cleo Park',
      params: { coach: 'Ada Lovelace', client: 'Cleo Park' },
    });
    for (const item of recentActivity) expect(item.title).toBe(ANALYTICS_MESSAGES[item.event]);
    expect(recentActivity.slice(1, 4).map((item) => item.description).sort()).toEqual([
      'Ada Lovelace and Cleo Park started a conversation',
      'Cleo Park set a goal in Health & Wellness',
      'Cleo Park started a conversation with the AI coach',
    ]);
    expect(recentActivity[4]).toMatchObject({ type: 'user', event: 'userRegistered', title: 'New user registered' });
  });

  it('is for admins holding analytics.view: a report viewer reads it, other admins, coaches and clients get 403', async () => {
    expect((await overview(cast.reportViewer)).statusCode).toBe(200);
    for (const who of [cast.auditor, powerless, cast.coach, ada, cast.client, cleo]) {
      const refused = await overview(who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/analytics/overview' })).statusCode).toBe(401);
  });
});

describe("the platform's day", () => {
  it('counts the registrations of today in the timezone an admin set for the platform', async () => {
    const fresh = await createTestApp();
    const admin = await signUpAdminWith(fresh.app);
    const zone = 'Asia/Tokyo';
    const setting = await callAs(fresh.app, admin, 'PUT', '/admin/settings', { timezone: zone });
    expect(setting.statusCode, setting.body).toBe(200);
    const midnight = startOfDay(dayIn(fresh.clock(), zone), zone);
    const late = await person(fresh.app, 'Late', 'Yesterday');
    const early = await person(fresh.app, 'Early', 'Today');
    await registeredAt(fresh.database, late.user._id, new Date(midnight.getTime() - MINUTE));
    await registeredAt(fresh.database, early.user._id, new Date(Math.min(midnight.getTime() + MINUTE, fresh.clock().getTime())));
    const response = await callAs(fresh.app, admin, 'GET', '/analytics/overview');
    expect(response.statusCode, response.body).toBe(200);
    // The admin registered now, and the one a minute after midnight in Tokyo; not the one a minute before.
    expect(response.json().data.users).toMatchObject({ total: 3, newToday: 2 });
    expect(response.json().data.timezone).toBe(zone);
  });
});
