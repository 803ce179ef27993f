import { ConversationAnalysisSchema, type AiConversation } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUpCast } from '../support/goals.js';
import { CRISIS, oversightApi, raiseAlert } from './oversight-api.js';

const { app } = await createTestApp();
const { coach, client, otherCoach, otherClient, admin } = await signUpCast(app);

const WORDS = [
  'I want to get better at leading my team meetings.',
  'Right now the meetings run long and people feel frustrated and bored.',
  'I will send an agenda to the team by Friday.',
];

const conversation = await createConversation(app, client.token, { methodology: 'grow' });
for (const content of WORDS) expect((await aiCoachingApi(app, client.token).send(conversation._id, { content })).statusCode).toBe(200);
const full = (await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation as AiConversation;
const clientMessages = full.messages.filter((message) => message.role === 'client');
const stagesWorkedIn = [...new Set(full.messages.flatMap((message) => (message.role === 'ai_coach' && message.metadata.stage ? [message.metadata.stage] : [])))];

describe('GET /api/ai-coaching/conversations/:id/analysis', () => {
  it("gives the client's coach the sentiment of each client message, the stages reached, engagement, insights and action items", async () => {
    const response = await oversightApi(app, coach.token).analysis(conversation._id);
    expect(response.statusCode).toBe(200);
    const analysis = ConversationAnalysisSchema.parse(response.json().data);
    expect(analysis).toMatchObject({
      conversationId: conversation._id,
      clientId: client.user._id,
      clientName: 'Riley Chen',
      methodology: 'grow',
      stages: ['Goal', 'Reality', 'Options', 'Will'],
      stage: full.coachingContext.stage,
      messageCount: full.messages.length,
      engagement: { level: full.analytics.engagement, score: full.analytics.avgEngagementScore },
      keyInsights: full.sessionSummary.keyInsights,
      flagged: false,
      alerts: [],
    });
    expect(analysis.sentiment.overall).toBeCloseTo(full.analytics.sentiment, 4);
    expect(analysis.sentiment.points).toEqual(
      clientMessages.map((message, index) => ({ index: index + 1, at: message.timestamp, score: expect.closeTo(message.metadata.sentiment, 4) })),
    );
    expect(analysis.stagesReached).toEqual(stagesWorkedIn);
    expect(analysis.stagesReached.length).toBeGreaterThan(0);
    expect(analysis.actionItems.map((item) => item.item)).toEqual(full.sessionSummary.actionItems.map((item) => item.item));
    expect(analysis.actionItems.length).toBeGreaterThan(0);
  });

  it("never carries the client's words, whoever reads it", async () => {
    for (const reader of [coach, admin, client]) {
      const body = (await oversightApi(app, reader.token).analysis(conversation._id)).body;
      for (const words of WORDS) expect(body).not.toContain(words);
      const points = JSON.parse(body).data.sentiment.points as object[];
      expect(points.every((point) => Object.keys(point).sort().join() === 'at,index,score')).toBe(true);
    }
  });

  it('lists the alerts the conversation raised, with their status, to the coach and not to the client', async () => {
    const crisisId = await raiseAlert(app, client);
    const coachView = ConversationAnalysisSchema.parse((await oversightApi(app, coach.token).analysis(crisisId)).json().data);
    expect(coachView).toMatchObject({ flagged: true, safetyHold: true, alerts: [{ kind: 'suicide', level: 'crisis', status: 'open', resolvedAt: null }] });
    expect(JSON.stringify(coachView)).not.toContain(CRISIS.slice(0, 30));
    await oversightApi(app, coach.token).resolve(coachView.alerts[0]!._id, { note: 'Spoke with her' });
    const after = ConversationAnalysisSchema.parse((await oversightApi(app, coach.token).analysis(crisisId)).json().data);
    expect(after).toMatchObject({ safetyHold: false, alerts: [{ status: 'resolved', resolutionNote: 'Spoke with her' }] });
    expect(ConversationAnalysisSchema.parse((await oversightApi(app, client.token).analysis(crisisId)).json().data).alerts).toEqual([]);
  });

  it('answers 404 to another coach, another client and an unknown id', async () => {
    for (const stranger of [otherCoach, otherClient]) {
      expect((await oversightApi(app, stranger.token).analysis(conversation._id)).statusCode).toBe(404);
    }
    expect((await oversightApi(app, coach.token).analysis('7d9f4a52-0c1e-4c55-9d1b-2f0e3b6a9c11')).statusCode).toBe(404);
    expect((await oversightApi(app, coach.token).analysis('not-an-id')).statusCode).toBe(400);
  });
});
