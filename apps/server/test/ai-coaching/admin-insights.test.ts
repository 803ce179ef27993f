import { CoachAiInsightsSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

async function insightsOf(viewer: SignedIn) {
  const response = await aiCoachingApi(app, viewer.token).coachInsights();
  expect(response.statusCode).toBe(200);
  return CoachAiInsightsSchema.parse(response.json().data);
}

async function raiseAlert(user: SignedIn, title: string, content: string) {
  const conversation = await createConversation(app, user.token, { title });
  const response = await aiCoachingApi(app, user.token).send(conversation._id, { content });
  expect(response.json().data.message.metadata.messageType).toBe('safety_response');
  clock.advance(60_000);
  return conversation;
}

describe('GET /api/ai-coaching/coach-insights as an admin', () => {
  it("covers every client, and every open alert, including those no coach would see", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const loner = await signUp(app, { profile: { firstName: 'Alex', lastName: 'Moreau' } });
    const soloCoach = await signUp(app, { role: 'coach', profile: { firstName: 'Jo', lastName: 'Park' } });
    const admin = await signUpAdmin(app);

    const coached = await raiseAlert(client, 'Coached', 'I want to kill myself');
    const alone = await raiseAlert(loner, 'Alone', "I'm going to jump off the bridge");
    const own = await raiseAlert(soloCoach, 'Own assistant', 'I took too many pills');

    const insights = await insightsOf(admin);
    expect(insights.totalClientAISessions).toBe(2);
    expect(insights.summaryReports.map((report) => report.conversationId)).toEqual([alone._id, coached._id]);
    expect(insights.conversationAlerts.map(({ conversationId, clientId, clientName, kind }) => ({ conversationId, clientId, clientName, kind }))).toEqual([
      { conversationId: own._id, clientId: soloCoach.user._id, clientName: 'Jo Park', kind: 'medical_emergency' },
      { conversationId: alone._id, clientId: loner.user._id, clientName: 'Alex Moreau', kind: 'suicide' },
      { conversationId: coached._id, clientId: client.user._id, clientName: 'Riley Chen', kind: 'suicide' },
    ]);

    const coachView = await insightsOf(coach);
    expect(coachView.conversationAlerts.map((alert) => alert.conversationId)).toEqual([coached._id]);
    expect((await insightsOf(soloCoach)).conversationAlerts).toEqual([]);
  });
});
