import type { AiConversation, Goal } from '@coaching/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { aiConversations } from '../../src/db/schema/ai-coaching.js';
import { goals } from '../../src/db/schema/goals.js';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp, type SignedIn } from '../support/factories.js';
import { createGoal, goalBody, goalsApi, signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

// A long TTL, so that a list that shows a change shows it because the write dropped the kept page.
const CACHE_MS = 60_000;
const cached = await createTestApp({ env: { LIST_CACHE_MS: String(CACHE_MS) } });
const { app } = cached;

async function goalList(viewer: SignedIn, params: Record<string, string> = {}): Promise<Goal[]> {
  const response = await goalsApi(app, viewer.token).list(params);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Each goal of the list as GET /goals/:id (never kept) gives it now. */
async function goalsAsStored(viewer: SignedIn, list: Goal[]): Promise<Goal[]> {
  return Promise.all(list.map(async (goal) => (await goalsApi(app, viewer.token).get(goal._id)).json().data as Goal));
}

async function conversationList(target: FastifyInstance, viewer: SignedIn, params: Record<string, string> = {}) {
  const response = await aiCoachingApi(target, viewer.token).list(params);
  expect(response.statusCode).toBe(200);
  return response.json().data as { conversations: AiConversation[]; pagination: { total: number } };
}

/** Each conversation of the list as GET /conversations/:id (never kept) gives it now, without its messages. */
async function conversationsAsStored(viewer: SignedIn, list: AiConversation[]): Promise<AiConversation[]> {
  return Promise.all(
    list.map(async ({ _id }) => ({ ...((await aiCoachingApi(app, viewer.token).get(_id)).json().data.conversation as AiConversation), messages: [] })),
  );
}

describe('kept list pages', () => {
  it('are served from memory until LIST_CACHE_MS has passed when nothing tells of a change, and read every time with 0', async () => {
    const { client } = await signUpCoachAndClient(app);
    const goal = await createGoal(app, client.token, { title: 'Before' });
    expect((await goalList(client)).map((listed) => listed.title)).toEqual(['Before']);
    // Changed in the database only, as nothing in the product does: no change is told.
    await app.services.db.update(goals).set({ title: 'Behind its back' }).where(eq(goals.id, goal._id));
    expect((await goalList(client)).map((listed) => listed.title)).toEqual(['Before']);
    cached.clock.advance(CACHE_MS);
    expect((await goalList(client)).map((listed) => listed.title)).toEqual(['Behind its back']);

    const uncached = await createTestApp({ env: { LIST_CACHE_MS: '0' } });
    const someone = await signUp(uncached.app);
    const conversation = await createConversation(uncached.app, someone.token, { title: 'Before' });
    expect((await conversationList(uncached.app, someone)).conversations[0]?.title).toBe('Before');
    await uncached.app.services.db.update(aiConversations).set({ title: 'Behind its back' }).where(eq(aiConversations.id, conversation._id));
    expect((await conversationList(uncached.app, someone)).conversations[0]?.title).toBe('Behind its back');
  });
});

describe('a goal list kept in memory', () => {
  it('shows every write at once, to the client, in every filter and in the stats, and to their coach', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const api = goalsApi(app, client.token);
    const views = async () => ({
      all: await goalList(client),
      active: await goalList(client, { status: 'active' }),
      coach: await goalList(coach, { clientId: client.user._id }),
      total: (await api.stats()).json().data.total as number,
    });
    // Every view is read (and kept) before each write, and must show the write right after it.
    const expectFresh = async (titles: string[]) => {
      const seen = await views();
      expect(seen.all.map((goal) => goal.title)).toEqual(titles);
      expect(seen.all).toEqual(await goalsAsStored(client, seen.all));
      expect(seen.coach).toEqual(seen.all);
      expect(seen.active).toEqual(seen.all.filter((goal) => goal.status === 'active'));
      expect(seen.total).toBe(titles.length);
      return seen.all;
    };

    await expectFresh([]);
    const first = await createGoal(app, client.token, { title: 'Run a 10k' });
    await expectFresh(['Run a 10k']);
    cached.clock.advance(1_000);
    await createGoal(app, client.token, { title: 'Read 12 books' });
    await expectFresh(['Read 12 books', 'Run a 10k']);

    expect((await api.update(first._id, goalBody({ title: 'Run a half marathon', status: 'completed' }))).statusCode).toBe(200);
    const afterUpdate = await expectFresh(['Read 12 books', 'Run a half marathon']);
    expect(afterUpdate[1]?.status).toBe('completed');

    const milestone = first.milestones[0]!;
    const ticked = await goalsApi(app, coach.token).toggle(first._id, milestone._id, { completed: true });
    expect(ticked.statusCode).toBe(200);
    const afterTick = await expectFresh(['Read 12 books', 'Run a half marathon']);
    expect(afterTick[1]?.milestones[0]?.completed).toBe(true);

    expect((await api.remove(first._id)).statusCode).toBe(200);
    await expectFresh(['Read 12 books']);
  });

  it("is kept for each client apart: one client's write leaves another's page as it was, and shows nobody else's goals", async () => {
    const [alice, bob] = [await signUp(app), await signUp(app)];
    await createGoal(app, alice.token, { title: "Alice's goal" });
    const bobsBefore = await goalList(bob);
    cached.clock.advance(1_000);
    await createGoal(app, alice.token, { title: "Alice's second goal" });
    expect(await goalList(bob)).toEqual(bobsBefore);
    expect((await goalList(alice)).map((goal) => goal.title)).toEqual(["Alice's second goal", "Alice's goal"]);
  });
});

describe('an AI conversation list kept in memory', () => {
  it('shows every write at once, to the client and to their coach, exactly as each conversation reads on its own', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const api = aiCoachingApi(app, client.token);
    const expectFresh = async (count: number) => {
      const own = await conversationList(app, client);
      const page = await conversationList(app, client, { page: '1', limit: '5' });
      const seenByCoach = await conversationList(app, coach, { clientId: client.user._id });
      expect(own.pagination.total).toBe(count);
      expect(own.conversations).toEqual(await conversationsAsStored(client, own.conversations));
      expect(page.conversations).toEqual(own.conversations.slice(0, 5));
      expect(seenByCoach.conversations).toEqual(own.conversations);
      return own.conversations;
    };

    await expectFresh(0);
    const conversation = await createConversation(app, client.token, { title: 'Delegating' });
    await expectFresh(1);

    expect((await api.send(conversation._id, { content: 'I want to hand over the weekly report to Priya.' })).statusCode).toBe(200);
    const [talked] = await expectFresh(1);
    expect(talked?.analytics.totalMessages).toBe(2);

    expect((await api.context(conversation._id, { focusAreas: ['Leadership'] })).statusCode).toBe(200);
    expect((await expectFresh(1))[0]?.focusAreas).toEqual(['Leadership']);

    expect((await aiCoachingApi(app, coach.token).config(conversation._id, { config: { temperature: 0.2 } })).statusCode).toBe(200);
    expect((await expectFresh(1))[0]?.aiConfig.temperature).toBe(0.2);

    const added = await api.addActionItem(conversation._id, { item: 'Walk Priya through the report on Monday' });
    expect(added.statusCode).toBe(201);
    expect((await expectFresh(1))[0]?.sessionSummary.actionItems.map((item) => item.status)).toEqual(['pending']);
    expect((await api.updateActionItem(conversation._id, added.json().data.actionItem._id, { status: 'completed' })).statusCode).toBe(200);
    expect((await expectFresh(1))[0]?.sessionSummary.actionItems.map((item) => item.status)).toEqual(['completed']);

    expect((await api.complete(conversation._id, { rating: 5 })).statusCode).toBe(200);
    expect((await expectFresh(1))[0]).toMatchObject({ status: 'completed', rating: 5 });

    const crisis = await createConversation(app, client.token, { title: 'A hard week' });
    await api.send(crisis._id, { content: "I don't want to live anymore and I have a plan for how I would do it." });
    expect((await expectFresh(2)).find((listed) => listed._id === crisis._id)?.flagged).toBe(true);

    expect((await api.remove(crisis._id)).statusCode).toBe(200);
    expect((await expectFresh(1)).map((listed) => listed._id)).toEqual([conversation._id]);

    const newCoach = await signUp(app, { role: 'coach' });
    await app.services.usersService.assignCoach(client.user._id, newCoach.user._id);
    expect((await conversationList(app, client)).conversations[0]?.coachId).toBe(newCoach.user._id);
  });

  it("is kept for each client apart, and an admin's list of everyone is read every time", async () => {
    const [alice, bob, admin] = [await signUp(app), await signUp(app), await signUpAdmin(app)];
    const titlesOf = (list: { conversations: AiConversation[] }) => list.conversations.map((listed) => listed.title).sort();
    await createConversation(app, alice.token, { title: "Alice's" });
    const bobsBefore = await conversationList(app, bob);
    const everyoneBefore = await conversationList(app, admin, { limit: '100' });
    await createConversation(app, alice.token, { title: "Alice's second" });
    expect(await conversationList(app, bob)).toEqual(bobsBefore);
    expect(titlesOf(await conversationList(app, alice))).toEqual(["Alice's", "Alice's second"]);
    const everyone = await conversationList(app, admin, { limit: '100' });
    expect(everyone.pagination.total).toBe(everyoneBefore.pagination.total + 1);
    expect(titlesOf(everyone)).toContain("Alice's second");
  });
});
