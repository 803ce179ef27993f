import type { Conversation, ConversationMessage } from '@coaching/contract';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed.js';
import { createTestApp } from '../support/app.js';
import { bearer, signIn } from '../support/factories.js';

const { app, database } = await createTestApp();

describe('the demo conversation', () => {
  it('has the demo coach and client writing to each other, the client’s last message unread by the coach', async () => {
    expect(await seedDemoData(database)).toBe(true);
    const coach = await signIn(app, 'coach@example.com', 'Coach123!');
    const client = await signIn(app, 'client@example.com', 'Client123!');
    const list = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(token) })).json().data.conversations as Conversation[];

    const [seenByCoach] = await list(coach.token);
    expect(seenByCoach).toMatchObject({ title: 'Delegating the weekly report', otherName: 'Jordan Taylor', unreadCount: 1, status: 'active' });
    expect(seenByCoach?.lastMessage).toMatchObject({ role: 'client', content: expect.stringContaining('reorganisation announcement') });
    const [seenByClient] = await list(client.token);
    expect(seenByClient).toMatchObject({ _id: seenByCoach?._id, otherName: 'Sarah Mitchell', unreadCount: 0 });

    const messages = (await app.inject({ method: 'GET', url: `/api/conversations/${seenByCoach?._id}/messages`, headers: bearer(client.token) })).json()
      .data.messages as ConversationMessage[];
    expect(messages.map((message) => message.role)).toEqual(['client', 'coach', 'client', 'coach']);
  });
});
