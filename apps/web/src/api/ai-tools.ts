import type {
  AiConversationList,
  ConversationSummary,
  ConversationSummaryBody,
  GoalSuggestions,
  GoalSuggestionsBody,
  PreSessionBrief,
  PreSessionBriefBody,
} from '@coaching/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { aiCoachingKeys } from './ai-coaching.js';
import { apiRequest } from './client.js';

/** The coach's AI tools (issue 18, /coach/ai-tools): each call generates afresh, so they are mutations. */
export const aiToolsApi = {
  brief: async (body: PreSessionBriefBody) => (await apiRequest<{ brief: PreSessionBrief }>('/coach/ai-tools/brief', { method: 'POST', body })).brief,
  summary: async (body: ConversationSummaryBody) =>
    (await apiRequest<{ summary: ConversationSummary }>('/coach/ai-tools/summary', { method: 'POST', body })).summary,
  goalSuggestions: (body: GoalSuggestionsBody) => apiRequest<GoalSuggestions>('/coach/ai-tools/goal-suggestions', { method: 'POST', body }),
  clientAiConversations: (clientId: string, signal?: AbortSignal) =>
    apiRequest<AiConversationList>(`/ai-coaching/conversations?clientId=${encodeURIComponent(clientId)}&limit=50`, { signal }),
};

// Each tool shows its own failure beside its button, so the global toast stays quiet.
export const usePreSessionBrief = () => useMutation({ mutationFn: aiToolsApi.brief, meta: { silent: true } });
export const useConversationSummary = () => useMutation({ mutationFn: aiToolsApi.summary, meta: { silent: true } });
export const useGoalSuggestions = () => useMutation({ mutationFn: aiToolsApi.goalSuggestions, meta: { silent: true } });

/** One client's AI conversations, as their coach may see them, to pick one to summarise. */
export function useClientAiConversations(clientId: string | undefined) {
  return useQuery({
    // Under the AI coaching key, so a change to any AI conversation has it read again.
    queryKey: [...aiCoachingKeys.all, 'client-conversations', clientId],
    queryFn: ({ signal }) => aiToolsApi.clientAiConversations(clientId!, signal),
    enabled: clientId !== undefined,
    meta: { silent: true },
  });
}
