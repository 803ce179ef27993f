import type { CoachAiInsights, CoachClientList, CoachClientListQuery, CoachMetrics, ConversationList } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { aiCoachingKeys } from './ai-coaching.js';
import { apiRequest } from './client.js';
import { conversationKeys } from './conversations.js';

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
};

export const coachKeys = {
  all: ['coach'] as const,
  clients: (query: Partial<CoachClientListQuery>) => [...coachKeys.all, 'clients', query] as const,
  metrics: () => [...coachKeys.all, 'metrics'] as const,
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
        clientName: `${client.profile.firstName} ${client.profile.lastName}`.trim() || client.email,
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
