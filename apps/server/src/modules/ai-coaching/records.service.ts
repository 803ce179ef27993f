import {
  AI_COACHING_MESSAGES,
  type ActionItem,
  type ActionItemStatus,
  type AiConversation,
  type SessionAnalytics,
} from '@coaching/contract';
import type { Caller } from '../../access/index.js';
import { AppError } from '../../http/app-error.js';
import type { ConversationAccessChecks } from './access.js';
import type { ActionItemsRepository } from './action-items.repository.js';
import type { ConversationViews } from './conversation-views.js';
import type { AiConversationRow } from './conversations.repository.js';
import type { ConversationDigest } from './digest.js';
import { CLIENT_ROLE, durationMinutes, toActionItem } from './mapper.js';
import type { MessagesRepository } from './messages.repository.js';
import { transcript } from './transcript.js';

export type NewActionItemInput = { item: string; deadline?: string | null; status: ActionItemStatus };
export type ConversationExport =
  | { format: 'json'; filename: string; conversation: AiConversation }
  | { format: 'text'; filename: string; text: string };

const actionItemNotFound = () => new AppError('NOT_FOUND', AI_COACHING_MESSAGES.actionItemNotFound);

/** A bare date is a day, not an instant: it is kept as the end of that day in UTC. */
function deadlineOf(value: string | null | undefined): Date | null {
  if (!value) return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
}

/** What a conversation leaves behind: its action items, its analytics, and exports of it. */
export function createRecordsService(deps: {
  access: ConversationAccessChecks;
  actionItems: Pick<ActionItemsRepository, 'insert' | 'update'>;
  messages: Pick<MessagesRepository, 'shapesOf'>;
  views: ConversationViews;
  digest: ConversationDigest;
  clock: () => Date;
}) {
  const { access, actionItems, views, digest, clock } = deps;

  async function analyticsOf(row: AiConversationRow): Promise<SessionAnalytics> {
    const shapes = await deps.messages.shapesOf([row.id], CLIENT_ROLE);
    return {
      messageCount: row.messageCount,
      sessionDuration: durationMinutes(shapes.get(row.id)),
      sentimentScore: Math.round(row.sentiment * 10_000) / 10_000,
      engagementLevel: row.engagement,
      lastActivity: row.lastActivityAt.toISOString(),
    };
  }

  return {
    async addActionItem(caller: Caller, conversationId: string, input: NewActionItemInput): Promise<ActionItem> {
      const row = await access.conversation(caller, conversationId, 'write');
      const [item] = await actionItems.insert([
        { conversationId: row.id, item: input.item, status: input.status, deadline: deadlineOf(input.deadline), at: clock() },
      ]);
      return toActionItem(item!);
    },

    async setActionItemStatus(caller: Caller, conversationId: string, itemId: string, status: ActionItemStatus): Promise<ActionItem> {
      const row = await access.conversation(caller, conversationId, 'write');
      const item = await actionItems.update(row.id, itemId, { status }, clock());
      if (!item) throw actionItemNotFound();
      return toActionItem(item);
    },

    async analytics(caller: Caller, conversationId: string): Promise<SessionAnalytics> {
      return analyticsOf(await access.conversation(caller, conversationId, 'read'));
    },

    /** The client may ask for fresh numbers; they are counted again from the stored messages, never taken from the request. */
    async recomputeAnalytics(caller: Caller, conversationId: string): Promise<SessionAnalytics> {
      const row = await access.conversation(caller, conversationId, 'read');
      return analyticsOf((await digest.refresh(row)).row);
    },

    /** An export is the transcript: a coach whose client keeps it private hears 403; any other reader's export is logged. */
    async exportConversation(caller: Caller, conversationId: string, format: 'json' | 'text'): Promise<ConversationExport> {
      const row = await access.conversation(caller, conversationId, 'read');
      const conversation = await views.one(caller, row, 'export');
      if (conversation.transcript === 'summary') throw new AppError('FORBIDDEN', AI_COACHING_MESSAGES.transcriptPrivate);
      const filename = `ai-conversation-${row.id}.${format === 'json' ? 'json' : 'txt'}`;
      if (format === 'json') return { format, filename, conversation };
      return { format, filename, text: transcript(conversation, row.userId === caller.userId, clock()) };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
