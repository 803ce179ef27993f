import { CoachClientListSchema, type CoachClient } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { createGoal, signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const HOUR = 3_600_000;

const list = async (who: SignedIn, params: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: `/api/coach/clients?${new URLSearchParams(params)}`, headers: bearer(who.token) });
  expect(response.statusCode, response.body).toBe(200);
  return CoachClientListSchema.parse(response.json().data);
};
const one = (who: SignedIn, id: string) => app.inject({ method: 'GET', url: `/api/coach/clients/${id}`, headers: bearer(who.token) });
const post = (who: SignedIn, url: string, payload: object) => app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(who.token), payload });

async function secondClientOf(coach: SignedIn): Promise<SignedIn> {
  const client = await signUp(app);
  await app.services.usersService.assignCoach(client.user._id, coach.user._id);
  return client;
}

describe('GET /api/coach/clients', () => {
  it("lists the coach's own clients with their counts and last activity, most recently active first", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const quiet = await secondClientOf(coach);
    // The first client: a conversation with a message, two active goals, one session to come.
    const conversation = (await post(coach, 'conversations', { clientId: client.user._id, title: 'Weekly check-in' })).json().data.conversation;
    // A few minutes later (access tokens last longer): the client's message is their latest activity.
    clock.advance(5 * 60_000);
    await post(client, `conversations/${conversation._id}/messages`, { content: 'Here is my update.' });
    await createGoal(app, client.token, { title: 'Run a half marathon' });
    await createGoal(app, client.token, { title: 'Read twelve books' });
    await createGoal(app, client.token, { title: 'Learn to swim', status: 'completed' });
    const upcoming = new Date(clock().getTime() + 48 * HOUR).toISOString();
    await post(coach, 'sessions', { clientId: client.user._id, scheduledDate: upcoming });

    const { clients, pagination } = await list(coach);
    expect(pagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect(clients.map((listed) => listed._id)).toEqual([client.user._id, quiet.user._id]);
    const [first] = clients as [CoachClient, CoachClient];
    expect(first.stats).toEqual({ totalSessions: 1, completedSessions: 0, activeConversations: 1, activeGoals: 2, completedGoals: 1 });
    expect(clients[1]!.stats).toEqual({ totalSessions: 0, completedSessions: 0, activeConversations: 0, activeGoals: 0, completedGoals: 0 });
    expect(first.lastActivity).toBe(clock().toISOString());
    expect(first.aiConfig.guardrails.communicationStyle).toBe(first.aiConfig.communicationStyle);

    expect((await list(coach, { sortBy: 'createdAt', sortOrder: 'asc' })).clients.map((listed) => listed._id)).toEqual([client.user._id, quiet.user._id]);
    expect((await list(coach, { search: quiet.user.email })).clients.map((listed) => listed._id)).toEqual([quiet.user._id]);
    expect((await list(coach, { limit: '1', page: '3' }))).toMatchObject({ clients: [], pagination: { total: 2 } });
    expect((await list(coach, { status: 'inactive' })).clients).toEqual([]);
  });

  it("shows nobody else's clients: a second coach sees only theirs and gets 404 for another's client; clients and admins get 403", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: secondCoach, client: theirs } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    expect((await list(secondCoach)).clients.map((listed) => listed._id)).toEqual([theirs.user._id]);
    expect((await one(secondCoach, client.user._id)).statusCode).toBe(404);
    expect((await one(coach, client.user._id)).json().data.client._id).toBe(client.user._id);
    for (const who of [client, admin]) {
      expect((await app.inject({ method: 'GET', url: '/api/coach/clients', headers: bearer(who.token) })).statusCode).toBe(403);
      expect((await one(who, client.user._id)).statusCode).toBe(403);
    }
    const bad = await app.inject({ method: 'GET', url: '/api/coach/clients?limit=0&status=gone', headers: bearer(coach.token) });
    expect(bad.statusCode).toBe(400);
  });
});
