import {
  CONVERSATION_LIMITS,
  type AiConfig,
  type AiConfigResult,
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationMessagePage,
  type CreateConversationBody,
  type UpdateConversationBody,
} from '@coaching/contract';
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload, apiRequest } from './client.js';

/** What a list screen asks for: the API's defaults (updatedAt, desc, 20 a page) fill the rest. */
export type ConversationListFilter = Partial<Pick<ConversationListQuery, 'page' | 'search' | 'status' | 'clientId'>>;

type ConversationResult = { conversation: Conversation };
const path = (id: string) => `/conversations/${encodeURIComponent(id)}`;

function listQueryString(filter: ConversationListFilter): string {
  const params = new URLSearchParams({ limit: String(CONVERSATION_LIMITS.pageSize) });
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** The conversation calls between a coach and a client (spec section 7, Conversations). */
export const conversationsApi = {
  list: (filter: ConversationListFilter, signal?: AbortSignal) => apiRequest<ConversationList>(`/conversations?${listQueryString(filter)}`, { signal }),
  unreadCount: async (signal?: AbortSignal) => (await apiRequest<{ unread: number }>('/conversations/unread-count', { signal })).unread,
  get: async (id: string, signal?: AbortSignal) => (await apiRequest<ConversationResult>(path(id), { signal })).conversation,
  create: async (body: CreateConversationBody) => (await apiCall<ConversationResult>('/conversations', { method: 'POST', body })),
  update: async (id: string, body: UpdateConversationBody) => apiCall<ConversationResult>(path(id), { method: 'PUT', body }),
  archive: async (id: string) => apiCall<ConversationResult>(path(id), { method: 'DELETE' }),
  messages: (id: string, before: string | undefined, signal?: AbortSignal) =>
    apiRequest<ConversationMessagePage>(`${path(id)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`, { signal }),
  send: (id: string, content: string) => apiRequest<{ message: ConversationMessage; conversation: Conversation }>(`${path(id)}/messages`, { method: 'POST', body: { content } }),
  markRead: async (id: string, messageId?: string) =>
    (await apiRequest<ConversationResult>(`${path(id)}/read`, { method: 'PUT', body: messageId ? { messageId } : {} })).conversation,
  typing: (id: string, typing: boolean) => apiRequest<null>(`${path(id)}/typing`, { method: 'POST', body: { typing }, retry: false }),
  exportFile: (id: string, format: 'json' | 'text') => apiDownload(`${path(id)}/export?format=${format}`),
  /** The AI assistant's settings for this conversation; only the settings given change. */
  updateAiConfig: async (id: string, config: Partial<AiConfig>) =>
    apiCall<AiConfigResult>(`/ai/config/${encodeURIComponent(id)}`, { method: 'PUT', body: { config } }),
};

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (filter: ConversationListFilter) => [...conversationKeys.lists(), filter] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  conversation: (id: string) => [...conversationKeys.all, 'one', id] as const,
  messages: (id: string) => [...conversationKeys.all, 'messages', id] as const,
  typing: (id: string) => [...conversationKeys.all, 'typing', id] as const,
  // Apart from conversation(id): a read receipt must not ask the AI for suggestions again.
  suggestions: (id: string) => [...conversationKeys.all, 'suggestions', id] as const,
  analytics: (id: string) => [...conversationKeys.all, 'analytics', id] as const,
};

export type MessagePages = InfiniteData<ConversationMessagePage, string | undefined>;

// The screens show their own texts for these failures (spec section 8), so the global toast stays quiet.
export const conversationListQuery = (filter: ConversationListFilter) =>
  queryOptions({ queryKey: conversationKeys.list(filter), queryFn: ({ signal }) => conversationsApi.list(filter, signal), meta: { silent: true } });

export function useConversationList(filter: ConversationListFilter) {
  return useQuery({ ...conversationListQuery(filter), placeholderData: keepPreviousData });
}

export function useUnreadConversations(enabled = true) {
  return useQuery({ queryKey: conversationKeys.unread(), queryFn: ({ signal }) => conversationsApi.unreadCount(signal), meta: { silent: true }, enabled });
}

export function useConversation(id: string) {
  return useQuery({ queryKey: conversationKeys.conversation(id), queryFn: ({ signal }) => conversationsApi.get(id, signal), meta: { silent: true } });
}

/** The messages, newest first in each page; the next page is the older ones. */
export function useConversationMessages(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) => conversationsApi.messages(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    meta: { silent: true },
    enabled,
    // Live events keep the pages current; a refetch of every page would reload the older ones too.
    staleTime: Infinity,
  });
}

/** Adds a message to the cached pages once (the sender's own reply and its live echo are the same message). */
export function addMessage(queryClient: QueryClient, message: ConversationMessage): void {
  queryClient.setQueryData<MessagePages>(conversationKeys.messages(message.conversationId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
  });
}

/** Stores what the server returned for one conversation and has the lists and the badge read again. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(conversationKeys.conversation(conversation._id), conversation);
  void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
}

export function useSendConversationMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => conversationsApi.send(id, content),
    meta: { silent: true },
    onSuccess: ({ message, conversation }) => {
      addMessage(queryClient, message);
      storeConversation(queryClient, conversation);
    },
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: conversationsApi.create,
    meta: { silent: true },
    onSuccess: ({ data }) => storeConversation(queryClient, data.conversation),
  });
}

export function useUpdateConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationBody) => conversationsApi.update(id, body),
    meta: { silent: true },
    onSuccess: ({ data }) => storeConversation(queryClient, data.conversation),
  });
}

export function useArchiveConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => conversationsApi.archive(id),
    meta: { silent: true },
    onSuccess: ({ data }) => storeConversation(queryClient, data.conversation),
  });
}

/** The coach's AI settings; the suggestions are built with them, so they are asked for again. */
export function useUpdateAiConfig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: Partial<AiConfig>) => conversationsApi.updateAiConfig(id, config),
    meta: { silent: true },
    onSuccess: ({ data }) => {
      // The same route serves AI coaching conversations; only a conversation with a coach belongs in this cache.
      if (!data.conversation.isAICoaching) storeConversation(queryClient, data.conversation);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.suggestions(id) });
    },
  });
}

/** Marks the conversation read up to the latest message; the badge and the lists follow. */
export function useMarkConversationRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId?: string) => conversationsApi.markRead(id, messageId),
    meta: { silent: true },
    onSuccess: (conversation) => storeConversation(queryClient, conversation),
  });
}
