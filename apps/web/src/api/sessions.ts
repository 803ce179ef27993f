import type {
  BookableSlots,
  CalendarFeed,
  CoachAvailability,
  CoachingSessionAnalytics,
  CreateSessionBody,
  Session,
  SessionFeedbackBody,
  SessionList,
  SessionStatus,
  UpdateCoachAvailabilityBody,
  UpdateSessionBody,
} from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload, apiRequest } from './client.js';

/** What a list screen asks for; the API's defaults (20 a page, latest first) fill the rest. */
export type SessionListFilter = {
  status?: SessionStatus[];
  dateFrom?: string;
  dateTo?: string;
  clientId?: string;
  coachId?: string;
  /** An admin's list: part of the coach's or the client's name, username or email. */
  coach?: string;
  client?: string;
  page?: number;
  limit?: number;
  sort?: 'scheduledDate' | '-scheduledDate';
};

type SessionResult = { session: Session };
const path = (id: string) => `/sessions/${encodeURIComponent(id)}`;

function listQueryString(filter: Record<string, string | number | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The session calls (spec section 7, Sessions), the coach's availability and slots, and the calendar feed. */
export const sessionsApi = {
  list: (filter: SessionListFilter, signal?: AbortSignal) => apiRequest<SessionList>(`/sessions${listQueryString(filter)}`, { signal }),
  upcoming: async (days: number, limit: number, signal?: AbortSignal) =>
    (await apiRequest<{ sessions: Session[] }>(`/sessions/upcoming/list?days=${days}&limit=${limit}`, { signal })).sessions,
  get: async (id: string, signal?: AbortSignal) => (await apiRequest<SessionResult>(path(id), { signal })).session,
  create: (body: CreateSessionBody) => apiCall<SessionResult>('/sessions', { method: 'POST', body }),
  update: (id: string, body: UpdateSessionBody) => apiCall<SessionResult>(path(id), { method: 'PUT', body }),
  confirm: (id: string) => apiCall<SessionResult>(`${path(id)}/confirm`, { method: 'PATCH' }),
  start: (id: string) => apiCall<SessionResult>(`${path(id)}/start`, { method: 'PATCH' }),
  complete: (id: string, notes?: string) => apiCall<SessionResult>(`${path(id)}/complete`, { method: 'PATCH', body: notes === undefined ? {} : { notes } }),
  noShow: (id: string) => apiCall<SessionResult>(`${path(id)}/no-show`, { method: 'PATCH' }),
  cancel: (id: string, reason: string) => apiCall<SessionResult>(`${path(id)}/cancel`, { method: 'PATCH', body: { reason } }),
  waive: (id: string) => apiCall<SessionResult>(`${path(id)}/waive`, { method: 'PATCH' }),
  feedback: (id: string, body: SessionFeedbackBody) => apiCall<SessionResult>(`${path(id)}/feedback`, { method: 'PATCH', body }),
  analytics: async (id: string, signal?: AbortSignal) =>
    (await apiRequest<{ analytics: CoachingSessionAnalytics }>(`${path(id)}/analytics`, { signal })).analytics,
  /** 'Add to calendar': the session as an .ics file. */
  invitation: (id: string) => apiDownload(`${path(id)}/ics`),
  availability: (signal?: AbortSignal) => apiRequest<CoachAvailability>('/coach/availability', { signal }),
  updateAvailability: (body: UpdateCoachAvailabilityBody) => apiCall<CoachAvailability>('/coach/availability', { method: 'PUT', body }),
  slots: (coachId: string, range: { from?: string; to?: string }, signal?: AbortSignal) =>
    apiRequest<BookableSlots>(`/coaches/${encodeURIComponent(coachId)}/availability${listQueryString(range)}`, { signal }),
  feed: (signal?: AbortSignal) => apiRequest<CalendarFeed>('/calendar/feed', { signal }),
  rotateFeed: () => apiRequest<CalendarFeed>('/calendar/feed/rotate', { method: 'POST' }),
};

export const sessionKeys = {
  all: ['sessions'] as const,
  lists: () => [...sessionKeys.all, 'list'] as const,
  list: (filter: SessionListFilter) => [...sessionKeys.lists(), filter] as const,
  upcoming: (days: number, limit: number) => [...sessionKeys.all, 'upcoming', days, limit] as const,
  session: (id: string) => [...sessionKeys.all, 'one', id] as const,
  analytics: (id: string) => [...sessionKeys.all, 'analytics', id] as const,
  slots: (coachId: string, from?: string, to?: string) => [...sessionKeys.all, 'slots', coachId, from, to] as const,
  availability: () => [...sessionKeys.all, 'availability'] as const,
  feed: () => [...sessionKeys.all, 'feed'] as const,
};

/** Keeps a changed session (from a reply or the event stream) and has every list, slot and count read again. */
export function storeSession(queryClient: QueryClient, session: Session): void {
  queryClient.setQueryData(sessionKeys.session(session._id), session);
  void queryClient.invalidateQueries({ queryKey: sessionKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'upcoming'] });
  void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'slots'] });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.analytics(session._id) });
}

// The screens show their own texts for failures, so the global toast stays quiet.
export function useSessionList(filter: SessionListFilter) {
  return useQuery({
    queryKey: sessionKeys.list(filter),
    queryFn: ({ signal }) => sessionsApi.list(filter, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useUpcomingSessions(days: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: sessionKeys.upcoming(days, limit),
    queryFn: ({ signal }) => sessionsApi.upcoming(days, limit, signal),
    meta: { silent: true },
    enabled,
  });
}

export function useSession(id: string) {
  return useQuery({ queryKey: sessionKeys.session(id), queryFn: ({ signal }) => sessionsApi.get(id, signal), meta: { silent: true } });
}

export function useSessionAnalytics(id: string, enabled = true) {
  return useQuery({ queryKey: sessionKeys.analytics(id), queryFn: ({ signal }) => sessionsApi.analytics(id, signal), meta: { silent: true }, enabled });
}

export function useBookableSlots(coachId: string | undefined, range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: sessionKeys.slots(coachId ?? '', range.from, range.to),
    queryFn: ({ signal }) => sessionsApi.slots(coachId!, range, signal),
    enabled: coachId !== undefined,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useCoachAvailability() {
  return useQuery({ queryKey: sessionKeys.availability(), queryFn: ({ signal }) => sessionsApi.availability(signal), meta: { silent: true } });
}

export function useUpdateAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sessionsApi.updateAvailability,
    meta: { silent: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(sessionKeys.availability(), data);
      void queryClient.invalidateQueries({ queryKey: [...sessionKeys.all, 'slots'] });
    },
  });
}

export function useCalendarFeed(enabled = true) {
  return useQuery({ queryKey: sessionKeys.feed(), queryFn: ({ signal }) => sessionsApi.feed(signal), meta: { silent: true }, enabled });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sessionsApi.rotateFeed,
    meta: { silent: true },
    onSuccess: (feed) => queryClient.setQueryData(sessionKeys.feed(), feed),
  });
}

/**
 * Every change of a session as one mutation: `run` calls the API, and the returned session is kept. The
 * screen says what happened (the reply's message) or what failed, in its own words.
 */
export function useSessionChange<V>(run: (variables: V) => Promise<{ data: SessionResult; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: ({ data }) => storeSession(queryClient, data.session),
  });
}
