import {
  AI_COACHING_MESSAGES,
  AI_TOOLS_MESSAGES,
  ConversationSummaryResultSchema,
  GoalSuggestionsSchema,
  PreSessionBriefResultSchema,
  type AiConversation,
} from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { createGoal, goalsApi, signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const HOUR = 3_600_000;

const tool = (who: SignedIn, name: 'brief' | 'summary' | 'goal-suggestions', payload: object) =>
  app.inject({ method: 'POST', url: `/api/coach/ai-tools/${name}`, headers: bearer(who.token), payload });
const put = (who: SignedIn, url: string, payload: object) => app.inject({ method: 'PUT', url: `/api${url}`, headers: bearer(who.token), payload });
const post = (who: SignedIn, url: string, payload: object = {}) => app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.token), payload });
const patch = (who: SignedIn, url: string, payload?: object) =>
  app.inject({ method: 'PATCH', url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

async function brief(who: SignedIn, payload: object) {
  const response = await tool(who, 'brief', payload);
  expect(response.statusCode, response.body).toBe(200);
  return PreSessionBriefResultSchema.parse(response.json().data).brief;
}

/** A session of the coach with the client, started and completed now with the coach's notes. */
async function completedSession(coach: SignedIn, clientId: string, notes: string) {
  const created = await post(coach, '/sessions', { clientId, title: 'Kick-off', scheduledDate: new Date(clock().getTime() + HOUR).toISOString() });
  const id = created.json().data.session._id as string;
  await patch(coach, `/sessions/${id}/start`);
  await patch(coach, `/sessions/${id}/complete`, { notes });
  return id;
}

const CLIENT_MESSAGES = [
  'My sister Marguerite keeps calling me during work hours and it drains my focus for the whole afternoon.',
  'I realise the real issue is that I never say no. I will email my manager by Friday to ask for a meeting.',
];

/** The client's AI conversation, with a commitment (an action item), an insight and a summary. */
async function aiConversationOf(client: SignedIn): Promise<{ conversation: AiConversation; texts: string[] }> {
  const conversation = await createConversation(app, client.token, { title: 'Workload' });
  for (const content of CLIENT_MESSAGES) expect((await aiCoachingApi(app, client.token).send(conversation._id, { content })).statusCode).toBe(200);
  const stored = (await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation as AiConversation;
  return { conversation: stored, texts: stored.messages.map((message) => message.content) };
}

describe('POST /api/coach/ai-tools/brief', () => {
  it('prepares the coach: goals with progress since the last session, open action items, AI summaries and questions about the stalled goal', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await put(client, '/auth/me', { clientSpecific: { currentChallenges: ['Saying no at work'] } });
    const stalled = await createGoal(app, client.token, { title: 'Run a half marathon', milestones: [{ title: '5k' }, { title: '10k' }, { title: '15k' }, { title: 'Race' }] });
    const moving = await createGoal(app, client.token, { title: 'Read twelve books', milestones: [{ title: 'Book 1' }, { title: 'Book 2' }] });
    const { conversation } = await aiConversationOf(client);
    await completedSession(coach, client.user._id, 'Client agreed to book a physio appointment. We explored her training plan.');
    clock.advance(60_000);
    await goalsApi(app, client.token).toggle(moving._id, moving.milestones[0]!._id, { completed: true });

    const result = await brief(coach, { clientId: client.user._id });
    expect(result).toMatchObject({ client: { _id: client.user._id }, sinceLastSession: true, generatedBy: 'builtin', transcriptSharing: 'full' });
    expect(result.goals.map((goal) => [goal.title, goal.progress, goal.progressChange, goal.milestonesDoneSince])).toEqual([
      ['Run a half marathon', stalled.progress, 0, 0],
      ['Read twelve books', 50, 50, 1],
    ]);
    expect(result.openActionItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'ai_coaching', sourceTitle: 'Workload', item: expect.stringContaining('Email my manager') }),
        expect.objectContaining({ source: 'session_notes', sourceTitle: 'Kick-off', item: expect.stringContaining('physio') }),
      ]),
    );
    expect(result.lastSessionNotes).toContain('physio');
    expect(result.aiSummaries).toEqual([expect.objectContaining({ conversationId: conversation._id, title: 'Workload', summary: conversation.sessionSummary.summary })]);
    expect(result.suggestedQuestions.some((question) => question.includes('Run a half marathon') && question.includes('0%'))).toBe(true);
  });

  it('keeps every AI message out of the brief when the client shares summaries only', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { conversation, texts } = await aiConversationOf(client);
    expect((await put(client, '/auth/me', { privacy: { shareProgressWithCoach: false } })).statusCode).toBe(200);

    const result = await brief(coach, { clientId: client.user._id });
    expect(result.transcriptSharing).toBe('summary');
    expect(result.aiSummaries.map((summary) => summary.summary)).toEqual([conversation.sessionSummary.summary]);
    const written = JSON.stringify(result);
    const aiReplies = conversation.messages.filter((message) => message.role !== 'client').map((message) => message.content);
    expect(aiReplies.length).toBeGreaterThan(0);
    for (const text of texts) expect(written).not.toContain(text);
    for (const sentence of aiReplies.flatMap((reply) => reply.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.split(' ').length >= 6)) {
      expect(written).not.toContain(sentence);
    }
  });

  it('prepares a chosen session; a session with someone else is 404; without a completed session it looks back 30 days', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: otherCoach, client: otherClient } = await signUpCoachAndClient(app);
    const upcoming = (await post(coach, '/sessions', { clientId: client.user._id, title: 'Check-in', scheduledDate: new Date(clock().getTime() + 48 * HOUR).toISOString() })).json().data.session;
    const theirs = (await post(otherCoach, '/sessions', { clientId: otherClient.user._id, scheduledDate: new Date(clock().getTime() + 48 * HOUR).toISOString() })).json().data.session;

    const result = await brief(coach, { clientId: client.user._id, sessionId: upcoming._id });
    expect(result.session).toEqual({ _id: upcoming._id, title: 'Check-in', scheduledDate: upcoming.scheduledDate, duration: upcoming.duration });
    expect(result.sinceLastSession).toBe(false);
    expect(new Date(result.sinceDate).getTime()).toBe(clock().getTime() - 30 * 24 * HOUR);
    expect(result.suggestedQuestions.length).toBeGreaterThanOrEqual(3);

    const elsewhere = await tool(coach, 'brief', { clientId: client.user._id, sessionId: theirs._id });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error).toEqual({ code: 'NOT_FOUND', message: AI_TOOLS_MESSAGES.sessionNotFound });
  });

  it('answers 400 in plain words for a missing client, and 403 when the coach turned session preparation off', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const missing = await tool(coach, 'brief', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ msg: AI_TOOLS_MESSAGES.clientRequired, path: 'clientId' })]);

    expect((await put(coach, '/auth/me', { coachSettings: { aiAssistance: { sessionPreparation: false } } })).statusCode).toBe(200);
    const off = await tool(coach, 'brief', { clientId: client.user._id });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toEqual({ code: 'FORBIDDEN', message: AI_TOOLS_MESSAGES.sessionPreparationOff });
  });
});

describe('POST /api/coach/ai-tools/summary', () => {
  it('summarises a conversation between the coach and their client, with its action item', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const talk = (await post(coach, '/conversations', { clientId: client.user._id, title: 'Between sessions' })).json().data.conversation;
    await post(coach, `/conversations/${talk._id}/messages`, { content: 'How did the week go?' });
    await post(client, `/conversations/${talk._id}/messages`, { content: 'It was hard, I felt stuck. I will call the physio on Monday.' });

    const response = await tool(coach, 'summary', { conversationId: talk._id });
    expect(response.statusCode, response.body).toBe(200);
    const { summary } = ConversationSummaryResultSchema.parse(response.json().data);
    expect(summary).toMatchObject({ conversationId: talk._id, kind: 'conversation', title: 'Between sessions', source: 'messages', generatedBy: 'builtin' });
    expect(summary.actionItems).toEqual(['Call the physio on Monday']);
    expect(summary.summary).toContain('Call the physio on Monday');
  });

  it("summarises the client's AI conversation from its messages, or gives its stored summary when the client shares summaries only", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { conversation, texts } = await aiConversationOf(client);
    const full = ConversationSummaryResultSchema.parse((await tool(coach, 'summary', { conversationId: conversation._id })).json().data).summary;
    expect(full).toMatchObject({ kind: 'ai_conversation', source: 'messages' });
    expect(full.actionItems.some((item) => item.startsWith('Email my manager'))).toBe(true);

    await put(client, '/auth/me', { privacy: { shareProgressWithCoach: false } });
    const stored = ConversationSummaryResultSchema.parse((await tool(coach, 'summary', { conversationId: conversation._id })).json().data).summary;
    expect(stored).toMatchObject({ source: 'stored_summary', summary: conversation.sessionSummary.summary, keyPoints: conversation.sessionSummary.keyInsights });
    expect(stored.actionItems).toEqual(conversation.sessionSummary.actionItems.map((item) => item.item));
    for (const text of texts) expect(JSON.stringify(stored)).not.toContain(text);
  });

  it("is 404 for another coach's conversation, an unknown one, or the coach's own AI conversation", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: otherCoach } = await signUpCoachAndClient(app);
    const talk = (await post(coach, '/conversations', { clientId: client.user._id, title: 'Ours' })).json().data.conversation;
    const own = await createConversation(app, coach.token);
    for (const conversationId of [talk._id, (await aiConversationOf(client)).conversation._id, crypto.randomUUID()]) {
      const response = await tool(otherCoach, 'summary', { conversationId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await tool(coach, 'summary', { conversationId: own._id })).statusCode).toBe(404);
  });
});

describe('POST /api/coach/ai-tools/goal-suggestions', () => {
  it("suggests SMART goals from the client's stated goals and challenges, never one they already work on", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await put(client, '/auth/me', { clientSpecific: { goals: ['Run a half marathon', 'Learn conversational Spanish'], currentChallenges: ['Procrastination'] } });
    await createGoal(app, client.token, { title: 'Run a half marathon in May' });

    const response = await tool(coach, 'goal-suggestions', { clientId: client.user._id });
    expect(response.statusCode, response.body).toBe(200);
    const { suggestions, generatedBy } = GoalSuggestionsSchema.parse(response.json().data);
    expect(generatedBy).toBe('builtin');
    const titles = suggestions.map((suggestion) => suggestion.title);
    expect(titles).toEqual(expect.arrayContaining(['Learn conversational Spanish', 'Reduce procrastination']));
    expect(titles.some((title) => /half marathon/i.test(title))).toBe(false);
    expect(suggestions[0]!.measurable.length).toBeGreaterThan(0);
  });
});

describe('who may use the AI tools', () => {
  it("is the client's coach alone: another coach hears 404, the client and an admin 403", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const { coach: otherCoach } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const clientId = client.user._id;
    for (const name of ['brief', 'goal-suggestions'] as const) {
      expect((await tool(coach, name, { clientId })).statusCode).toBe(200);
      const hidden = await tool(otherCoach, name, { clientId });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error).toEqual({ code: 'NOT_FOUND', message: AI_TOOLS_MESSAGES.clientNotFound });
      for (const who of [client, admin]) expect((await tool(who, name, { clientId })).json().error.code).toBe('FORBIDDEN');
    }
  });
});

describe('the AI budget', () => {
  it('is shared with the AI chat: once a user has spent AI_MESSAGES_PER_MINUTE, the tools answer 429 too', async () => {
    const limited = await createTestApp({ env: { AI_MESSAGES_PER_MINUTE: '2' } });
    const { coach, client } = await signUpCoachAndClient(limited.app);
    const own = await createConversation(limited.app, coach.token);
    expect((await aiCoachingApi(limited.app, coach.token).send(own._id, { content: 'Help me prepare a session.' })).statusCode).toBe(200);
    const call = () => limited.app.inject({ method: 'POST', url: '/api/coach/ai-tools/goal-suggestions', headers: bearer(coach.token), payload: { clientId: client.user._id } });
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: AI_COACHING_MESSAGES.tooManyMessages });
    expect((await aiCoachingApi(limited.app, coach.token).send(own._id, { content: 'And another.' })).statusCode).toBe(429);
  });
});
