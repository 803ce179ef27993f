import type {
  ClientAiConfig,
  CoachAiInsights,
  CoachClientList,
  CoachClientListQuery,
  CoachMetrics,
  ConversationList,
  Goal,
  UpdateClientAiConfig,
} from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiCoachingKeys } from './ai-coaching.js';
import { apiCall, apiRequest } from './client.js';
import { conversationKeys } from './conversations.js';
import { goalKeys } from './goals.js';
import { sessionKeys } from './sessions.js';
import { clientName } from '../i18n/person-name.js';

/** Spec section 9: the coach dashboard loads 5 active conversations (and lists the first 3). */
export const DASHBOARD_CONVERSATIONS = 5;

/** The coach's practice calls (spec section 7, Coach). */
export const coachApi = {
  clients: (query: Partial<CoachClientListQuery>, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
    return apiRequest<CoachClientList>(`/coach/clients${params.size ? `?${params}` : ''}`, { signal });
  },
  metrics: (signal?: AbortSignal) => apiRequest<CoachMetrics>('/analytics/coach', { signal }),
  aiInsights: (signal?: AbortSignal) => apiRequest<CoachAiInsights>('/ai-coaching/coach-insights', { signal }),
  recentConversations: (signal?: AbortSignal) =>
    apiRequest<ConversationList>(`/conversations?status=active&limit=${DASHBOARD_CONVERSATIONS}`, { signal }),
  clientGoals: (clientId: string, signal?: AbortSignal) => apiRequest<Goal[]>(`/goals?clientId=${encodeURIComponent(clientId)}`, { signal }),
  clientAiConfig: async (clientId: string, signal?: AbortSignal) =>
    (await apiRequest<{ aiConfig: ClientAiConfig }>(`/coach/clients/${encodeURIComponent(clientId)}/ai-config`, { signal })).aiConfig,
  updateClientAiConfig: async (clientId: string, config: UpdateClientAiConfig) =>
    (await apiRequest<{ aiConfig: ClientAiConfig }>(`/coach/clients/${encodeURIComponent(clientId)}/ai-config`, { method: 'PUT', body: { config } })).aiConfig,
  aiSettings: async (signal?: AbortSignal) => (await apiRequest<{ aiConfig: ClientAiConfig }>('/coach/ai-settings', { signal })).aiConfig,
  updateAiSettings: async (config: UpdateClientAiConfig) => (await apiRequest<{ aiConfig: ClientAiConfig }>('/coach/ai-settings', { method: 'PUT', body: { config } })).aiConfig,
};

export const coachKeys = {
  all: ['coach'] as const,
  clients: (query: Partial<CoachClientListQuery>) => [...coachKeys.all, 'clients', query] as const,
  metrics: () => [...coachKeys.all, 'metrics'] as const,
  /** Under the goals' key, so a change to any goal has them read again. */
  clientGoals: (clientId: string) => [...goalKeys.all, 'client', clientId] as const,
  clientAiConfig: (clientId: string) => [...coachKeys.all, 'ai-config', clientId] as const,
  aiSettings: () => [...coachKeys.all, 'ai-settings'] as const,
};

/** One choice of a client picker: who, by name. */
export type ClientChoice = { clientId: string; clientName: string };

/** The coach's active clients by name, for the pickers of new conversations and sessions. */
export function useCoachClientChoices(enabled = true) {
  const query = { status: 'active', sortBy: 'name', sortOrder: 'asc', limit: 100 } as const;
  return useQuery({
    queryKey: [...coachKeys.clients(query), 'choices'],
    enabled,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<ClientChoice[]> =>
      (await coachApi.clients(query, signal)).clients.map((client) => ({
        clientId: client._id,
        clientName: clientName(client),
      })),
  });
}

// The dashboard shows its own texts for these failures, block by block, so the global toast stays quiet.

/** How many active clients the coach has: one item is asked for, the total is what counts. */
export function useActiveClientCount() {
  const query = { status: 'active', limit: 1 } as const;
  return useQuery({
    queryKey: [...coachKeys.clients(query), 'count'],
    meta: { silent: true },
    queryFn: async ({ signal }) => (await coachApi.clients(query, signal)).pagination.total,
  });
}

/** GET /analytics/coach: the coach metrics of spec section 3. */
export function useCoachMetrics() {
  return useQuery({ queryKey: coachKeys.metrics(), meta: { silent: true }, queryFn: ({ signal }) => coachApi.metrics(signal) });
}

/** The overview of the coach's clients' AI coaching; a safety alert on the event stream has it read again. */
export function useCoachAiInsights() {
  return useQuery({ queryKey: aiCoachingKeys.coachInsights(), meta: { silent: true }, queryFn: ({ signal }) => coachApi.aiInsights(signal) });
}

/** The latest active conversations; under the conversation lists' key, so new messages and reads refresh them. */
export function useRecentConversations() {
  return useQuery({
    queryKey: [...conversationKeys.lists(), 'recent', DASHBOARD_CONVERSATIONS],
    meta: { silent: true },
    queryFn: ({ signal }) => coachApi.recentConversations(signal),
  });
}

// My Clients shows its own texts for these failures (spec section 8), so the global toast stays quiet.

/** One page of the coach's clients; the previous page stays on screen while the next filter or page loads. */
export function useCoachClients(query: Partial<CoachClientListQuery>) {
  return useQuery({
    queryKey: coachKeys.clients(query),
    meta: { silent: true },
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => coachApi.clients(query, signal),
  });
}

/** GET /goals?clientId=: a client's goals, as their coach may read them. */
export function useClientGoals(clientId: string, enabled = true) {
  return useQuery({
    queryKey: coachKeys.clientGoals(clientId),
    meta: { silent: true },
    enabled,
    queryFn: ({ signal }) => coachApi.clientGoals(clientId, signal),
  });
}

/** Ends the relationship with a client (DELETE /coach/clients/{id}); every coach list and count is read again. */
export function useRemoveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => apiCall<null>(`/coach/clients/${encodeURIComponent(clientId)}`, { method: 'DELETE' }),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });
}

// The AI configuration screens show their own texts for failures (spec section 8), so the global toast stays quiet.

/** GET /coach/clients/{id}/ai-config: how the client's AI coach is set up. */
export function useClientAiConfig(clientId: string) {
  return useQuery({
    queryKey: coachKeys.clientAiConfig(clientId),
    meta: { silent: true },
    retry: false,
    queryFn: ({ signal }) => coachApi.clientAiConfig(clientId, signal),
  });
}

/**
 * PUT /coach/clients/{id}/ai-config with what changed. The saved config replaces the cached one; the client list
 * (whose aiConfig holds it), the guardrails and the AI conversations (whose methodology follows the style) are read again.
 */
export function useUpdateClientAiConfig(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: UpdateClientAiConfig) => coachApi.updateClientAiConfig(clientId, config),
    meta: { silent: true },
    onSuccess: (aiConfig) => {
      queryClient.setQueryData(coachKeys.clientAiConfig(clientId), aiConfig);
      queryClient.setQueryData(aiCoachingKeys.guardrails(clientId), aiConfig.guardrails);
      void queryClient.invalidateQueries({ queryKey: [...coachKeys.all, 'clients'] });
      void queryClient.invalidateQueries({ queryKey: aiCoachingKeys.lists() });
    },
  });
}

/** GET /coach/ai-settings: the coach's defaults, which each new client starts with. */
export function useCoachAiSettings() {
  return useQuery({ queryKey: coachKeys.aiSettings(), meta: { silent: true }, queryFn: ({ signal }) => coachApi.aiSettings(signal) });
}

/** PUT /coach/ai-settings with what changed; existing clients keep their own configuration. */
export function useUpdateCoachAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coachApi.updateAiSettings,
    meta: { silent: true },
    onSuccess: (aiConfig) => queryClient.setQueryData(coachKeys.aiSettings(), aiConfig),
  });
}
