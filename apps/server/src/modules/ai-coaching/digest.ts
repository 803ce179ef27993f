import { DEFAULT_SENTIMENT, type Engagement } from '@coaching/contract';
import { currentStage, extractCommitments, extractInsights, summarise } from '../../ai/analysis.js';
import type { CoachingTurn } from '../../ai/index.js';
import { engagementOf } from '../../ai/sentiment.js';
import type { ActionItemsRepository } from './action-items.repository.js';
import type { AiConversationRow, ConversationsRepository } from './conversations.repository.js';
import { CLIENT_ROLE, toTurns } from './mapper.js';
import type { AiMessageRow, MessagesRepository } from './messages.repository.js';

/** Key insights kept per conversation, newest last; older ones drop off (not in the spec; keeps the panel short). */
const KEY_INSIGHTS_KEPT = 20;

export type ConversationAnalyticsColumns = {
  messageCount: number;
  sentiment: number;
  engagement: Engagement;
  engagementScore: number;
};

const sameText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The analytics columns as the stored messages give them: nothing a client says about them is trusted. */
export function analyticsOf(all: readonly AiMessageRow[]): ConversationAnalyticsColumns {
  const clientMessages = all.filter((message) => message.role === CLIENT_ROLE);
  const sentiment = clientMessages.length
    ? clientMessages.reduce((sum, message) => sum + message.metadata.sentiment, 0) / clientMessages.length
    : DEFAULT_SENTIMENT;
  const engagement = engagementOf(clientMessages.map((message) => ({ content: message.content, timestamp: message.createdAt })));
  return { messageCount: all.length, sentiment, engagement: engagement.level, engagementScore: engagement.score };
}

function mergedInsights(kept: readonly string[], found: readonly string[]): string[] {
  const seen = new Set(kept.map(sameText));
  const merged = [...kept];
  for (const insight of found) {
    if (seen.has(sameText(insight))) continue;
    seen.add(sameText(insight));
    merged.push(insight);
  }
  return merged.slice(-KEY_INSIGHTS_KEPT);
}

/** The turns before the client's latest message: what they said and heard up to it (the reply, if stored, comes after). */
function historyBefore(turns: readonly CoachingTurn[], clientMessage: string): CoachingTurn[] {
  const index = turns.findLastIndex((turn) => turn.speaker === 'client' && turn.content === clientMessage);
  return turns.slice(0, index === -1 ? turns.length : index);
}

/** Keeps what a conversation shows up to date after its messages change: analytics, stage, action items, insights, summary. */
export function createConversationDigest(deps: {
  conversations: Pick<ConversationsRepository, 'update'>;
  messages: Pick<MessagesRepository, 'listOf'>;
  actionItems: Pick<ActionItemsRepository, 'listOf' | 'insert' | 'update'>;
  clock: () => Date;
}) {
  const { conversations, messages, actionItems, clock } = deps;

  async function save(row: AiConversationRow, changes: Parameters<ConversationsRepository['update']>[1]) {
    return (await conversations.update(row.id, changes)) ?? row;
  }

  return {
    /** Recomputes the analytics columns from the stored messages. */
    async refresh(row: AiConversationRow): Promise<{ row: AiConversationRow; messages: AiMessageRow[] }> {
      const all = await messages.listOf(row.id);
      const updated = await save(row, { ...analyticsOf(all), lastActivityAt: all.at(-1)?.createdAt ?? row.lastActivityAt });
      return { row: updated, messages: all };
    },

    /** After an exchange answered with a fixed safety reply: the analytics and the activity, nothing more. */
    async afterFixedReply(row: AiConversationRow): Promise<AiConversationRow> {
      const all = await messages.listOf(row.id);
      return save(row, { ...analyticsOf(all), lastActivityAt: all.at(-1)?.createdAt ?? row.lastActivityAt, updatedAt: clock() });
    },

    /**
     * After a coaching exchange: the stage the conversation has reached, the client's commitments as
     * action items (one per wording), their insights, a fresh summary, and the analytics.
     */
    async afterExchange(row: AiConversationRow, clientMessage: string): Promise<AiConversationRow> {
      const now = clock();
      const [all, items] = await Promise.all([messages.listOf(row.id), actionItems.listOf([row.id])]);
      const stored = new Map((items.get(row.id) ?? []).map((item) => [sameText(item.item), item]));
      const turns = toTurns(all);
      const fresh = new Map<string, { item: string; deadline: Date | null }>();
      for (const commitment of extractCommitments(clientMessage, now, historyBefore(turns, clientMessage))) {
        const key = sameText(commitment.item);
        const earlier = stored.get(key);
        // The step said before without a day, now given one ('Monday, then'): the item gets the day.
        if (earlier && !earlier.deadline && commitment.deadline) {
          stored.set(key, (await actionItems.update(row.id, earlier.id, { deadline: commitment.deadline }, now)) ?? earlier);
        }
        if (key !== '' && !earlier && !fresh.has(key)) fresh.set(key, commitment);
      }
      await actionItems.insert(
        [...fresh.values()].map(({ item, deadline }) => ({ conversationId: row.id, item, deadline, status: 'pending', at: now })),
      );
      return save(row, {
        ...analyticsOf(all),
        stage: currentStage(row.methodology, turns) || row.stage,
        keyInsights: mergedInsights(row.keyInsights, extractInsights(clientMessage)),
        summary: summarise(turns, row.methodology) || row.summary,
        lastActivityAt: all.at(-1)?.createdAt ?? row.lastActivityAt,
        updatedAt: now,
      });
    },
  };
}

export type ConversationDigest = ReturnType<typeof createConversationDigest>;
