import type { AiConversation } from '@coaching/contract';
import type { Caller } from '../../access/index.js';
import type { UsersService } from '../users/users.service.js';
import type { ActionItemsRepository } from './action-items.repository.js';
import type { AiConversationRow } from './conversations.repository.js';
import { CLIENT_ROLE, toAiConversation } from './mapper.js';
import type { AiMessageRow, ConversationShape, MessagesRepository } from './messages.repository.js';
import type { TranscriptTransparency } from './transparency.js';

function shapeOf(messages: readonly AiMessageRow[]): ConversationShape | undefined {
  const first = messages[0];
  const last = messages.at(-1);
  if (!first || !last) return undefined;
  const lengths = messages.filter((message) => message.role === CLIENT_ROLE).map((message) => message.content.length);
  const averageClientLength = lengths.length ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 0;
  return { firstAt: first.createdAt, lastAt: last.createdAt, averageClientLength };
}

/**
 * Conversation rows made whole for a reply: coach, action items, analytics and (for one) the messages.
 * One conversation is only ever made for a reader: the transparency decision (and the read log) is taken
 * here, so no reply that carries the messages can skip it.
 */
export function createConversationViews(deps: {
  messages: Pick<MessagesRepository, 'listOf' | 'shapesOf'>;
  actionItems: Pick<ActionItemsRepository, 'listOf'>;
  usersService: Pick<UsersService, 'findPeople'>;
  transparency: Pick<TranscriptTransparency, 'open'>;
}) {
  const { messages, actionItems, usersService, transparency } = deps;

  async function coachesOf(userIds: string[]): Promise<Map<string, string | null>> {
    const people = await usersService.findPeople([...new Set(userIds)]);
    return new Map(people.map((person) => [person.id, person.coachId]));
  }

  return {
    /**
     * One conversation as this reader may see it: with its messages, oldest first, or without them when
     * the access policy gives the reader the summary only. A full read by anyone but the client is logged
     * as `kind` (an export or a read on screen).
     */
    async one(reader: Caller, row: AiConversationRow, kind: 'transcript' | 'export' = 'transcript'): Promise<AiConversation> {
      const transcript = await transparency.open(reader, row, kind);
      // The messages are read whatever the view: the analytics (length, duration) come from them.
      const [coaches, items, all] = await Promise.all([coachesOf([row.userId]), actionItems.listOf([row.id]), messages.listOf(row.id)]);
      return toAiConversation(row, {
        coachId: coaches.get(row.userId) ?? null,
        actionItems: items.get(row.id) ?? [],
        shape: shapeOf(all),
        messages: all,
        transcript,
      });
    },

    /** Conversations for a list: everything but the messages. */
    async many(rows: readonly AiConversationRow[]): Promise<AiConversation[]> {
      const ids = rows.map((row) => row.id);
      const [coaches, items, shapes] = await Promise.all([
        coachesOf(rows.map((row) => row.userId)),
        actionItems.listOf(ids),
        messages.shapesOf(ids, CLIENT_ROLE),
      ]);
      return rows.map((row) =>
        toAiConversation(row, {
          coachId: coaches.get(row.userId) ?? null,
          actionItems: items.get(row.id) ?? [],
          shape: shapes.get(row.id),
          messages: [],
        }),
      );
    },
  };
}

export type ConversationViews = ReturnType<typeof createConversationViews>;
