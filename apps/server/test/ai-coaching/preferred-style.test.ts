import { DEFAULT_METHODOLOGY } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { bearer, getMe, type SignedIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';

const { app, clock } = await createTestApp();

const updateMe = (who: SignedIn, payload: object) => app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(who.token), payload });
const preferStyle = async (who: SignedIn, preferredCoachingStyle: string) => {
  const response = await updateMe(who, { clientSpecific: { preferredCoachingStyle } });
  expect(response.statusCode).toBe(200);
};
const newConversation = async (who: SignedIn, body: object = {}) => {
  clock.advance(60_000);
  return createConversation(app, who.token, body);
};

describe("the client's preferred coaching style (PUT /api/auth/me clientSpecific.preferredCoachingStyle)", () => {
  it('is saved and read back as one of the AI coach’s coaching styles', async () => {
    const { client } = await signUpCoachAndClient(app);
    await preferStyle(client, 'non-directive');
    expect((await getMe(app, client.token)).json().data.user.clientSpecific).toMatchObject({ preferredCoachingStyle: 'non-directive' });
  });

  it('sets the methodology and coaching style a new AI conversation starts in', async () => {
    const { client } = await signUpCoachAndClient(app);
    expect((await newConversation(client)).coachingContext.methodology).toBe(DEFAULT_METHODOLOGY);

    await preferStyle(client, 'non-directive');
    const icf = await newConversation(client);
    expect(icf.coachingContext.methodology).toBe('icf');
    expect(icf.aiConfig.coaching_style).toBe('non-directive');

    await preferStyle(client, 'cognitive-behavioral');
    const transformational = await newConversation(client);
    expect(transformational.coachingContext).toMatchObject({ methodology: 'transformational', stage: 'Story' });
    expect(transformational.aiConfig.coaching_style).toBe('cognitive-behavioral');
  });

  it("comes before the style the client's coach set for them and the latest conversation's, but not before a methodology chosen for the conversation", async () => {
    const { coach, client } = await signUpCoachAndClient(app);
    const configured = await app.inject({
      method: 'PUT',
      url: `/api/coach/clients/${client.user._id}/ai-config`,
      headers: bearer(coach.token),
      payload: { config: { coachingStyle: 'cognitive-behavioral' } },
    });
    expect(configured.statusCode).toBe(200);
    expect((await newConversation(client)).coachingContext.methodology).toBe('transformational');

    await preferStyle(client, 'directive');
    expect((await newConversation(client)).coachingContext.methodology).toBe('grow');
    expect((await newConversation(client, { methodology: 'solution-focused' })).coachingContext.methodology).toBe('solution-focused');
    expect((await newConversation(client)).coachingContext.methodology).toBe('grow');

    // No preference any more: the coach's setting decides again.
    await preferStyle(client, '');
    expect((await newConversation(client)).coachingContext.methodology).toBe('transformational');
  });

  it('leaves the open conversations as they are', async () => {
    const { client } = await signUpCoachAndClient(app);
    const open = await newConversation(client);
    await preferStyle(client, 'directive');
    const reread = (await aiCoachingApi(app, client.token).get(open._id)).json().data.conversation;
    expect(reread.coachingContext.methodology).toBe(DEFAULT_METHODOLOGY);
  });

  it('refuses a style the AI coach does not have, and keeps the saved one', async () => {
    const { client } = await signUpCoachAndClient(app);
    await preferStyle(client, 'directive');
    const refused = await updateMe(client, { clientSpecific: { preferredCoachingStyle: 'Direct and practical' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect((await getMe(app, client.token)).json().data.user.clientSpecific.preferredCoachingStyle).toBe('directive');
  });
});
