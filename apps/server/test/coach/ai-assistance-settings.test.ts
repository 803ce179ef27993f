import { AI_OVERSIGHT_MESSAGES, CoachAiInsightsSchema, type CoachSettings } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';
import { oversightApi, raiseAlert } from '../ai-oversight/oversight-api.js';

// The coach's AI assistance switches (/coach/settings) that gate what the server gives them.
const { app } = await createTestApp();

const setAiAssistance = async (coach: SignedIn, aiAssistance: Partial<CoachSettings['aiAssistance']>) => {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(coach.token), payload: { coachSettings: { aiAssistance } } });
  expect(response.statusCode, response.body).toBe(200);
};

async function clientWithConversation() {
  const { coach, client } = await signUpCoachAndClient(app);
  const conversation = await createConversation(app, client.token, { title: 'Team meetings' });
  await aiCoachingApi(app, client.token).send(conversation._id, { content: 'I will send an agenda to the team by Friday.' });
  return { coach, client, conversation };
}

describe('aiAssistance.conversationAnalysis', () => {
  it('turned off, refuses the coach the conversation analysis with 403 and says why; the client and admins still get it', async () => {
    const { coach, client, conversation } = await clientWithConversation();
    const admin = await signUpAdmin(app);
    expect((await oversightApi(app, coach.token).analysis(conversation._id)).statusCode).toBe(200);

    await setAiAssistance(coach, { conversationAnalysis: false });
    const refused = await oversightApi(app, coach.token).analysis(conversation._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: { code: 'FORBIDDEN', message: AI_OVERSIGHT_MESSAGES.conversationAnalysisOff } });
    expect((await oversightApi(app, client.token).analysis(conversation._id)).statusCode).toBe(200);
    expect((await oversightApi(app, admin.token).analysis(conversation._id)).statusCode).toBe(200);

    await setAiAssistance(coach, { conversationAnalysis: true });
    expect((await oversightApi(app, coach.token).analysis(conversation._id)).statusCode).toBe(200);
  });
});

describe('aiAssistance.clientInsights', () => {
  it("turned off, leaves the AI summaries of the coach's clients out of coach-insights, but keeps the counts and the safety alerts", async () => {
    const { coach, client, conversation } = await clientWithConversation();
    const insights = async () => CoachAiInsightsSchema.parse((await aiCoachingApi(app, coach.token).coachInsights()).json().data);
    expect((await insights()).summaryReports.map((report) => report.conversationId)).toEqual([conversation._id]);

    await setAiAssistance(coach, { clientInsights: false });
    const crisis = await raiseAlert(app, client);
    const off = await insights();
    expect(off.summaryReports).toEqual([]);
    expect(off.totalClientAISessions).toBe(2);
    expect(off.activeClients.map((active) => active.clientId)).toEqual([client.user._id]);
    expect(off.conversationAlerts.map((alert) => alert.conversationId)).toEqual([crisis]);

    await setAiAssistance(coach, { clientInsights: true });
    expect((await insights()).summaryReports).toHaveLength(2);
  });
});
