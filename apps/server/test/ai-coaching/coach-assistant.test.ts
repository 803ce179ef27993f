import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUpCoachAndClient } from '../support/goals.js';

const { app } = await createTestApp();
const { coach, client } = await signUpCoachAndClient(app);

/** Sends each message in turn to a new conversation of the user's and returns the AI's replies. */
async function repliesTo(token: string, messages: readonly string[]): Promise<string[]> {
  const api = aiCoachingApi(app, token);
  const conversation = await createConversation(app, token);
  const replies: string[] = [];
  for (const content of messages) {
    const response = await api.send(conversation._id, { content });
    expect(response.statusCode, response.body).toBe(200);
    replies.push(response.json().data.message.content as string);
  }
  return replies;
}

describe("a coach's AI Assistant (POST /api/ai-coaching/conversations/:id/messages)", () => {
  it('helps the coach with their practice: a session plan, a client message, notes, a situation with a client', async () => {
    const [plan, draft, review, situation] = await repliesTo(coach.token, [
      'Help me prepare my session with Jordan tomorrow about delegation',
      'Can you draft a reminder to Jordan for our session on Friday?',
      'Summarise these notes: Jordan talked about feeling stuck in her role. She agreed to update her CV by Friday and will ask her manager for a development conversation next week.',
      'Another client keeps cancelling at the last minute. How should I handle it?',
    ]);
    expect(plan).toMatch(/your session with Jordan tomorrow/);
    expect(plan).toMatch(/^3\. Focus on delegation \(\d+ min\)/m);
    expect(draft).toMatch(/^Hi Jordan,\nA quick reminder of our coaching session on Friday\./m);
    expect(draft).toMatch(new RegExp(`Best wishes,\\n${coach.user.profile.firstName}`));
    expect(review).toMatch(/Agreed next steps:\n- She agreed to update her CV by Friday/);
    expect(situation).toMatch(/coaching agreement/);
    for (const reply of [plan, draft, review, situation]) expect(reply).not.toMatch(/what would you like to work on|on a scale|your goals?\b/i);
  });

  it('coaches a client who sends the same message, instead of planning a session for them', async () => {
    const [reply] = await repliesTo(client.token, ['Help me prepare my session with Jordan tomorrow about delegation']);
    expect(reply).not.toMatch(/^\d+\. /m);
    expect(reply).not.toMatch(/Here is a plan|A structure you could use|Here is an outline/);
    expect(reply).toMatch(/\?$/);
  });
});
