import { OversightConversationListSchema, OversightSummarySchema, OversightTranscriptSchema, type OversightConversation } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { callAs, signUpAdminWith } from '../support/admins.js';
import { createTestApp } from '../support/app.js';
import { signUp, type SignedIn } from '../support/factories.js';
import { CRISIS, oversightApi, raiseAlert } from '../ai-oversight/oversight-api.js';

const { app, clock } = await createTestApp();
const overseer = await signUpAdminWith(app);
const reportViewer = await signUpAdminWith(app, ['analytics.view', 'users.manage', 'audit.view']);
const auditor = await signUpAdminWith(app, ['audit.view']);
const coach = await signUp(app, { role: 'coach', profile: { firstName: 'Imogen', lastName: 'Quartermaine' } });
const client = await signUp(app, { profile: { firstName: 'Bartholomew', lastName: 'Vanterpool' } });
const otherClient = await signUp(app, { profile: { firstName: 'Ottilie', lastName: 'Fairweather' } });
await app.services.usersService.assignCoach(client.user._id, coach.user._id);
await app.services.usersService.assignCoach(otherClient.user._id, coach.user._id);

async function humanConversation(withClient: SignedIn, title: string, messages: string[]): Promise<string> {
  const created = await callAs(app, coach, 'POST', '/conversations', { clientId: withClient.user._id, title });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.conversation._id as string;
  for (const [index, content] of messages.entries()) {
    const sender = index % 2 === 0 ? coach : withClient;
    const sent = await callAs(app, sender, 'POST', `/conversations/${id}/messages`, { content });
    expect(sent.statusCode, sent.body).toBe(201);
  }
  return id;
}

async function list(who: SignedIn, query = '') {
  const response = await callAs(app, who, 'GET', `/admin/conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return OversightConversationListSchema.parse(response.json().data);
}

const ids = (conversations: OversightConversation[]) => conversations.map((one) => one._id);

const humanId = await humanConversation(client, 'Quarterly check-in', ['How did the presentation go?', 'Better than I feared, thank you.', 'Tell me more']);
clock.advance(60_000);
const calmAi = await createConversation(app, otherClient.token, { title: 'Planning my week' });
await aiCoachingApi(app, otherClient.token).send(calmAi._id, { content: 'I want to plan my week so that I exercise three times.' });
clock.advance(60_000);
const crisisAiId = await raiseAlert(app, client);

describe('GET /api/admin/conversations', () => {
  it('lists both kinds, latest activity first, with who, when, how many messages, status and flags', async () => {
    const { conversations, pagination } = await list(overseer);
    expect(ids(conversations).slice(0, 3)).toEqual([crisisAiId, calmAi._id, humanId]);
    expect(pagination).toMatchObject({ page: 1, limit: 25, total: 3, pages: 1 });
    const [crisis, calm, human] = conversations;
    expect(human).toMatchObject({
      kind: 'human',
      title: 'Quarterly check-in',
      status: 'active',
      messageCount: 3,
      flagged: false,
      alerts: { open: 0, reviewed: 0, resolved: 0 },
      participants: [
        { _id: client.user._id, firstName: 'Bartholomew', lastName: 'Vanterpool', role: 'client', email: client.email },
        { _id: coach.user._id, firstName: 'Imogen', role: 'coach' },
      ],
    });
    expect(calm).toMatchObject({ kind: 'ai', title: 'Planning my week', messageCount: 2, flagged: false, safetyHold: false, alerts: { open: 0 } });
    expect(crisis).toMatchObject({ kind: 'ai', flagged: true, safetyHold: true, alerts: { open: 1, reviewed: 0, resolved: 0 }, participants: [{ _id: client.user._id }] });
    expect(Date.parse(crisis!.lastActivityAt)).toBeGreaterThanOrEqual(Date.parse(crisis!.startedAt));
  });

  it('filters by kind, flagged only, status and a participant searched by name or email, and pages on the server', async () => {
    expect(ids((await list(overseer, '?kind=human')).conversations)).toEqual([humanId]);
    expect(ids((await list(overseer, '?kind=ai')).conversations)).toEqual([crisisAiId, calmAi._id]);
    expect(ids((await list(overseer, '?flagged=true')).conversations)).toEqual([crisisAiId]);
    expect(ids((await list(overseer, '?kind=human&flagged=true')).conversations)).toEqual([]);
    expect(ids((await list(overseer, '?q=vanterPOOL')).conversations)).toEqual([crisisAiId, humanId]);
    expect(ids((await list(overseer, '?q=quartermaine')).conversations)).toEqual([humanId]);
    expect(ids((await list(overseer, `?q=${encodeURIComponent(otherClient.email)}`)).conversations)).toEqual([calmAi._id]);
    expect(ids((await list(overseer, '?q=100%25')).conversations)).toEqual([]);
    expect((await list(overseer, '?status=archived')).pagination.total).toBe(0);

    const second = await list(overseer, '?limit=10&page=2');
    expect(second.conversations).toEqual([]);
    expect(second.pagination).toMatchObject({ page: 2, limit: 10, total: 3 });
  });

  it('answers 400 in words to a page size off the list or an unknown kind, never 500', async () => {
    for (const query of ['?limit=7', '?kind=email', '?flagged=yes', '?page=0']) {
      const response = await callAs(app, overseer, 'GET', `/admin/conversations${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    expect((await callAs(app, overseer, 'GET', '/admin/conversations?limit=7')).json().errors[0].msg).toBe('Page size must be 10, 25, 50 or 100');
  });

  it('answers 403 to an admin without conversations.oversee, a coach and a client', async () => {
    for (const who of [reportViewer, auditor, coach, client]) {
      const response = await callAs(app, who, 'GET', '/admin/conversations');
      expect(response.statusCode, who.user.role).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
      expect((await callAs(app, who, 'GET', '/admin/conversations/summary')).statusCode).toBe(403);
    }
  });
});

describe('GET /api/admin/conversations/:kind/:id/transcript', () => {
  it("gives a conversation between people in full, oldest first with each sender's name, and audits who read it and when", async () => {
    const response = await callAs(app, overseer, 'GET', `/admin/conversations/human/${humanId}/transcript`);
    expect(response.statusCode, response.body).toBe(200);
    const transcript = OversightTranscriptSchema.parse(response.json().data);
    expect(transcript.messages.map((message) => [message.role, message.senderName, message.content])).toEqual([
      ['coach', 'Imogen Quartermaine', 'How did the presentation go?'],
      ['client', 'Bartholomew Vanterpool', 'Better than I feared, thank you.'],
      ['coach', 'Imogen Quartermaine', 'Tell me more'],
    ]);
    expect(transcript).toMatchObject({ truncated: false, alerts: [], conversation: { _id: humanId, kind: 'human' }, readAt: clock().toISOString() });

    const audit = (await callAs(app, auditor, 'GET', `/admin/audit?action=conversation.transcript_read&targetId=${humanId}`)).json().data;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'conversation.transcript_read',
      actor: { _id: overseer.user._id, role: 'admin' },
      targetType: 'conversation',
      targetId: humanId,
      at: clock().toISOString(),
      after: { kind: 'human', title: 'Quarterly check-in', participantIds: [client.user._id, coach.user._id], messages: 3 },
    });
    expect(audit.entries[0].ip).toBeTruthy();
  });

  it("gives an AI conversation with its alerts, audits it, and tells the client in their own log who read it", async () => {
    const response = await callAs(app, overseer, 'GET', `/admin/conversations/ai/${crisisAiId}/transcript`);
    expect(response.statusCode, response.body).toBe(200);
    const transcript = OversightTranscriptSchema.parse(response.json().data);
    expect(transcript.messages[0]).toMatchObject({ content: CRISIS, senderName: 'Bartholomew Vanterpool' });
    expect(transcript.alerts).toEqual([expect.objectContaining({ conversationId: crisisAiId, level: 'crisis', status: 'open', clientId: client.user._id })]);

    const audit = (await callAs(app, auditor, 'GET', `/admin/audit?targetId=${crisisAiId}`)).json().data.entries;
    expect(audit).toEqual([expect.objectContaining({ action: 'conversation.transcript_read', actor: expect.objectContaining({ _id: overseer.user._id }), after: expect.objectContaining({ kind: 'ai' }) })]);
    const reads = (await aiCoachingApi(app, client.token).readLog()).json().data.reads;
    expect(reads[0]).toMatchObject({ conversationId: crisisAiId, reader: { _id: overseer.user._id, role: 'admin' }, kind: 'transcript' });
  });

  it('answers 403 to an admin without conversations.oversee and records nothing', async () => {
    for (const [kind, id] of [['human', humanId], ['ai', crisisAiId]] as const) {
      const response = await callAs(app, reportViewer, 'GET', `/admin/conversations/${kind}/${id}/transcript`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
    const audit = (await callAs(app, auditor, 'GET', `/admin/audit?actorId=${reportViewer.user._id}`)).json().data.entries;
    expect(audit).toEqual([]);
    const reads = (await aiCoachingApi(app, client.token).readLog()).json().data.reads as { reader: { _id: string } }[];
    expect(reads.map((read) => read.reader._id)).not.toContain(reportViewer.user._id);
  });

  it('answers 404 for an unknown conversation or one of the other kind, and 400 for a malformed id or kind', async () => {
    expect((await callAs(app, overseer, 'GET', `/admin/conversations/ai/${humanId}/transcript`)).statusCode).toBe(404);
    expect((await callAs(app, overseer, 'GET', '/admin/conversations/human/00000000-0000-4000-8000-000000000000/transcript')).statusCode).toBe(404);
    expect((await callAs(app, overseer, 'GET', '/admin/conversations/human/nope/transcript')).statusCode).toBe(400);
    expect((await callAs(app, overseer, 'GET', `/admin/conversations/sms/${humanId}/transcript`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/conversations/summary', () => {
  it('counts the open safety alerts for the badge: a review from this screen takes one off', async () => {
    const before = OversightSummarySchema.parse((await callAs(app, overseer, 'GET', '/admin/conversations/summary')).json().data);
    expect(before).toEqual({ openAlerts: 1, flaggedConversations: 1 });
    const second = await createConversation(app, otherClient.token);
    await aiCoachingApi(app, otherClient.token).send(second._id, { content: CRISIS });
    expect((await callAs(app, overseer, 'GET', '/admin/conversations/summary')).json().data.openAlerts).toBe(2);

    const alerts = (await oversightApi(app, overseer.token).alerts()).json().data.alerts as { _id: string; conversationId: string }[];
    const alertId = alerts.find((alert) => alert.conversationId === second._id)!._id;
    expect((await oversightApi(app, overseer.token).review(alertId)).statusCode).toBe(200);
    expect((await callAs(app, overseer, 'GET', '/admin/conversations/summary')).json().data).toEqual({ openAlerts: 1, flaggedConversations: 2 });
    const reviewed = (await list(overseer, '?flagged=true')).conversations.find((one) => one._id === second._id);
    expect(reviewed).toMatchObject({ alerts: { open: 0, reviewed: 1, resolved: 0 }, safetyHold: false });
  });
});
