import type { AiConversationList, CoachAiAnalytics, CoachClient, ConversationAnalysis, OversightAlert, OversightAlertList } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { aiCoachingKeys } from './ai-coaching.js';
import { apiRequest } from './client.js';

/** A client's AI conversations shown at once by the oversight screen (the API's largest page). */
export const CLIENT_CONVERSATIONS_SHOWN = 100;

/** The coach's AI oversight calls (issue 18): trends per client, alerts to follow up, one conversation's analysis. */
export const aiOversightApi = {
  analytics: (weeks: number, signal?: AbortSignal) => apiRequest<CoachAiAnalytics>(`/ai-coaching/coach-analytics?weeks=${weeks}`, { signal }),
  alerts: async (signal?: AbortSignal) => (await apiRequest<OversightAlertList>('/ai-coaching/alerts', { signal })).alerts,
  acknowledge: (alertId: string) => apiRequest<unknown>(`/ai-coaching/alerts/${encodeURIComponent(alertId)}/review`, { method: 'POST' }),
  resolve: async (alertId: string, note: string) =>
    (
      await apiRequest<{ alert: OversightAlert }>(`/ai-coaching/alerts/${encodeURIComponent(alertId)}/resolve`, {
        method: 'POST',
        body: note.trim() ? { note: note.trim() } : {},
      })
    ).alert,
  analysis: (conversationId: string, signal?: AbortSignal) =>
    apiRequest<ConversationAnalysis>(`/ai-coaching/conversations/${encodeURIComponent(conversationId)}/analysis`, { signal }),
  client: async (clientId: string, signal?: AbortSignal) =>
    (await apiRequest<{ client: CoachClient }>(`/coach/clients/${encodeURIComponent(clientId)}`, { signal })).client,
  clientConversations: (clientId: string, signal?: AbortSignal) =>
    apiRequest<AiConversationList>(`/ai-coaching/conversations?clientId=${encodeURIComponent(clientId)}&limit=${CLIENT_CONVERSATIONS_SHOWN}`, { signal }),
};

/**
 * Under the coach insights' key: whatever has the dashboard's overview read again (a new safety alert on the event
 * stream) has these read too, and invalidating the overview covers them all.
 */
export const aiOversightKeys = {
  all: [...aiCoachingKeys.coachInsights(), 'oversight'] as const,
  analytics: (weeks: number) => [...aiOversightKeys.all, 'analytics', weeks] as const,
  alerts: () => [...aiOversightKeys.all, 'alerts'] as const,
  analysis: (conversationId: string) => [...aiOversightKeys.all, 'analysis', conversationId] as const,
  clientConversations: (clientId: string) => [...aiOversightKeys.all, 'client-conversations', clientId] as const,
  client: (clientId: string) => [...aiOversightKeys.all, 'client', clientId] as const,
};

/**
 * An alert was raised, acknowledged or resolved (here, on another tab, by an admin): every oversight screen and the
 * dashboard's open alerts read again. The event stream calls this too.
 */
export function alertsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.coachInsights() });
}

// The screens show their own texts for failures, so the global toast stays quiet.

export function useCoachAiAnalytics(weeks: number) {
  return useQuery({ queryKey: aiOversightKeys.analytics(weeks), meta: { silent: true }, queryFn: ({ signal }) => aiOversightApi.analytics(weeks, signal) });
}

export function useOversightAlerts() {
  return useQuery({ queryKey: aiOversightKeys.alerts(), meta: { silent: true }, queryFn: ({ signal }) => aiOversightApi.alerts(signal) });
}

/** `enabled` false while the coach has conversation analysis turned off: nothing is asked for. */
export function useConversationAnalysis(conversationId: string, enabled = true) {
  return useQuery({
    queryKey: aiOversightKeys.analysis(conversationId),
    enabled,
    meta: { silent: true },
    queryFn: ({ signal }) => aiOversightApi.analysis(conversationId, signal),
  });
}

export function useClientAiConversations(clientId: string) {
  return useQuery({
    queryKey: aiOversightKeys.clientConversations(clientId),
    meta: { silent: true },
    queryFn: ({ signal }) => aiOversightApi.clientConversations(clientId, signal),
  });
}

/** The coach's client, for their name; an admin (who has no clients of their own) goes without it. */
export function useOverseenClient(clientId: string) {
  return useQuery({ queryKey: aiOversightKeys.client(clientId), meta: { silent: true }, retry: false, queryFn: ({ signal }) => aiOversightApi.client(clientId, signal) });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: aiOversightApi.acknowledge, meta: { silent: true }, onSettled: () => alertsChanged(queryClient) });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alertId, note }: { alertId: string; note: string }) => aiOversightApi.resolve(alertId, note),
    meta: { silent: true },
    onSettled: () => alertsChanged(queryClient),
  });
}
