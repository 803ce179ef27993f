import type { AuthSessionList, RevokeOtherSessionsResult } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** The signed-in devices of the settings page (GET /auth/sessions and signing them out). */
export const authSessionsApi = {
  list: (signal?: AbortSignal) => apiRequest<AuthSessionList>('/auth/sessions', { signal }),
  signOut: (sessionId: string) => apiRequest<null>(`/auth/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
  signOutOthers: () => apiRequest<RevokeOtherSessionsResult>('/auth/sessions/revoke-others', { method: 'POST' }),
};

export const authSessionKeys = { all: ['auth-sessions'] as const };

// The card says what failed itself, so the global toast stays quiet.
export function useAuthSessions() {
  return useQuery({ queryKey: authSessionKeys.all, queryFn: ({ signal }) => authSessionsApi.list(signal), select: (data) => data.sessions, meta: { silent: true } });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authSessionsApi.signOut,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authSessionKeys.all }),
  });
}

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authSessionsApi.signOutOthers,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authSessionKeys.all }),
  });
}
