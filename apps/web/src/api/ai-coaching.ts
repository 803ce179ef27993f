import type {
  ActionItem,
  ActionItemStatus,
  AiConversation,
  AiConversationList,
  AiConversationStatus,
  AiStats,
  CreateAiConversationBody,
  Guardrails,
  TranscriptRead,
} from '@coaching/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { streamAiReply } from './ai-coaching-stream.js';
import { apiDownload, apiRequest } from './client.js';

type ConversationResult = { conversation: AiConversation };
/** The statuses the conversation list can be filtered by. */
export type ConversationListStatus = Extract<AiConversationStatus, 'active' | 'completed'>;
const conversationPath = (id: string) => `/ai-coaching/conversations/${id}`;

/** The AI coaching calls of spec section 7 and their TanStack Query hooks. */
export const aiCoachingApi = {
  /** Without a status, the conversations of every status. */
  list: (status: ConversationListStatus | undefined, signal?: AbortSignal) =>
    apiRequest<AiConversationList>(`/ai-coaching/conversations${status ? `?status=${status}` : ''}`, { signal }),
  get: async (id: string, signal?: AbortSignal) => (await apiRequest<ConversationResult>(conversationPath(id), { signal })).conversation,
  create: async (body: CreateAiConversationBody) =>
    (await apiRequest<ConversationResult>('/ai-coaching/conversations', { method: 'POST', body })).conversation,
  remove: (id: string) => apiRequest<null>(conversationPath(id), { method: 'DELETE' }),
  complete: async (id: string, body: { rating: number; nextSessionFocus: string }) =>
    (await apiRequest<ConversationResult>(`${conversationPath(id)}/complete`, { method: 'POST', body })).conversation,
  setActionItemStatus: async (conversationId: string, itemId: string, status: ActionItemStatus) =>
    (await apiRequest<{ actionItem: ActionItem }>(`${conversationPath(conversationId)}/action-items/${itemId}`, { method: 'PUT', body: { status } }))
      .actionItem,
  guardrails: async (userId: string, signal?: AbortSignal) =>
    (await apiRequest<{ guardrails: Guardrails }>(`/ai-coaching/guardrails/${userId}`, { signal })).guardrails,
  stats: (signal?: AbortSignal) => apiRequest<AiStats>('/ai-coaching/stats', { signal }),
  exportFile: (id: string, format: 'json' | 'text') => apiDownload(`${conversationPath(id)}/export?format=${format}`),
  stream: streamAiReply,
  /** The client's own log of who read their AI transcripts in full, newest first. */
  transcriptReads: async (signal?: AbortSignal) => (await apiRequest<{ reads: TranscriptRead[] }>('/ai-coaching/transcript-reads', { signal })).reads,
};

export const aiCoachingKeys = {
  all: ['ai-coaching'] as const,
  /** Every conversation list, whatever its filter. */
  lists: () => [...aiCoachingKeys.all, 'conversations'] as const,
  list: (status: ConversationListStatus) => [...aiCoachingKeys.lists(), status] as const,
  everyStatus: () => [...aiCoachingKeys.lists(), 'all'] as const,
  conversation: (id: string) => [...aiCoachingKeys.all, 'conversation', id] as const,
  guardrails: (userId: string) => [...aiCoachingKeys.all, 'guardrails', userId] as const,
  stats: () => [...aiCoachingKeys.all, 'stats'] as const,
  /** The coach's (or admin's) overview of their clients' AI coaching, safety alerts included. */
  coachInsights: () => [...aiCoachingKeys.all, 'coach-insights'] as const,
  transcriptReads: () => [...aiCoachingKeys.all, 'transcript-reads'] as const,
};

// The screens show their own messages for these failures (spec section 8), so the global toast stays quiet.
export const conversationsQuery = (status: ConversationListStatus) =>
  queryOptions({ queryKey: aiCoachingKeys.list(status), queryFn: ({ signal }) => aiCoachingApi.list(status, signal), meta: { silent: true } });

export const conversationQuery = (id: string) =>
  queryOptions({ queryKey: aiCoachingKeys.conversation(id), queryFn: ({ signal }) => aiCoachingApi.get(id, signal), meta: { silent: true } });

export function useAiConversations(status: ConversationListStatus) {
  return useQuery(conversationsQuery(status));
}

/** Every AI conversation of the caller, whatever its status; only asked for when `enabled`. */
export function useEveryAiConversation(enabled: boolean) {
  return useQuery({
    queryKey: aiCoachingKeys.everyStatus(),
    queryFn: ({ signal }) => aiCoachingApi.list(undefined, signal),
    meta: { silent: true },
    enabled,
  });
}

export function useAiConversation(id: string | undefined) {
  return useQuery({ ...conversationQuery(id ?? ''), enabled: id !== undefined });
}

/** A 404 is silent and the defaults are used (spec section 7), so failures are not toasted. */
export function useGuardrails(userId: string) {
  return useQuery({ queryKey: aiCoachingKeys.guardrails(userId), queryFn: ({ signal }) => aiCoachingApi.guardrails(userId, signal), meta: { silent: true } });
}

/** Who read the client's AI conversations (issue 18); the settings page shows a failure itself. */
export function useTranscriptReads() {
  return useQuery({ queryKey: aiCoachingKeys.transcriptReads(), queryFn: ({ signal }) => aiCoachingApi.transcriptReads(signal), meta: { silent: true } });
}

export function useAiStats() {
  return useQuery({ queryKey: aiCoachingKeys.stats(), queryFn: ({ signal }) => aiCoachingApi.stats(signal), meta: { silent: true } });
}

/**
 * Puts a conversation the server returned in the cache, and has the lists and stats read again: every
 * list, since a completed conversation leaves the active one for the completed one.
 */
export function storeConversation(queryClient: QueryClient, conversation: AiConversation): void {
  queryClient.setQueryData(aiCoachingKeys.conversation(conversation._id), conversation);
  void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.stats() });
}

export function useCreateAiConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aiCoachingApi.create,
    meta: { silent: true },
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}

export function useCompleteAiConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; rating: number; nextSessionFocus: string }) => aiCoachingApi.complete(id, body),
    meta: { silent: true },
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}

export function useDeleteAiConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: aiCoachingApi.remove,
    meta: { silent: true },
    onSuccess: (_reply, id) => {
      queryClient.setQueriesData<AiConversationList>({ queryKey: aiCoachingKeys.lists() }, (list) =>
        list && { ...list, conversations: list.conversations.filter((c) => c._id !== id) },
      );
      queryClient.removeQueries({ queryKey: aiCoachingKeys.conversation(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiCoachingKeys.stats() }),
  });
}

type ActionItemChange = { conversationId: string; itemId: string; status: ActionItemStatus };

export function useSetActionItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, itemId, status }: ActionItemChange) => aiCoachingApi.setActionItemStatus(conversationId, itemId, status),
    meta: { silent: true },
    onSuccess: (item, { conversationId }) => {
      queryClient.setQueryData<AiConversation>(aiCoachingKeys.conversation(conversationId), (conversation) => {
        if (!conversation) return conversation;
        const actionItems = conversation.sessionSummary.actionItems.map((old) => (old._id === item._id ? item : old));
        return { ...conversation, sessionSummary: { ...conversation.sessionSummary, actionItems } };
      });
      queryClient.setQueryData<AiStats>(aiCoachingKeys.stats(), (stats) =>
        stats && { ...stats, actionItems: stats.actionItems.map((old) => (old._id === item._id ? { ...old, ...item } : old)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiCoachingKeys.stats() }),
  });
}
