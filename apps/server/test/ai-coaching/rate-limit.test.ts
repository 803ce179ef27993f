import { AI_COACHING_MESSAGES } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

const PER_MINUTE = 3;
const { app } = await createTestApp({ env: { AI_MESSAGES_PER_MINUTE: String(PER_MINUTE) } });

describe('messages per minute', () => {
  it('answers 429 with Retry-After once a user has sent AI_MESSAGES_PER_MINUTE messages, across messages and stream', async () => {
    const client = await signUp(app);
    const api = aiCoachingApi(app, client.token);
    const conversation = await createConversation(app, client.token);
    expect((await api.send(conversation._id, { content: 'One' })).statusCode).toBe(200);
    expect((await api.stream(conversation._id, { content: 'Two' })).statusCode).toBe(200);
    expect((await api.send(conversation._id, { content: 'Three' })).statusCode).toBe(200);

    for (const refused of [await api.send(conversation._id, { content: 'Four' }), await api.stream(conversation._id, { content: 'Five' })]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: AI_COACHING_MESSAGES.tooManyMessages } });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // A refused message is not stored.
    const { messages } = (await api.get(conversation._id)).json().data.conversation;
    expect(messages.filter((message: { role: string }) => message.role === 'client')).toHaveLength(PER_MINUTE);
  });

  it('counts each user separately, whatever address they share', async () => {
    const busy = await signUp(app);
    const calm = await signUp(app);
    const busyConversation = await createConversation(app, busy.token);
    const calmConversation = await createConversation(app, calm.token);
    for (let sent = 0; sent < PER_MINUTE; sent++) await aiCoachingApi(app, busy.token).send(busyConversation._id, { content: `Message ${sent}` });
    expect((await aiCoachingApi(app, busy.token).send(busyConversation._id, { content: 'Too many' })).statusCode).toBe(429);
    expect((await aiCoachingApi(app, calm.token).send(calmConversation._id, { content: 'My first' })).statusCode).toBe(200);
  });

  it('does not count reading a conversation', async () => {
    const reader = await signUp(app);
    const conversation = await createConversation(app, reader.token);
    const api = aiCoachingApi(app, reader.token);
    for (let read = 0; read < PER_MINUTE + 2; read++) expect((await api.get(conversation._id)).statusCode).toBe(200);
    expect((await api.send(conversation._id, { content: 'Still allowed' })).statusCode).toBe(200);
  });
});
