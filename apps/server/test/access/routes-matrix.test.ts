import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';
import { createGoal, goalBody, goalsApi, signUpCast } from '../support/goals.js';

/**
 * The access policy as the API applies it: each route that reads or writes a client's data, called
 * by everyone who stands in some relation to that client. 2xx where allowed, 403 where the caller may
 * see the data but not do this, 404 where they may not know it exists.
 */
const { app } = await createTestApp();
const cast = await signUpCast(app);
const { client } = cast;
const clientId = client.user._id;
const goal = await createGoal(app, client.token);
const milestoneId = goal.milestones[0]!._id;
const conversation = await createConversation(app, client.token);
const actionItem = (await aiCoachingApi(app, client.token).addActionItem(conversation._id, { item: 'Book a call' })).json().data.actionItem as { _id: string };
/** A safety alert on the client: raised by a message that speaks of a crisis. */
const alertId = await raiseAlert();

async function raiseAlert(): Promise<string> {
  const crisis = await createConversation(app, client.token);
  await aiCoachingApi(app, client.token).send(crisis._id, { content: "I don't want to live anymore and I have a plan for how I would end my life." });
  const insights = (await aiCoachingApi(app, cast.coach.token).coachInsights()).json().data as { conversationAlerts: { _id: string }[] };
  const [alert] = insights.conversationAlerts;
  if (!alert) throw new Error('the crisis message raised no alert');
  return alert._id;
}

/** A conversation between the client and their coach (issue 16), and a fresh one for a call that archives it. */
async function startTalk(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(cast.coach.token),
    payload: { clientId, title: 'Between sessions' },
  });
  return (response.json().data.conversation as { _id: string })._id;
}
const talkId = await startTalk();

/** A session plan of the coach's (issue 18, templates), and a fresh one for a call that deletes it. */
async function makeTemplate(): Promise<string> {
  const payload = { kind: 'session_plan', title: 'First session', agenda: [{ title: 'Goals', minutes: 20 }] };
  const response = await app.inject({ method: 'POST', url: '/api/templates', headers: bearer(cast.coach.token), payload });
  return (response.json().data.template as { _id: string })._id;
}
const templateId = await makeTemplate();
/** A reflection of the client's (issue 19), and a fresh one for a call that deletes it. */
async function makeReflection(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/reflections', headers: bearer(client.token), payload: { reflection: 'A good week' } });
  return (response.json().data.reflection as { _id: string })._id;
}
const reflectionId = await makeReflection();
const talk = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) => (a: FastifyInstance, token: string) =>
  a.inject({ method, url: `/api${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A conversation of the client's own, made afresh for a call that ends or removes it. */
const fresh = async () => (await createConversation(app, client.token))._id;

type Caller = keyof typeof cast;
const CALLERS: Caller[] = ['client', 'otherClient', 'coach', 'otherCoach', 'admin'];
type Call = (app: FastifyInstance, token: string) => Promise<LightMyRequestResponse>;

const assist = (_app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ai-coaching/assist-goal',
    headers: bearer(token),
    payload: { goalData: { title: 'Run a 10k', specific: 'Run a 10k in under an hour by June' }, assistanceType: 'summarize' },
  });

/** Route, then the status each caller gets: client, another client, their coach, another coach, admin. */
const MATRIX: [string, Call, [number, number, number, number, number]][] = [
  ['GET /goals/:id', (a, t) => goalsApi(a, t).get(goal._id), [200, 404, 200, 404, 403]],
  ['GET /goals?clientId', (a, t) => goalsApi(a, t).list({ clientId }), [200, 404, 200, 404, 403]],
  ['GET /goals/stats?clientId', (a, t) => goalsApi(a, t).stats({ clientId }), [200, 404, 200, 404, 403]],
  ['POST /goals', (a, t) => goalsApi(a, t).create(goalBody()), [201, 201, 403, 403, 403]],
  ['PUT /goals/:id', (a, t) => goalsApi(a, t).update(goal._id, goalBody()), [200, 404, 403, 404, 403]],
  ['PUT /goals/:id/milestones/:id', (a, t) => goalsApi(a, t).toggle(goal._id, milestoneId, { completed: true }), [200, 404, 200, 404, 403]],
  ['DELETE /goals/:id', async (a, t) => goalsApi(a, t).remove((await createGoal(a, client.token))._id), [200, 404, 403, 404, 403]],
  ['POST /ai-coaching/assist-goal', assist, [200, 200, 200, 200, 403]],
  ['POST /ai-coaching/conversations', (a, t) => aiCoachingApi(a, t).create({ focusAreas: [], goals: [] }), [201, 201, 201, 201, 403]],
  ['GET /ai-coaching/conversations', (a, t) => aiCoachingApi(a, t).list(), [200, 200, 200, 200, 200]],
  ['GET /ai-coaching/conversations?clientId', (a, t) => aiCoachingApi(a, t).list({ clientId }), [200, 404, 200, 404, 200]],
  ['GET /ai-coaching/conversations/:id', (a, t) => aiCoachingApi(a, t).get(conversation._id), [200, 404, 200, 404, 200]],
  ['GET /ai-coaching/summary/:id', (a, t) => aiCoachingApi(a, t).summary(conversation._id), [200, 404, 200, 404, 200]],
  ['GET /ai-coaching/conversations/:id/analytics', (a, t) => aiCoachingApi(a, t).analytics(conversation._id), [200, 404, 200, 404, 200]],
  ['POST /ai-coaching/conversations/:id/analytics', (a, t) => aiCoachingApi(a, t).recountAnalytics(conversation._id), [200, 404, 200, 404, 200]],
  ['GET /ai-coaching/conversations/:id/export', (a, t) => aiCoachingApi(a, t).exportAs(conversation._id, 'json'), [200, 404, 200, 404, 200]],
  ['POST /ai/suggestions/:id', (a, t) => aiCoachingApi(a, t).suggestions(conversation._id), [200, 404, 200, 404, 200]],
  ['GET /ai/analyze/:id/sentiment', (a, t) => aiCoachingApi(a, t).sentiment(conversation._id), [200, 404, 200, 404, 200]],
  ['PUT /ai-coaching/conversations/:id/context', (a, t) => aiCoachingApi(a, t).context(conversation._id, { goals: ['Lead'] }), [200, 404, 403, 404, 403]],
  ['POST /ai-coaching/conversations/:id/action-items', (a, t) => aiCoachingApi(a, t).addActionItem(conversation._id, { item: 'Call Sam' }), [201, 404, 403, 404, 403]],
  [
    'PUT /ai-coaching/conversations/:id/action-items/:itemId',
    (a, t) => aiCoachingApi(a, t).updateActionItem(conversation._id, actionItem._id, { status: 'completed' }),
    [200, 404, 403, 404, 403],
  ],
  ['POST /ai-coaching/conversations/:id/messages', (a, t) => aiCoachingApi(a, t).send(conversation._id, { content: 'I want to plan my week.' }), [200, 404, 403, 404, 403]],
  ['POST /ai-coaching/conversations/:id/stream', (a, t) => aiCoachingApi(a, t).stream(conversation._id, { content: 'And my month.' }), [200, 404, 403, 404, 403]],
  ['POST /ai-coaching/conversations/:id/complete', async (a, t) => aiCoachingApi(a, t).complete(await fresh(), { rating: 5 }), [200, 404, 403, 404, 403]],
  ['DELETE /ai-coaching/conversations/:id', async (a, t) => aiCoachingApi(a, t).remove(await fresh()), [200, 404, 403, 404, 403]],
  ['PUT /ai/config/:id (system prompt)', (a, t) => aiCoachingApi(a, t).config(conversation._id, { config: { systemPrompt: 'Be brief.' } }), [403, 404, 200, 404, 200]],
  ['GET /ai-coaching/guardrails/:clientId', (a, t) => aiCoachingApi(a, t).guardrails(clientId), [200, 404, 200, 404, 200]],
  ['PUT /ai-coaching/guardrails/:clientId', (a, t) => aiCoachingApi(a, t).setGuardrails(clientId, { responseLength: 'brief' }), [403, 404, 200, 404, 200]],
  ['POST /ai-coaching/alerts/:id/review', (a, t) => a.inject({ method: 'POST', url: `/api/ai-coaching/alerts/${alertId}/review`, headers: bearer(t) }), [404, 404, 200, 404, 200]],
  // AI oversight: the coach's clients' trends and open alerts, one conversation's analysis, resolving an alert.
  ['GET /ai-coaching/coach-analytics', (a, t) => a.inject({ method: 'GET', url: '/api/ai-coaching/coach-analytics', headers: bearer(t) }), [403, 403, 200, 200, 200]],
  ['GET /ai-coaching/alerts', (a, t) => a.inject({ method: 'GET', url: '/api/ai-coaching/alerts', headers: bearer(t) }), [403, 403, 200, 200, 200]],
  ['GET /ai-coaching/conversations/:id/analysis', (a, t) => a.inject({ method: 'GET', url: `/api/ai-coaching/conversations/${conversation._id}/analysis`, headers: bearer(t) }), [200, 404, 200, 404, 200]],
  [
    'POST /ai-coaching/alerts/:id/resolve',
    async (a, t) => a.inject({ method: 'POST', url: `/api/ai-coaching/alerts/${await raiseAlert()}/resolve`, headers: bearer(t), payload: { note: 'Called them' } }),
    [403, 403, 200, 404, 200],
  ],
  ['GET /ai-coaching/stats', (a, t) => aiCoachingApi(a, t).stats(), [200, 200, 200, 200, 403]],
  ['GET /ai-coaching/coach-insights', (a, t) => aiCoachingApi(a, t).coachInsights(), [403, 403, 200, 200, 200]],
  // Conversations between the client and their coach: its two people, admins reading only.
  ['POST /conversations {clientId}', talk('POST', '/conversations', { clientId, title: 'Hello' }), [201, 404, 201, 404, 403]],
  ['GET /conversations', talk('GET', '/conversations'), [200, 200, 200, 200, 200]],
  ['GET /conversations/unread-count', talk('GET', '/conversations/unread-count'), [200, 200, 200, 200, 200]],
  ['GET /conversations/:id', talk('GET', `/conversations/${talkId}`), [200, 404, 200, 404, 200]],
  ['GET /conversations/:id/messages', talk('GET', `/conversations/${talkId}/messages`), [200, 404, 200, 404, 200]],
  ['GET /conversations/:id/analytics', talk('GET', `/conversations/${talkId}/analytics`), [200, 404, 200, 404, 200]],
  ['GET /conversations/:id/export', talk('GET', `/conversations/${talkId}/export`), [200, 404, 200, 404, 200]],
  ['POST /ai/suggestions/:id (between people)', talk('POST', `/ai/suggestions/${talkId}`, {}), [200, 404, 200, 404, 200]],
  ['GET /ai/analyze/:id/sentiment (between people)', talk('GET', `/ai/analyze/${talkId}/sentiment`), [200, 404, 200, 404, 200]],
  ['PUT /ai/config/:id (between people)', talk('PUT', `/ai/config/${talkId}`, { config: { systemPrompt: 'Notice avoidance.' } }), [403, 404, 200, 404, 200]],
  ['POST /conversations/:id/messages', talk('POST', `/conversations/${talkId}/messages`, { content: 'See you Tuesday' }), [201, 404, 201, 404, 403]],
  ['PUT /conversations/:id', talk('PUT', `/conversations/${talkId}`, { tags: ['weekly'] }), [200, 404, 200, 404, 403]],
  ['PUT /conversations/:id/read', talk('PUT', `/conversations/${talkId}/read`, {}), [200, 404, 200, 404, 403]],
  ['POST /conversations/:id/typing', talk('POST', `/conversations/${talkId}/typing`, { typing: true }), [200, 404, 200, 404, 403]],
  ['GET /coach/clients', talk('GET', '/coach/clients'), [403, 403, 200, 200, 403]],
  ['GET /coach/clients/:id', talk('GET', `/coach/clients/${clientId}`), [403, 403, 200, 404, 403]],
  ['GET /analytics/coach', talk('GET', '/analytics/coach'), [403, 403, 200, 200, 403]],
  ['GET /users/coaches', talk('GET', '/users/coaches'), [200, 200, 200, 200, 200]],
  // A client's AI configuration and the coach's defaults; invitations; the client's transcript read log.
  ['GET /analytics/client/:id', talk('GET', `/analytics/client/${clientId}`), [200, 404, 200, 404, 200]],
  ['GET /analytics/client', talk('GET', '/analytics/client'), [200, 200, 403, 403, 403]],
  // The platform's analytics (issue 20): admins holding analytics.view, which the cast's admin does not (test/analytics
  // has those); the period reports also a coach's own practice.
  ['GET /analytics/overview', talk('GET', '/analytics/overview'), [403, 403, 403, 403, 403]],
  ['GET /analytics/sessions', talk('GET', '/analytics/sessions'), [403, 403, 200, 200, 403]],
  ['GET /analytics/conversations?coachId', (a, t) => talk('GET', `/analytics/conversations?coachId=${cast.coach.user._id}`)(a, t), [403, 403, 200, 404, 403]],
  ['PUT /coach/clients/:id', talk('PUT', `/coach/clients/${clientId}`, { notes: 'Prefers mornings' }), [403, 403, 200, 404, 403]],
  ['GET /coach/clients/:id/ai-config', talk('GET', `/coach/clients/${clientId}/ai-config`), [403, 404, 200, 404, 200]],
  ['PUT /coach/clients/:id/ai-config', talk('PUT', `/coach/clients/${clientId}/ai-config`, { config: { temperature: 0.5 } }), [403, 404, 200, 404, 200]],
  ['GET /coach/ai-settings', talk('GET', '/coach/ai-settings'), [403, 403, 200, 200, 403]],
  ['GET /coach/invitations', talk('GET', '/coach/invitations'), [403, 403, 200, 200, 403]],
  ['GET /invitations/mine', talk('GET', '/invitations/mine'), [200, 200, 403, 403, 403]],
  ['GET /ai-coaching/transcript-reads', (a, t) => aiCoachingApi(a, t).readLog(), [200, 200, 403, 403, 403]],
  ['DELETE /conversations/:id', async (a, t) => talk('DELETE', `/conversations/${await startTalk()}`)(a, t), [200, 404, 200, 404, 403]],
  // The coach's templates: the coach's own; another coach hears 404, clients and admins 403.
  ['GET /templates', talk('GET', '/templates'), [403, 403, 200, 200, 403]],
  ['POST /templates', talk('POST', '/templates', { kind: 'message', title: 'Welcome', content: 'Hello!' }), [403, 403, 201, 201, 403]],
  ['GET /templates/:id', talk('GET', `/templates/${templateId}`), [403, 403, 200, 404, 403]],
  ['PUT /templates/:id', talk('PUT', `/templates/${templateId}`, { title: 'First session, revised' }), [403, 403, 200, 404, 403]],
  ['POST /templates/:id/duplicate', talk('POST', `/templates/${templateId}/duplicate`), [403, 403, 201, 404, 403]],
  ['POST /templates/:id/use', talk('POST', `/templates/${templateId}/use`), [403, 403, 200, 404, 403]],
  ['DELETE /templates/:id', async (a, t) => talk('DELETE', `/templates/${await makeTemplate()}`)(a, t), [403, 403, 200, 404, 403]],
  // The coach's AI tools: the client's coach only; another coach hears 404, clients and admins 403.
  ['POST /coach/ai-tools/brief', talk('POST', '/coach/ai-tools/brief', { clientId }), [403, 403, 200, 404, 403]],
  ['POST /coach/ai-tools/summary', talk('POST', '/coach/ai-tools/summary', { conversationId: conversation._id }), [403, 403, 200, 404, 403]],
  ['POST /coach/ai-tools/goal-suggestions', talk('POST', '/coach/ai-tools/goal-suggestions', { clientId }), [403, 403, 200, 404, 403]],
  // The client's reflections and skill ratings: theirs to write; their coach reads (while shared) and rates; admins read.
  ['GET /reflections?clientId', talk('GET', `/reflections?clientId=${clientId}`), [200, 404, 200, 404, 200]],
  ['POST /reflections', talk('POST', '/reflections', { reflection: 'Kept my walk', mood: 8 }), [201, 201, 403, 403, 403]],
  ['PUT /reflections/:id', talk('PUT', `/reflections/${reflectionId}`, { mood: 6 }), [200, 404, 403, 404, 403]],
  ['DELETE /reflections/:id', async (a, t) => talk('DELETE', `/reflections/${await makeReflection()}`)(a, t), [200, 404, 403, 404, 403]],
  ['GET /skill-ratings?clientId', talk('GET', `/skill-ratings?clientId=${clientId}`), [200, 404, 200, 404, 200]],
  ['POST /skill-ratings {clientId}', talk('POST', '/skill-ratings', { clientId, scores: [{ skill: 'Leadership', rating: 7 }] }), [201, 404, 201, 404, 403]],
];

/**
 * What each reader sees of the transcript of a client of the same coach who keeps it private
 * (privacy.shareProgressWithCoach off), on every route whose reply carries an AI conversation's
 * messages: the client and admins the messages, the coach the summary only.
 */
const privateClient = await signUp(app);
await app.services.usersService.assignCoach(privateClient.user._id, cast.coach.user._id);
await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(privateClient.token), payload: { privacy: { shareProgressWithCoach: false } } });
const privateConversation = await createConversation(app, privateClient.token);
await aiCoachingApi(app, privateClient.token).send(privateConversation._id, { content: 'I keep putting off the talk with my manager.' });
const READERS = { client: privateClient, coach: cast.coach, admin: cast.admin };

const TRANSCRIPT_MATRIX: [string, Call, [string, string, string]][] = [
  ['GET /ai-coaching/conversations/:id', (a, t) => aiCoachingApi(a, t).get(privateConversation._id), ['full', 'summary', 'full']],
  ['PUT /ai/config/:id', (a, t) => aiCoachingApi(a, t).config(privateConversation._id, { config: { coaching_style: 'directive' } }), ['full', 'summary', 'full']],
];

describe.each(TRANSCRIPT_MATRIX)('%s, transcript kept private', (_route, call, views) => {
  it.each((['client', 'coach', 'admin'] as const).map((reader, column) => [reader, views[column]!] as const))('as %s: %s', async (reader, view) => {
    const response = await call(app, READERS[reader].token);
    expect(response.statusCode, response.body).toBe(200);
    const { conversation } = response.json().data as { conversation: { transcript: string; messages: unknown[] } };
    expect([conversation.transcript, conversation.messages.length > 0]).toEqual([view, view === 'full']);
  });
});

describe.each(MATRIX)('%s', (_route, call, statuses) => {
  it.each(CALLERS.map((caller, column) => [caller, statuses[column]!] as const))('as %s: %i', async (caller, status) => {
    const response = await call(app, cast[caller].token);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json().error.code).toBe('FORBIDDEN');
    if (status === 404) expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
