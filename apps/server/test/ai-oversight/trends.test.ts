import { CoachAiAnalyticsSchema, type AiConversation } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signIn, signUp, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';
import { oversightApi, raiseAlert } from './oversight-api.js';

const WEEK_MS = 7 * 86_400_000;
const { app, clock } = await createTestApp();
const pair = await signUpCoachAndClient(app);
const quietClient = await signUp(app, { profile: { firstName: 'Quinn', lastName: 'Park' } });
await app.services.usersService.assignCoach(quietClient.user._id, pair.coach.user._id);
const otherPair = await signUpCoachAndClient(app);
const adminAccount = await signUpAdmin(app);
let client = pair.client;

async function say(user: SignedIn, conversationId: string, content: string) {
  const response = await aiCoachingApi(app, user.token).send(conversationId, { content });
  expect(response.statusCode).toBe(200);
}

async function clientSentiments(conversationId: string, since: string) {
  const conversation = (await aiCoachingApi(app, client.token).get(conversationId)).json().data.conversation as AiConversation;
  return conversation.messages.filter((message) => message.role === 'client' && message.timestamp >= since).map((message) => message.metadata.sentiment);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

// Last week: two messages in one conversation. This week: one message in each of two conversations, one of them a crisis.
const lastWeekStart = clock().toISOString();
const first = await createConversation(app, client.token);
await say(client, first._id, 'I am happy with how my presentation went, it was a great success.');
await say(client, first._id, 'I will ask my manager for feedback by Friday.');
const lastWeekSentiments = await clientSentiments(first._id, lastWeekStart);
clock.advance(WEEK_MS);
// A week on, the sign-ins have expired: everyone signs in again.
const again = (user: SignedIn) => signIn(app, user.email, user.password);
client = await again(client);
const [coach, admin, otherClient] = [await again(pair.coach), await again(adminAccount), await again(otherPair.client)];
const thisWeekStart = clock().toISOString();
await say(client, first._id, 'This week was terrible and I feel awful about the deadline.');
const crisisId = await raiseAlert(app, client);
const thisWeekSentiments = [...(await clientSentiments(first._id, thisWeekStart)), ...(await clientSentiments(crisisId, thisWeekStart))];
await say(otherClient, (await createConversation(app, otherClient.token))._id, 'Someone else entirely.');

describe('GET /api/ai-coaching/coach-analytics', () => {
  it("gives each of the coach's clients their AI coaching week by week, and no one else's", async () => {
    const response = await oversightApi(app, coach.token).coachAnalytics();
    expect(response.statusCode).toBe(200);
    const { weeks, clients } = CoachAiAnalyticsSchema.parse(response.json().data);
    expect(weeks).toHaveLength(12);
    expect(clients.map((row) => row.clientId)).toEqual([client.user._id, quietClient.user._id]);

    const [active, quiet] = clients;
    const [previous, current] = active!.weeks.slice(-2);
    expect(previous).toMatchObject({ conversations: 1, messages: 2 });
    expect(previous!.sentiment).toBeCloseTo(mean(lastWeekSentiments), 3);
    expect(current).toMatchObject({ conversations: 2, messages: 2 });
    expect(current!.sentiment).toBeCloseTo(mean(thisWeekSentiments), 3);
    expect(current!.engagement).toEqual(expect.any(Number));
    expect(active!.weeks.slice(0, -2).every((week) => week.messages === 0 && week.sentiment === null)).toBe(true);
    expect(active).toMatchObject({ clientName: 'Riley Chen', conversations: 2, messages: 4, openAlerts: 1, lastActivity: expect.any(String) });
    expect(active!.averageSentiment).toBeCloseTo(mean([...lastWeekSentiments, ...thisWeekSentiments]), 3);
    expect(quiet).toMatchObject({ conversations: 0, messages: 0, averageSentiment: null, averageEngagement: null, lastActivity: null, openAlerts: 0 });
  });

  it('covers the weeks asked for, and refuses a number of weeks out of range', async () => {
    const two = CoachAiAnalyticsSchema.parse((await oversightApi(app, coach.token).coachAnalytics('?weeks=1')).json().data);
    expect(two.weeks).toHaveLength(1);
    expect(two.clients[0]!.weeks).toEqual([expect.objectContaining({ messages: 2 })]);
    for (const weeks of ['0', '53', 'many']) expect((await oversightApi(app, coach.token).coachAnalytics(`?weeks=${weeks}`)).statusCode).toBe(400);
  });

  it('covers every client for an admin and is refused to clients', async () => {
    const everyone = CoachAiAnalyticsSchema.parse((await oversightApi(app, admin.token).coachAnalytics()).json().data);
    expect(everyone.clients.map((row) => row.clientId)).toEqual(expect.arrayContaining([client.user._id, otherPair.client.user._id]));
    expect((await oversightApi(app, client.token).coachAnalytics()).statusCode).toBe(403);
  });
});
