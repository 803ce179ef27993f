import {
  ActionItemSchema,
  AI_COACHING_MESSAGES,
  AiConversationSchema,
  SessionAnalyticsSchema,
} from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, signUp } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();
const { coach, client } = await signUpCoachAndClient(app);
const otherClient = await signUp(app);
const admin = await signUpAdmin(app);
const api = aiCoachingApi(app, client.token);

describe('action items', () => {
  it('are added and moved along by the owner, and appear in the session summary', async () => {
    const conversation = await createConversation(app, client.token);
    const added = await api.addActionItem(conversation._id, { item: 'Book a call with my mentor', deadline: '2031-03-14' });
    expect(added.statusCode).toBe(201);
    const { actionItem } = added.json().data;
    expect(ActionItemSchema.parse(actionItem)).toEqual(actionItem);
    expect(actionItem).toMatchObject({ item: 'Book a call with my mentor', status: 'pending', deadline: '2031-03-14T23:59:59.999Z' });

    const updated = await api.updateActionItem(conversation._id, actionItem._id, { status: 'completed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.actionItem).toEqual({ ...actionItem, status: 'completed' });
    const summary = (await api.get(conversation._id)).json().data.conversation.sessionSummary;
    expect(summary.actionItems).toEqual([{ ...actionItem, status: 'completed' }]);
  });

  it('need text and a known status; an item of another conversation is not found', async () => {
    const conversation = await createConversation(app, client.token);
    const other = await createConversation(app, client.token);
    const blank = await api.addActionItem(conversation._id, { item: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(AI_COACHING_MESSAGES.actionItemRequired);
    const { actionItem } = (await api.addActionItem(other._id, { item: 'Elsewhere', status: 'in_progress' })).json().data;
    expect(actionItem.status).toBe('in_progress');
    expect((await api.updateActionItem(conversation._id, actionItem._id, { status: 'done' })).statusCode).toBe(400);
    const misplaced = await api.updateActionItem(conversation._id, actionItem._id, { status: 'completed' });
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json().error.message).toBe(AI_COACHING_MESSAGES.actionItemNotFound);
    expect((await api.updateActionItem(conversation._id, 'nope', { status: 'completed' })).statusCode).toBe(400);
  });

  it("are the owner's to change: the coach hears 403, another client 404", async () => {
    const conversation = await createConversation(app, client.token);
    const { actionItem } = (await api.addActionItem(conversation._id, { item: 'Mine' })).json().data;
    const asCoach = aiCoachingApi(app, coach.token);
    expect((await asCoach.addActionItem(conversation._id, { item: 'Coach item' })).statusCode).toBe(403);
    expect((await asCoach.updateActionItem(conversation._id, actionItem._id, { status: 'completed' })).statusCode).toBe(403);
    const asOther = aiCoachingApi(app, otherClient.token);
    expect((await asOther.addActionItem(conversation._id, { item: 'Other item' })).statusCode).toBe(404);
    expect((await asOther.updateActionItem(conversation._id, actionItem._id, { status: 'completed' })).statusCode).toBe(404);
  });
});

describe('GET and POST /api/ai-coaching/conversations/:id/analytics', () => {
  it('counts messages and minutes from the stored messages, whatever the client claims', async () => {
    const conversation = await createConversation(app, client.token);
    const empty = await api.analytics(conversation._id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({
      messageCount: 0,
      sessionDuration: 0,
      sentimentScore: 0.5,
      engagementLevel: 'medium',
      lastActivity: conversation.analytics.lastActivity,
    });

    await api.send(conversation._id, { content: 'I am excited about my new project!' });
    clock.advance(7 * 60_000 + 30_000);
    await api.send(conversation._id, { content: 'It went really well today.' });
    const read = await api.analytics(conversation._id);
    const analytics = SessionAnalyticsSchema.parse(read.json().data);
    expect(analytics).toMatchObject({ messageCount: 4, sessionDuration: 7, engagementLevel: expect.stringMatching(/^(low|medium|high)$/) });
    // Both client messages are upbeat: the mean sentiment is above neutral.
    expect(analytics.sentimentScore).toBeGreaterThan(0.5);

    const recounted = await api.recountAnalytics(conversation._id, { messageCount: 999, timestamp: '2020-01-01T00:00:00.000Z' });
    expect(recounted.statusCode).toBe(200);
    expect(recounted.json().data).toEqual(analytics);
    expect((await api.recountAnalytics(conversation._id, { messageCount: -1 })).statusCode).toBe(400);
    expect((await aiCoachingApi(app).recountAnalytics(conversation._id)).statusCode).toBe(401);
    const bodiless = await app.inject({ method: 'POST', url: `/api/ai-coaching/conversations/${conversation._id}/analytics`, headers: bearer(client.token) });
    expect(bodiless.json().data).toEqual(analytics);
  });

  it("is read by the coach and an admin, not by another client", async () => {
    const conversation = await createConversation(app, client.token);
    expect((await aiCoachingApi(app, coach.token).analytics(conversation._id)).statusCode).toBe(200);
    expect((await aiCoachingApi(app, admin.token).analytics(conversation._id)).statusCode).toBe(200);
    expect((await aiCoachingApi(app, otherClient.token).analytics(conversation._id)).statusCode).toBe(404);
    expect((await aiCoachingApi(app, otherClient.token).recountAnalytics(conversation._id)).statusCode).toBe(404);
  });
});

describe('GET /api/ai-coaching/conversations/:id/export', () => {
  const sent = 'I want to lead my team with more patience.';

  it('downloads the conversation with its messages as a JSON file (the default format)', async () => {
    const conversation = await createConversation(app, client.token, { title: 'Patience' });
    const { message } = (await api.send(conversation._id, { content: sent })).json().data;
    for (const response of [await api.exportAs(conversation._id, 'json'), await api.exportAs(conversation._id)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="ai-conversation-${conversation._id}.json"`);
      const file = AiConversationSchema.parse(response.json());
      expect(file).toMatchObject({ _id: conversation._id, title: 'Patience' });
      expect(file.messages.map((entry) => entry.content)).toEqual([sent, message.content]);
    }
  });

  it("downloads a text transcript: 'You' and 'AI Coach' with times for the owner, 'Client' for the coach", async () => {
    const conversation = await createConversation(app, client.token, { title: 'Patience' });
    const { message } = (await api.send(conversation._id, { content: sent })).json().data;
    const response = await api.exportAs(conversation._id, 'text');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ai-conversation-${conversation._id}.txt"`);
    const time = `${message.timestamp.slice(0, 10)} ${message.timestamp.slice(11, 16)} UTC`;
    expect(response.body).toContain('AI coaching conversation: Patience');
    expect(response.body).toContain(`] You: ${sent}\n`);
    expect(response.body).toContain(`[${time}] AI Coach: ${message.content.trim()}\n`);

    const forCoach = await aiCoachingApi(app, coach.token).exportAs(conversation._id, 'text');
    expect(forCoach.statusCode).toBe(200);
    expect(forCoach.body).toContain(`] Client: ${sent}\n`);
    expect((await aiCoachingApi(app, admin.token).exportAs(conversation._id, 'text')).statusCode).toBe(200);
  });

  it('refuses an unknown format and other clients', async () => {
    const conversation = await createConversation(app, client.token);
    expect((await api.exportAs(conversation._id, 'pdf')).statusCode).toBe(400);
    const other = await aiCoachingApi(app, otherClient.token).exportAs(conversation._id, 'text');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});
