import { AI_COACHING_MESSAGES, type AiConversation, type CoachAiInsights, type NotificationList, type OversightAlert, type TranscriptRead } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();

const setSharing = (client: SignedIn, shareProgressWithCoach: boolean) =>
  app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(client.token), payload: { privacy: { shareProgressWithCoach } } });
const readLog = async (client: SignedIn) => (await aiCoachingApi(app, client.token).readLog()).json().data.reads as TranscriptRead[];

async function conversationWithExchange(client: SignedIn): Promise<AiConversation> {
  const conversation = await createConversation(app, client.token, { title: 'Delegation' });
  await aiCoachingApi(app, client.token).send(conversation._id, { content: 'I will sit down with Priya for 20 minutes on Monday to hand over the client report.' });
  return conversation;
}

describe('tiered transparency of AI coaching', () => {
  it("gives the coach the full transcript while the client shares it (on by default), and logs each read for the client", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await conversationWithExchange(client);
    const seen = (await aiCoachingApi(app, coach.token).get(conversation._id)).json().data.conversation as AiConversation;
    expect(seen.transcript).toBe('full');
    expect(seen.messages.map((message) => message.content)[0]).toContain('Priya');
    await aiCoachingApi(app, coach.token).exportAs(conversation._id, 'text');

    const reads = await readLog(client);
    expect(reads.map((read) => [read.kind, read.reader._id, read.conversationTitle])).toEqual([
      ['export', coach.user._id, 'Delegation'],
      ['transcript', coach.user._id, 'Delegation'],
    ]);
    // The client's own reads are not logged.
    await aiCoachingApi(app, client.token).get(conversation._id);
    expect(await readLog(client)).toHaveLength(2);
  });

  it('turned off, the coach sees the summary, insights and action items but no message, cannot export, and nothing is logged', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await conversationWithExchange(client);
    expect((await setSharing(client, false)).statusCode).toBe(200);

    const seen = (await aiCoachingApi(app, coach.token).get(conversation._id)).json().data.conversation as AiConversation;
    expect(seen.transcript).toBe('summary');
    expect(seen.messages).toEqual([]);
    expect(seen.analytics.totalMessages).toBe(2);
    expect(seen.sessionSummary.actionItems.map((item) => item.item).join(' ')).toContain('Priya');
    const reply = (await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation.messages[1].content as string;
    expect(JSON.stringify(seen)).not.toContain(reply.slice(0, 40));

    const exported = await aiCoachingApi(app, coach.token).exportAs(conversation._id, 'json');
    expect(exported.statusCode).toBe(403);
    expect(exported.json().error.message).toBe(AI_COACHING_MESSAGES.transcriptPrivate);
    expect(await readLog(client)).toEqual([]);

    // The client still sees everything, and turning sharing back on restores the coach's view.
    expect((await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation.messages).toHaveLength(2);
    await setSharing(client, true);
    expect((await aiCoachingApi(app, coach.token).get(conversation._id)).json().data.conversation.transcript).toBe('full');
  });

  it('admins read the full transcript whatever the choice (oversight), and the client sees that read', async () => {
    const { client } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    const conversation = await conversationWithExchange(client);
    await setSharing(client, false);
    const seen = (await aiCoachingApi(app, admin.token).get(conversation._id)).json().data.conversation as AiConversation;
    expect(seen.transcript).toBe('full');
    expect(seen.messages).toHaveLength(2);
    expect((await readLog(client))[0]).toMatchObject({ kind: 'transcript', reader: { _id: admin.user._id, role: 'admin' } });
  });

  it("PUT /ai/config/{id} answers the coach as GET does: the summary only while the client keeps transcripts private, nothing logged", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await conversationWithExchange(client);
    await setSharing(client, false);

    const updated = await aiCoachingApi(app, coach.token).config(conversation._id, { config: { temperature: 0.4 } });
    expect(updated.statusCode).toBe(200);
    const seen = updated.json().data.conversation as AiConversation;
    expect(seen).toMatchObject({ transcript: 'summary', messages: [], aiConfig: { temperature: 0.4 } });
    const reply = (await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation.messages[1].content as string;
    expect(updated.body).not.toContain(reply.slice(0, 40));
    expect(await readLog(client)).toEqual([]);
  });

  it('PUT /ai/config/{id} with sharing on gives the coach the full transcript and logs that read for the client', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const conversation = await conversationWithExchange(client);

    const seen = (await aiCoachingApi(app, coach.token).config(conversation._id, { config: { maxTokens: 600 } })).json().data.conversation as AiConversation;
    expect(seen.transcript).toBe('full');
    expect(seen.messages).toHaveLength(2);
    expect((await readLog(client)).map((read) => [read.kind, read.reader._id])).toEqual([['transcript', coach.user._id]]);
  });

  it("the client's own replies (config, context, complete) keep the full transcript and log nothing", async () => {
    const { client } = await signUpCoachAndClient(app);
    const conversation = await conversationWithExchange(client);
    await setSharing(client, false);
    const api = aiCoachingApi(app, client.token);

    const replies = [
      await api.config(conversation._id, { config: { coaching_style: 'solution-focused' } }),
      await api.context(conversation._id, { goals: ['Delegate the report'] }),
      await api.complete(conversation._id, { rating: 5 }),
    ].map((response) => response.json().data.conversation as AiConversation);
    expect(replies.map((reply) => [reply.transcript, reply.messages.length])).toEqual([['full', 2], ['full', 2], ['full', 2]]);
    expect(await readLog(client)).toEqual([]);
  });

  it('turned off, a safety alert still reaches the coach: oversight, alerts, notification and mail, without the transcript', async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    await setSharing(client, false);
    const conversation = await createConversation(app, client.token);
    const crisis = "I don't want to live anymore and I have a plan for how I would end my life.";
    const sent = await aiCoachingApi(app, client.token).send(conversation._id, { content: crisis });
    expect(sent.json().data.message.metadata).toMatchObject({ messageType: 'safety_response', coachAlerted: true });

    const insights = (await aiCoachingApi(app, coach.token).coachInsights()).json().data as CoachAiInsights;
    expect(insights.conversationAlerts).toEqual([expect.objectContaining({ conversationId: conversation._id, clientId: client.user._id, level: 'crisis' })]);
    const alerts = (await app.inject({ method: 'GET', url: '/api/ai-coaching/alerts', headers: bearer(coach.token) })).json().data.alerts as OversightAlert[];
    expect(alerts.map((alert) => alert.conversationId)).toContain(conversation._id);
    const notifications = (await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(coach.token) })).json().data as NotificationList;
    expect(notifications.notifications).toContainEqual(expect.objectContaining({ type: 'safety.alert', data: expect.objectContaining({ level: 'crisis' }) }));
    expect((await app.services.outbox.listForRecipient(coach.email)).some((mail) => mail.kind === 'safety_alert')).toBe(true);

    // The alert opens no door to the transcript.
    const seen = (await aiCoachingApi(app, coach.token).get(conversation._id)).json().data.conversation as AiConversation;
    expect(seen).toMatchObject({ flagged: true, transcript: 'summary', messages: [] });
    expect(await readLog(client)).toEqual([]);
  });

  it('the read log is the client’s own: coaches and admins hear 403', async () => {
    const { coach } = await signUpCoachAndClient(app);
    const admin = await signUpAdmin(app);
    expect((await aiCoachingApi(app, coach.token).readLog()).statusCode).toBe(403);
    expect((await aiCoachingApi(app, admin.token).readLog()).statusCode).toBe(403);
  });
});
