import type { Session } from '@coaching/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { bearer, type SignedIn } from '../support/factories.js';
import { failWith, replyWithText, startFakeOpenAi } from '../support/fake-openai.js';
import { createGoal, goalsApi, signUpCoachAndClient } from '../support/goals.js';
import { templatesApi, sessionPlanBody } from '../templates/support.js';
import { again, schedule, sessionsApi, utcAt } from './support.js';

// The coach's aiAssistance.autoGenerateNotes: a session completed without notes gets the AI's draft of them.
const fake = await startFakeOpenAi(failWith(500));
afterAll(() => fake.close());
const builtin = await createTestApp();
const withModel = await createTestApp({ env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_API_KEY: 'test-key', AI_TIMEOUT_MS: '1500' } });

type TestApp = typeof builtin;

const setAutoNotes = async ({ app }: TestApp, coach: SignedIn, autoGenerateNotes: boolean) => {
  const response = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(coach.token), payload: { coachSettings: { aiAssistance: { autoGenerateNotes } } } });
  expect(response.statusCode, response.body).toBe(200);
};

/** A session with the coach's plan of two agenda items, started and then completed 50 minutes later. */
async function sessionRun({ app, clock }: TestApp) {
  const { coach, client } = await signUpCoachAndClient(app);
  const goal = await createGoal(app, client.token, { title: 'Run a half marathon', milestones: [{ title: '5k' }, { title: 'Race' }] });
  await goalsApi(app, client.token).toggle(goal._id, goal.milestones[0]!._id, { completed: true });
  const plan = (await templatesApi(app, coach).create(sessionPlanBody())).json().data.template as { _id: string };
  const session = await schedule(app, coach, client, utcAt(clock(), 1, '10:00'), { planTemplateId: plan._id, title: 'Weekly check-in' });
  const api = sessionsApi(app, coach);
  expect((await api.start(session._id)).statusCode).toBe(200);
  clock.advance(50 * 60_000);
  await again(app, coach, client);
  return { coach, client, session, api };
}

const completedSession = (response: { statusCode: number; body: string; json: () => { data: { session: Session } } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.session;
};

describe('PATCH /api/sessions/{id}/complete without notes, the coach drafting notes with the AI (the default)', () => {
  it("stores the built-in engine's draft, marked as a draft, from the plan and the client's goals, for the coach's eyes only", async () => {
    const { client, session, api } = await sessionRun(builtin);
    const completed = completedSession(await api.complete(session._id));
    expect(completed).toMatchObject({ status: 'completed', notesDraft: true });
    expect(completed.notes).toContain('Weekly check-in with Riley, 50 minutes.');
    expect(completed.notes).toContain('- Welcome (10 min): [what was discussed]');
    expect(completed.notes).toContain('- Goals (30 min): [what was discussed]');
    expect(completed.notes).toContain('- Run a half marathon: 50%, 1 milestone completed so far');
    expect(completed.notes).toContain('Agreed next steps: [the actions agreed, with their dates]');

    const seenByClient = (await sessionsApi(builtin.app, client).get(session._id)).json().data.session as Session;
    expect(seenByClient).not.toHaveProperty('notes');
    expect(seenByClient).not.toHaveProperty('notesDraft');
  });

  it('keeps the notes the coach gives, and notes the coach saves over a draft are no longer a draft', async () => {
    const first = await sessionRun(builtin);
    expect(completedSession(await first.api.complete(first.session._id, { notes: 'Agreed on a delegation plan.' }))).toMatchObject({
      notes: 'Agreed on a delegation plan.',
      notesDraft: false,
    });

    const second = await sessionRun(builtin);
    expect(completedSession(await second.api.complete(second.session._id)).notesDraft).toBe(true);
    const saved = (await second.api.update(second.session._id, { notes: 'Reviewed: two runs a week from Monday.' })).json().data.session as Session;
    expect(saved).toMatchObject({ notes: 'Reviewed: two runs a week from Monday.', notesDraft: false });
  });

  it('drafts nothing once the coach turns autoGenerateNotes off', async () => {
    const { coach, session, api } = await sessionRun(builtin);
    await setAutoNotes(builtin, coach, false);
    expect(completedSession(await api.complete(session._id))).toMatchObject({ status: 'completed', notes: '', notesDraft: false });
  });
});

describe('the draft with a configured model', () => {
  it("is the model's notes, written from the session's facts", async () => {
    const { session, api } = await sessionRun(withModel);
    fake.setHandler(replyWithText(JSON.stringify({ notes: 'Reviewed the half marathon plan. Next steps: [to agree].' })));
    const from = fake.requests.length;
    const completed = completedSession(await api.complete(session._id));
    expect(completed).toMatchObject({ notes: 'Reviewed the half marathon plan. Next steps: [to agree].', notesDraft: true });
    const asked = JSON.stringify(fake.requests.slice(from).map((request) => request.body));
    expect(asked).toContain('Run a half marathon');
    expect(asked).toContain('Weekly check-in');
  });

  it('falls back to the built-in draft when the model fails, and the completion still succeeds', async () => {
    const { session, api } = await sessionRun(withModel);
    fake.setHandler(failWith(500));
    const completed = completedSession(await api.complete(session._id));
    expect(completed).toMatchObject({ status: 'completed', notesDraft: true });
    expect(completed.notes).toContain('- Welcome (10 min): [what was discussed]');
  });
});
