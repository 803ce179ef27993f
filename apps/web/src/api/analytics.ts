import type { AnalyticsQuery, ConversationsAnalytics, PlatformAnalytics, SessionsAnalytics } from '@coaching/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** The query string of a period report: only what is given, in the contract's names. */
export function analyticsSearch(query: AnalyticsQuery): string {
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  return params.size ? `?${params}` : '';
}

/** The platform analytics of the admin side (spec section 7, Analytics; issue 20). */
export const analyticsApi = {
  overview: (signal?: AbortSignal) => apiRequest<PlatformAnalytics>('/analytics/overview', { signal }),
  sessions: (query: AnalyticsQuery, signal?: AbortSignal) => apiRequest<SessionsAnalytics>(`/analytics/sessions${analyticsSearch(query)}`, { signal }),
  conversations: (query: AnalyticsQuery, signal?: AbortSignal) =>
    apiRequest<ConversationsAnalytics>(`/analytics/conversations${analyticsSearch(query)}`, { signal }),
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: () => [...analyticsKeys.all, 'overview'] as const,
  sessions: (query: AnalyticsQuery) => [...analyticsKeys.all, 'sessions', query] as const,
  conversations: (query: AnalyticsQuery) => [...analyticsKeys.all, 'conversations', query] as const,
};

// The analytics screen shows its own failure with a retry, card by card, so the global toast stays quiet.

/** GET /analytics/overview: 12 months of users, roles, sessions and revenue. */
export function useAnalyticsOverview(enabled: boolean) {
  return useQuery({ queryKey: analyticsKeys.overview(), enabled, meta: { silent: true }, queryFn: ({ signal }) => analyticsApi.overview(signal) });
}

/** GET /analytics/sessions over a period; the last period's figures stay on screen while the next loads. */
export function useSessionsAnalytics(query: AnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.sessions(query),
    enabled,
    meta: { silent: true },
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => analyticsApi.sessions(query, signal),
  });
}

/** GET /analytics/conversations over a period: AI coaching use and safety alerts among others. */
export function useConversationsAnalytics(query: AnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.conversations(query),
    enabled,
    meta: { silent: true },
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => analyticsApi.conversations(query, signal),
  });
}
