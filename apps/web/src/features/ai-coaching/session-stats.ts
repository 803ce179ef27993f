import { DEFAULT_ENGAGEMENT, DEFAULT_SENTIMENT, type AiConversation } from '@coaching/contract';
import type { SessionStats } from './stats-bar.js';
import type { ReplyView } from './use-reply-stream.js';

/** The stats bar's figures: the server's analytics once there are messages, the spec's defaults before (section 9). */
export function sessionStats(conversation: AiConversation | undefined, exchange: ReplyView | undefined): SessionStats {
  const messages = conversation?.messages ?? [];
  const analytics = messages.length > 0 ? conversation?.analytics : undefined;
  const completed = conversation?.status === 'completed';
  return {
    messageCount: exchange ? exchange.baseCount + 1 : messages.length,
    startedAt: messages[0]?.timestamp ?? exchange?.sentAt,
    endedAt: completed ? (conversation.completedAt ?? messages.at(-1)?.timestamp ?? conversation.updatedAt) : undefined,
    sentimentScore: analytics?.sentiment ?? DEFAULT_SENTIMENT,
    engagementLevel: analytics?.engagement ?? DEFAULT_ENGAGEMENT,
  };
}
