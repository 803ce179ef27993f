import { CoachAiInsightsSchema, GLOBAL_ERROR_MESSAGES, LIST_LIMITS } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signIn, signUp, type SignedIn } from '../support/factories.js';
import { DAY, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const FORBIDDEN = { success: false, error: { code: 'FORBIDDEN', message: GLOBAL_ERROR_MESSAGES.forbidden } };
/** Moving the clock a month on ends every session: sign the user in again. */
const again = (user: SignedIn) => signIn(app, user.email, user.password);

describe('GET /api/ai-coaching/coach-insights', () => {
  it("covers the coach's own clients only: sessions, clients active in the last 30 days listed, the latest summaries", async () => {
    const { coach, client: first } = await signUpCoachAndClient(app);
    const second = await signUp(app, { profile: { firstName: 'Sam', lastName: 'Okafor' } });
    const dormant = await signUp(app);
    for (const client of [second, dormant]) await app.services.usersService.assignCoach(client.user._id, coach.user._id);
    const stranger = await signUp(app);

    await createConversation(app, dormant.token, { title: 'Long ago' });
    clock.advance(31 * DAY);
    const [lead, firstNow, secondNow, strangerNow] = await Promise.all([again(coach), again(first), again(second), again(stranger)]);
    await createConversation(app, firstNow.token, { title: 'First A' });
    clock.advance(60_000);
    const firstB = await createConversation(app, firstNow.token, { title: 'First B' });
    clock.advance(60_000);
    const sam = await createConversation(app, secondNow.token, { title: 'Sam' });
    await createConversation(app, strangerNow.token, { title: 'Not theirs' });
    await createConversation(app, lead.token, { title: "The coach's own" });

    const response = await aiCoachingApi(app, lead.token).coachInsights();
    expect(response.statusCode).toBe(200);
    const insights = CoachAiInsightsSchema.parse(response.json().data);
    expect(insights).toMatchObject({ totalClientAISessions: 4, conversationAlerts: [] });
    // Most recent activity first; the dormant client and the stranger are not listed.
    expect(insights.activeClients).toEqual([
      { clientId: second.user._id, clientName: 'Sam Okafor', lastActivity: sam.analytics.lastActivity },
      { clientId: first.user._id, clientName: 'Riley Chen', lastActivity: firstB.analytics.lastActivity },
    ]);
    expect(insights.summaryReports.map((report) => [report.title, report.clientName])).toEqual([
      ['Sam', 'Sam Okafor'],
      ['First B', 'Riley Chen'],
      ['First A', 'Riley Chen'],
    ]);
  });

  it('is for coaches (and admins, see admin-insights.test.ts), not clients; a coach without clients sees zeros', async () => {
    const client = await signUp(app);
    const coach = await signUp(app, { role: 'coach' });
    expect((await aiCoachingApi(app, client.token).coachInsights()).json()).toEqual(FORBIDDEN);
    const fresh = await aiCoachingApi(app, coach.token).coachInsights();
    expect(fresh.json().data).toEqual({ totalClientAISessions: 0, activeClients: [], conversationAlerts: [], summaryReports: [] });
  });

  it('lists every active client, more than the dashboard shows, and moves a client up when they talk again', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const clients = await Promise.all(Array.from({ length: LIST_LIMITS.activeAiClients + 2 }, () => signUp(app)));
    const conversations: string[] = [];
    for (const client of clients) {
      await app.services.usersService.assignCoach(client.user._id, coach.user._id);
      conversations.push((await createConversation(app, client.token))._id);
      clock.advance(60_000);
    }
    await aiCoachingApi(app, clients[0]!.token).send(conversations[0]!, { content: 'I am back with an update.' });

    const insights = CoachAiInsightsSchema.parse((await aiCoachingApi(app, coach.token).coachInsights()).json().data);
    expect(insights.activeClients).toHaveLength(LIST_LIMITS.activeAiClients + 2);
    const order = [clients[0]!, ...clients.slice(1).reverse()].map((client) => client.user._id);
    expect(insights.activeClients.map((active) => active.clientId)).toEqual(order);
    const times = insights.activeClients.map((active) => Date.parse(active.lastActivity));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
