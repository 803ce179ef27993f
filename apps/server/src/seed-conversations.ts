import type { Db } from './db/client.js';
import { createConversationsRepository } from './modules/conversations/conversations.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The demo coach and client have been writing to each other: a few messages, the last one unread by the coach. */
const DEMO_MESSAGES: { from: 'coach' | 'client'; minutesAgo: number; content: string }[] = [
  { from: 'coach', minutesAgo: 2 * 24 * 60 + 30, content: 'Hi Jordan, good to see you on Tuesday. How did handing over the weekly report to Priya go?' },
  { from: 'client', minutesAgo: 2 * 24 * 60, content: 'Better than I feared. She asked two good questions I would have skipped. I still checked every number, though.' },
  { from: 'coach', minutesAgo: 24 * 60 + 45, content: 'Checking is fine for now. What would tell you that you can check less next time?' },
  { from: 'client', minutesAgo: 20, content: 'If this week’s report needs no corrections, I will only review the summary next time. Can we talk about the reorganisation announcement on Tuesday?' },
];

/** Seeds one conversation between the demo coach and the demo client (run once, with the demo accounts). */
export async function seedDemoConversation(db: Db, people: { coachId: string; clientId: string }, now: Date): Promise<void> {
  const conversations = createConversationsRepository(db);
  const started = new Date(now.getTime() - 3 * DAY);
  const row = await conversations.insert({
    ...people,
    title: 'Delegating the weekly report',
    description: 'Between sessions: handing work over to Priya and what it takes to let go.',
    tags: ['delegation', 'leadership'],
    createdAt: started,
    updatedAt: started,
  });
  for (const message of DEMO_MESSAGES) {
    const at = new Date(now.getTime() - message.minutesAgo * MINUTE);
    const senderId = message.from === 'coach' ? people.coachId : people.clientId;
    await conversations.insertMessage({ conversationId: row.id, senderId, role: message.from, content: message.content, kind: 'text', at });
    await conversations.markRead(row.id, senderId, at, at);
  }
}
