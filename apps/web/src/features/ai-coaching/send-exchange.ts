import type { AiConversation, AiMessage } from '@coaching/contract';
import type { QueryClient } from '@tanstack/react-query';
import { aiCoachingApi, aiCoachingKeys, conversationQuery, storeConversation } from '../../api/ai-coaching.js';
import { isAuthorMessage, withMessages } from './chat-format.js';
import type { ReplyStream } from './use-reply-stream.js';

type SendInput = {
  queryClient: QueryClient;
  conversationId: string | undefined;
  /** For a conversation created by this message (lazy creation). */
  focusAreas: string[];
  content: string;
  signal: AbortSignal;
  reply: Pick<ReplyStream, 'start' | 'push' | 'drain'>;
  onCreated: (conversationId: string) => void;
};

export type SendOutcome =
  | { ok: true; conversationId: string; reply: AiMessage }
  | { ok: false; conversationId: string | undefined; error: unknown; stored: boolean };

const authorCount = (conversation: AiConversation | undefined) => conversation?.messages.filter(isAuthorMessage).length ?? 0;

/**
 * One exchange with the AI coach: creates the conversation first when none is open, then streams the
 * reply into `reply` and puts the two stored messages in the cache. A failure is returned, not thrown,
 * with whether the server kept the message (it stores it before asking the model), found by reading
 * the conversation again. Only an abort throws.
 */
export async function sendExchange(input: SendInput): Promise<SendOutcome> {
  const { queryClient, content, signal, reply } = input;
  let id = input.conversationId;
  const cached = id ? queryClient.getQueryData<AiConversation>(aiCoachingKeys.conversation(id)) : undefined;
  const authorMessagesBefore = authorCount(cached);
  reply.start(content, cached?.messages.length ?? 0);
  try {
    if (!id) {
      const created = await aiCoachingApi.create({ title: '', focusAreas: input.focusAreas, goals: [] });
      storeConversation(queryClient, created);
      id = created._id;
      input.onCreated(id);
    }
    const exchange = await aiCoachingApi.stream(id, content, { signal, onChunk: reply.push });
    await reply.drain();
    queryClient.setQueryData<AiConversation>(aiCoachingKeys.conversation(id), (conversation) =>
      conversation && { ...conversation, messages: withMessages(conversation.messages, [exchange.userMessage, exchange.message]) },
    );
    // Stage, insights, action items and analytics moved on with the exchange; the first message also
    // names a conversation created without a title, so the list is read again for its new title.
    void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.conversation(id) });
    void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.stats() });
    return { ok: true, conversationId: id, reply: exchange.message };
  } catch (error) {
    if (signal.aborted) throw error;
    const stored = id !== undefined && (await storedSince(queryClient, id, authorMessagesBefore));
    // A stored first message names the conversation even when the reply failed.
    if (stored) void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.lists() });
    return { ok: false, conversationId: id, error, stored };
  }
}

async function storedSince(queryClient: QueryClient, id: string, authorMessagesBefore: number): Promise<boolean> {
  try {
    const conversation = await queryClient.fetchQuery({ ...conversationQuery(id), staleTime: 0 });
    return authorCount(conversation) > authorMessagesBefore;
  } catch {
    return false;
  }
}
