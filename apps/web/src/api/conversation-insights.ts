import type { CoachingSuggestion, ConversationAnalytics } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';
import { conversationKeys } from './conversations.js';

const id = (conversationId: string) => encodeURIComponent(conversationId);

/** What the coach's conversation screen shows beside the messages (spec section 2): AI suggestions and analytics. */
export const conversationInsightsApi = {
  suggestions: async (conversationId: string, signal?: AbortSignal) =>
    (await apiRequest<{ suggestions: CoachingSuggestion[] }>(`/ai/suggestions/${id(conversationId)}`, { method: 'POST', body: {}, signal })).suggestions,
  analytics: async (conversationId: string, signal?: AbortSignal) =>
    (await apiRequest<{ analytics: ConversationAnalytics }>(`/conversations/${id(conversationId)}/analytics`, { signal })).analytics,
};

// The panels show their own failure texts (spec section 8), so the global toast stays quiet.
export function useCoachingSuggestions(conversationId: string) {
  return useQuery({
    queryKey: conversationKeys.suggestions(conversationId),
    queryFn: ({ signal }) => conversationInsightsApi.suggestions(conversationId, signal),
    meta: { silent: true },
  });
}

export function useConversationAnalytics(conversationId: string) {
  return useQuery({
    queryKey: conversationKeys.analytics(conversationId),
    queryFn: ({ signal }) => conversationInsightsApi.analytics(conversationId, signal),
    meta: { silent: true },
  });
}
