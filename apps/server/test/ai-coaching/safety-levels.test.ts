import { AI_COACHING_MESSAGES, CoachAiInsightsSchema } from '@coaching/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, signUp, type SignedIn } from '../support/factories.js';
import { isRiskOpinionRequest, riskOpinion, startFakeOpenAi, streamPieces, wordPieces } from '../support/fake-openai.js';
import { signUpAdmin, signUpCoachAndClient } from '../support/goals.js';

const coaching = streamPieces(wordPieces('What would make this week feel lighter?'));
const fake = await startFakeOpenAi(coaching);
afterAll(() => fake.close());
const { app } = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '1500' } });
const { coach, client } = await signUpCoachAndClient(app);
const otherCoach = await signUp(app, { role: 'coach' });
const admin = await signUpAdmin(app);

const riskAsked = () => fake.requests.filter(isRiskOpinionRequest).length;
const coached = () => fake.requests.filter((request) => !isRiskOpinionRequest(request)).length;

async function openAlerts(viewer: SignedIn) {
  return CoachAiInsightsSchema.parse((await aiCoachingApi(app, viewer.token).coachInsights()).json().data).conversationAlerts;
}

async function say(user: SignedIn, conversationId: string, content: string) {
  const response = await aiCoachingApi(app, user.token).send(conversationId, { content });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    message: { content: string; metadata: Record<string, unknown> };
    conversation: { flagged: boolean; safetyHold: boolean };
  };
}

async function clientIn(timezone: string, language = 'en') {
  const person = await signUp(app);
  await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(person.token), payload: { profile: { timezone }, preferences: { language } } });
  return person;
}

describe('after a crisis the AI holds its coaching', () => {
  it('answers the next messages with the resources again, not coaching, until the client says they are safe', async () => {
    fake.setHandler(coaching);
    const conversation = await createConversation(app, client.token);
    const crisis = await say(client, conversation._id, "I can't stop thinking about killing myself");
    expect(crisis.conversation).toMatchObject({ flagged: true, safetyHold: true });
    expect(crisis.message.metadata).toMatchObject({ safetyFlag: 'suicide', safetyLevel: 'crisis', coachAlerted: true });
    const alertsAfterCrisis = (await openAlerts(coach)).length;

    const before = coached();
    const held = await say(client, conversation._id, 'Anyway, can we work on my presentation?');
    expect(held.message.content).toMatch(/^I'm still here with you/);
    expect(held.message.content).toContain('findahelpline.com');
    expect(held.conversation.safetyHold).toBe(true);
    expect(coached()).toBe(before);
    expect(await openAlerts(coach)).toHaveLength(alertsAfterCrisis);

    const resumed = await say(client, conversation._id, "I'm OK, that was a figure of speech. Honestly.");
    expect(resumed.message.content).toMatch(/glad you're safe/);
    expect(resumed.conversation.safetyHold).toBe(false);

    const next = await say(client, conversation._id, 'Can we work on my presentation now?');
    expect(next.message.metadata.messageType).toBe('ai_response');
    expect(coached()).toBe(before + 1);
  });

  it("resumes when the client's coach reviews the alert, which leaves the open list; no one else may review it", async () => {
    const conversation = await createConversation(app, client.token);
    await say(client, conversation._id, 'I have been saving up my sleeping pills for weeks');
    const alert = (await openAlerts(coach)).find((open) => open.conversationId === conversation._id)!;
    expect(alert).toMatchObject({ kind: 'suicide', level: 'crisis' });

    for (const stranger of [otherCoach, client]) {
      const refused = await app.inject({ method: 'POST', url: `/api/ai-coaching/alerts/${alert._id}/review`, headers: bearer(stranger.token) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(AI_COACHING_MESSAGES.alertNotFound);
    }
    const reviewed = await app.inject({ method: 'POST', url: `/api/ai-coaching/alerts/${alert._id}/review`, headers: bearer(coach.token) });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ success: true, message: AI_COACHING_MESSAGES.alertReviewed, data: { alert: { _id: alert._id, level: 'crisis', reviewedAt: expect.any(String) } } });
    expect((await openAlerts(coach)).some((open) => open._id === alert._id)).toBe(false);
    expect((await aiCoachingApi(app, client.token).get(conversation._id)).json().data.conversation.safetyHold).toBe(false);
    expect((await say(client, conversation._id, 'Thanks for checking in. Can we plan my week?')).message.metadata.messageType).toBe('ai_response');

    const again = await app.inject({ method: 'POST', url: `/api/ai-coaching/alerts/${alert._id}/review`, headers: bearer(admin.token) });
    expect(again.json().data.alert.reviewedAt).toBe(reviewed.json().data.alert.reviewedAt);
  });

  it("mails the coach the level, the category and a link, never the client's words", async () => {
    const conversation = await createConversation(app, client.token);
    const words = 'I wrote goodbye letters to my kids last night';
    await say(client, conversation._id, words);
    const mails = await app.services.outbox.listForRecipient(coach.email);
    const mail = mails.find((sent) => sent.kind === 'safety_alert' && sent.subject.startsWith('Urgent safety alert'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Urgent safety alert: Riley Chen (suicide risk)');
    expect(mail!.textBody).toContain(`/coach/client/${client.user._id}/ai-conversations`);
    expect(mail!.textBody).not.toContain('goodbye letters');
  });
});

describe('a concern', () => {
  it('gets a direct, kind question and a lower-priority alert; a no lets coaching go on', async () => {
    fake.setHandler(riskOpinion({ level: 'concern', category: 'suicide' }, coaching));
    const conversation = await createConversation(app, client.token);
    const concern = await say(client, conversation._id, 'I just want the pain to stop. All of it.');
    expect(concern.message.content).toContain('are you having thoughts of ending your life, or of hurting yourself?');
    expect(concern.message.metadata).toMatchObject({ safetyFlag: 'suicide', safetyLevel: 'concern', coachAlerted: false });
    expect(concern.conversation.safetyHold).toBe(false);
    expect((await openAlerts(coach)).find((alert) => alert.conversationId === conversation._id)).toMatchObject({ level: 'concern', kind: 'suicide' });

    const answer = await say(client, conversation._id, "No, I'm not.");
    expect(answer.message.content).toMatch(/^Thank you for answering me honestly/);
    const next = await say(client, conversation._id, 'I want to get my evenings back from work.');
    expect(next.message.metadata.messageType).toBe('ai_response');
  });

  it('becomes a crisis when the client answers yes to the question', async () => {
    fake.setHandler(riskOpinion({ level: 'concern', category: 'suicide' }, coaching));
    const conversation = await createConversation(app, client.token);
    await say(client, conversation._id, "Honestly what's the point of any of it anymore");
    const yes = await say(client, conversation._id, 'Yeah, sometimes.');
    expect(yes.message.metadata).toMatchObject({ safetyFlag: 'suicide', safetyLevel: 'crisis' });
    expect(yes.conversation.safetyHold).toBe(true);
    const levels = (await openAlerts(coach)).filter((alert) => alert.conversationId === conversation._id).map((alert) => alert.level);
    expect(levels.sort()).toEqual(['concern', 'crisis']);
  });
});

describe('risk across a conversation', () => {
  it('is a crisis on the second message when the first bought the means', async () => {
    fake.setHandler(riskOpinion({ level: 'ordinary', category: null }, coaching));
    const conversation = await createConversation(app, client.token);
    const first = await say(client, conversation._id, 'I bought a lot of paracetamol today');
    // Alone it may be nothing, or worth asking about; it is not a crisis.
    expect(first.message.metadata.safetyLevel).not.toBe('crisis');
    const second = await say(client, conversation._id, "I'm going to take all of it tonight");
    expect(second.message.metadata).toMatchObject({ safetyFlag: 'suicide', safetyLevel: 'crisis' });
  });
});

describe("the client's language and country", () => {
  it.each([
    ['Europe/Madrid', 'es', 'Ya no quiero vivir, lo tengo decidido', ['Me alegra mucho que me lo hayas contado', 'Línea 024 de atención a la conducta suicida en el 024', 'llama al 112']],
    ['Europe/Paris', 'fr', 'Je veux mourir, je vais tout prendre ce soir', ["je suis vraiment content que tu me l'aies dit".replace(/^j/, 'J'), '3114', 'appelle le 112 (ou le 15)']],
    ['Europe/Berlin', 'de', 'Ich will einfach nicht mehr leben.', ['Ich bin wirklich froh', 'TelefonSeelsorge', '0800 111 0 111', 'ruf die 112 an']],
    ['Europe/London', 'en', 'I want to end my life tonight', ['Samaritans on 116 123', 'call 999 or 112']],
  ])('in %s, a crisis in %s gets the reply in that language with that country\'s lines', async (timezone, language, message, expected) => {
    fake.setHandler(coaching);
    const person = await clientIn(timezone, language);
    const conversation = await createConversation(app, person.token);
    const reply = await say(person, conversation._id, message);
    expect(reply.message.metadata.safetyLevel).toBe('crisis');
    for (const text of expected) expect(reply.message.content).toContain(text);
  });

  it('sends abuse to the abuse line of the country', async () => {
    const person = await clientIn('Europe/London');
    const conversation = await createConversation(app, person.token);
    const reply = await say(person, conversation._id, 'My husband hit me again last night');
    expect(reply.message.metadata).toMatchObject({ safetyFlag: 'abuse', safetyLevel: 'crisis' });
    expect(reply.message.content).toContain('National Domestic Abuse Helpline on 0808 2000 247');
  });
});

describe("the model's second opinion", () => {
  it('can raise a concern to a crisis', async () => {
    fake.setHandler(riskOpinion({ level: 'crisis', category: 'suicide' }, coaching));
    const conversation = await createConversation(app, client.token);
    const asked = riskAsked();
    const reply = await say(client, conversation._id, 'I feel like such a burden to everyone');
    expect(riskAsked()).toBe(asked + 1);
    expect(reply.message.metadata).toMatchObject({ safetyFlag: 'suicide', safetyLevel: 'crisis' });
  });

  it('never lowers the rules: a concern it calls ordinary stays a concern, a crisis is not even asked about', async () => {
    fake.setHandler(riskOpinion({ level: 'ordinary', category: null }, coaching));
    const conversation = await createConversation(app, client.token);
    expect((await say(client, conversation._id, 'I feel like such a burden to everyone')).message.metadata.safetyLevel).toBe('concern');
    const other = await createConversation(app, client.token);
    const asked = riskAsked();
    expect((await say(client, other._id, 'I want to kill myself')).message.metadata.safetyLevel).toBe('crisis');
    expect(riskAsked()).toBe(asked);
  });

  it('leaves the rules to decide when it fails, and is not asked about an ordinary message', async () => {
    fake.setHandler(riskOpinion('fail', coaching));
    const conversation = await createConversation(app, client.token);
    expect((await say(client, conversation._id, 'I feel like such a burden to everyone')).message.metadata.safetyLevel).toBe('concern');
    const other = await createConversation(app, client.token);
    const asked = riskAsked();
    expect((await say(client, other._id, 'How do I prepare for my quarterly review?')).message.metadata.messageType).toBe('ai_response');
    expect(riskAsked()).toBe(asked);
  });
});
