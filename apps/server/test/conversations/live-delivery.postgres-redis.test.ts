import { ConversationMessageEventSchema, type Conversation } from '@coaching/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/app.js';
import { nextOfType, openUserEvents } from '../support/event-stream.js';
import { bearer, PASSWORD, signIn } from '../support/factories.js';
import { signUpCoachAndClient } from '../support/goals.js';

// Two instances of one deployment, as two processes behind a load balancer: one PostgreSQL database,
// one Redis. Runs when DATABASE_URL and REDIS_URL are both set (see vitest.config.ts).

const first = await createTestApp();
const second = await createTestApp({ instanceOf: first });

const DELIVERED_WITHIN_MS = 1_000;

async function startConversation(app: FastifyInstance, coachToken: string, clientId: string): Promise<Conversation> {
  const response = await app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(coachToken), payload: { clientId, title: 'Between sessions' } });
  expect(response.statusCode).toBe(201);
  return response.json().data.conversation;
}

const send = (app: FastifyInstance, token: string, conversationId: string, content: string) =>
  app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: bearer(token), payload: { content } });

describe('a message between coach and client across instances', () => {
  it("reaches the other person's open page on the other instance within a second", async () => {
    const { coach, client } = await signUpCoachAndClient(first.app);
    const conversation = await startConversation(first.app, coach.token, client.user._id);
    const clientOnSecond = await signIn(second.app, client.email, PASSWORD);
    const stream = await openUserEvents(second.app, clientOnSecond.token);
    expect(stream.status).toBe(200);

    const started = performance.now();
    const sent = await send(first.app, coach.token, conversation._id, 'Ready for Tuesday?');
    expect(sent.statusCode).toBe(201);
    const received = await nextOfType(stream, 'conversation.message', 5_000);
    expect(performance.now() - started).toBeLessThan(DELIVERED_WITHIN_MS);
    expect(ConversationMessageEventSchema.parse(received.data).data).toEqual({ conversationId: conversation._id, message: sent.json().data.message });
    stream.close();
  });

  it('resumes from Last-Event-ID on the other instance with nothing lost or doubled', async () => {
    const { coach, client } = await signUpCoachAndClient(first.app);
    const conversation = await startConversation(first.app, coach.token, client.user._id);
    const stream = await openUserEvents(first.app, client.token);
    await send(first.app, coach.token, conversation._id, 'One');
    const seen = await nextOfType(stream, 'conversation.message', 5_000);
    stream.close();
    await stream.ended;

    // Written while the client's connection was down.
    for (const content of ['Two', 'Three']) expect((await send(second.app, coach.token, conversation._id, content)).statusCode).toBe(201);
    await first.app.services.realtime.userEvents.idle();
    await second.app.services.realtime.userEvents.idle();
    const resumed = await openUserEvents(second.app, client.token, seen.id);
    const missed = [await nextOfType(resumed, 'conversation.message', 5_000), await nextOfType(resumed, 'conversation.message', 5_000)];
    expect(missed.map((event) => ConversationMessageEventSchema.parse(event.data).data.message.content)).toEqual(['Two', 'Three']);
    // Each message also brought a notification (the client was not on the conversation); no message came twice.
    expect((await resumed.collect(300)).filter((event) => (event.data as { type: string }).type === 'conversation.message')).toEqual([]);
    resumed.close();
  });
});
