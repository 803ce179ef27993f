import { StreamChunkEventSchema, StreamDoneEventSchema } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { aiCoachingApi, createConversation, sseEvents, streamedReply } from '../support/ai-coaching.js';
import { createTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

const { app } = await createTestApp();
const client = await signUp(app);
const api = aiCoachingApi(app, client.token);

describe('POST /api/ai-coaching/conversations/:id/stream', () => {
  it('streams the reply as data lines of chunks, then one done event carrying both stored messages', async () => {
    const conversation = await createConversation(app, client.token);
    const content = 'How can I stop procrastinating on my thesis?';
    const response = await api.stream(conversation._id, { content });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-accel-buffering']).toBe('no');
    // The security headers of every reply travel with the stream too.
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const events = sseEvents(response.body);
    const chunks = events.slice(0, -1);
    expect(chunks.length).toBeGreaterThan(1);
    for (const event of chunks) expect(StreamChunkEventSchema.strict().parse(event)).toEqual(event);
    const done = StreamDoneEventSchema.parse(events.at(-1));
    expect(done.done).toBe(true);
    expect(done.message.content).toBe(chunks.map((event) => event.chunk).join(''));
    expect(done.message).toMatchObject({ role: 'ai_coach', metadata: { messageType: 'ai_response' } });
    expect(done.userMessage).toMatchObject({ role: 'client', content, metadata: { messageType: 'coaching_query', processingTime: 0 } });

    const stored = (await api.get(conversation._id)).json().data.conversation.messages;
    expect(stored).toEqual([done.userMessage, done.message]);
  });

  it('answers errors before the first piece as ordinary JSON replies', async () => {
    const missing = await api.stream('00000000-0000-4000-8000-000000000000', { content: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const conversation = await createConversation(app, client.token);
    const blank = await api.stream(conversation._id, { content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['content-type']).toMatch(/^application\/json/);
  });

  it('streams a second reply that differs from the first, even when the client sends the same message again', async () => {
    const conversation = await createConversation(app, client.token, { methodology: 'solution-focused' });
    // Up to the scaling question: a number now gets the one-point-higher follow-up, the likeliest to repeat.
    for (const content of ['I want calmer mornings.', 'It was better last week.']) await api.send(conversation._id, { content });
    const first = streamedReply(await api.stream(conversation._id, { content: '5' }));
    const second = streamedReply(await api.stream(conversation._id, { content: '5' }));
    expect(first.last).toMatchObject({ done: true });
    expect(second.last).toMatchObject({ done: true });
    expect(second.text).not.toBe(first.text);
    const question = (text: string) => text.trim().split(/(?<=[.!?])\s+/).at(-1);
    expect(question(second.text)).not.toBe(question(first.text));
    expect(question(first.text)).toBe('What would a 6 look like for you?');
  });
});
