import type { OversightConversationKind, OversightConversationList, OversightConversationListParams, OversightSummary, OversightTranscript } from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { aiCoachingKeys } from './ai-coaching.js';
import { aiOversightApi, alertsChanged } from './ai-oversight.js';
import { apiRequest } from './client.js';

/** The admin's conversation oversight (issue 20): the list, a transcript (each opening audited) and the badge's count. */
export const adminOversightApi = {
  list: (query: OversightConversationListParams, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
    return apiRequest<OversightConversationList>(`/admin/conversations${params.size ? `?${params}` : ''}`, { signal });
  },
  transcript: (kind: OversightConversationKind, id: string, signal?: AbortSignal) =>
    apiRequest<OversightTranscript>(`/admin/conversations/${kind}/${encodeURIComponent(id)}/transcript`, { signal }),
  summary: (signal?: AbortSignal) => apiRequest<OversightSummary>('/admin/conversations/summary', { signal }),
};

/**
 * Under the coach insights' key, as the coach's oversight screens are: a safety alert raised, reviewed or resolved
 * (the event stream's safety.alert and safety.alert-changed) has the list, the transcripts and the badge read again.
 */
export const adminOversightKeys = {
  all: [...aiCoachingKeys.coachInsights(), 'admin-oversight'] as const,
  list: (query: OversightConversationListParams) => [...adminOversightKeys.all, 'list', query] as const,
  transcript: (kind: OversightConversationKind, id: string) => [...adminOversightKeys.all, 'transcript', kind, id] as const,
  summary: () => [...adminOversightKeys.all, 'summary'] as const,
};

// The screen says its own words for failures, so the global toast stays quiet.

export function useOversightConversations(query: OversightConversationListParams) {
  return useQuery({
    queryKey: adminOversightKeys.list(query),
    meta: { silent: true },
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => adminOversightApi.list(query, signal),
  });
}

/** Opened once per dialog: every fetch is an audited reading, so it is not read again in the background. */
export function useOversightTranscript(kind: OversightConversationKind, id: string) {
  return useQuery({
    queryKey: adminOversightKeys.transcript(kind, id),
    meta: { silent: true },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
    queryFn: ({ signal }) => adminOversightApi.transcript(kind, id, signal),
  });
}

/** The open safety alerts for the admin shell's badge; off for an admin without conversations.oversee. */
export function useOversightSummary(enabled: boolean) {
  return useQuery({ queryKey: adminOversightKeys.summary(), meta: { silent: true }, enabled, retry: false, queryFn: ({ signal }) => adminOversightApi.summary(signal) });
}

/** Marks an alert reviewed (the existing review call); every oversight screen and the badge follow. */
export function useReviewAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (alertId: string) => aiOversightApi.acknowledge(alertId), meta: { silent: true }, onSuccess: () => alertsChanged(queryClient) });
}
