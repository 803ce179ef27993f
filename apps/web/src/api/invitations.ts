import type { Invitation, InvitationPreview, InviteClientBody, ReceivedInvitationSchema, User } from '@coaching/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi } from './auth.js';
import { apiCall, apiRequest } from './client.js';
import { coachKeys } from './coach.js';

export type ReceivedInvitation = z.infer<typeof ReceivedInvitationSchema>;
type InvitationResult = { invitation: Invitation };
const coachPath = (id: string) => `/coach/invitations/${encodeURIComponent(id)}`;

/** Invitations (issue 18): the coach's side (invite, resend, revoke) and the invited person's (preview, answer). */
export const invitationsApi = {
  list: async (signal?: AbortSignal) => (await apiRequest<{ invitations: Invitation[] }>('/coach/invitations', { signal })).invitations,
  invite: (body: InviteClientBody) => apiCall<InvitationResult>('/coach/invitations', { method: 'POST', body }),
  resend: (id: string) => apiCall<InvitationResult>(`${coachPath(id)}/resend`, { method: 'POST' }),
  revoke: (id: string) => apiCall<InvitationResult>(coachPath(id), { method: 'DELETE' }),
  /** No session needed: the link's holder may not have an account yet. */
  preview: async (token: string, signal?: AbortSignal) =>
    (await apiRequest<{ invitation: InvitationPreview }>(`/invitations/${encodeURIComponent(token)}`, { signal, auth: false })).invitation,
  received: async (signal?: AbortSignal) => (await apiRequest<{ invitations: ReceivedInvitation[] }>('/invitations/mine', { signal })).invitations,
  respond: (id: string, accept: boolean) => apiCall<null>(`/invitations/${encodeURIComponent(id)}/respond`, { method: 'POST', body: { accept } }),
};

export const invitationKeys = {
  all: ['invitations'] as const,
  /** Under the coach's key, so whatever refreshes the coach's practice refreshes these too. */
  sent: () => [...coachKeys.all, 'invitations'] as const,
  preview: (token: string) => [...invitationKeys.all, 'preview', token] as const,
  received: () => [...invitationKeys.all, 'received'] as const,
};

/** An invitation sent, resent or revoked: the invitations and the client list (an accepted one adds a client) are read again. */
const refreshCoach = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: coachKeys.all });

// The screens show their own texts for failures, so the global toast stays quiet.

/** GET /coach/invitations: every invitation the coach sent, newest first. */
export function useSentInvitations() {
  return useQuery({ queryKey: invitationKeys.sent(), meta: { silent: true }, queryFn: ({ signal }) => invitationsApi.list(signal) });
}

export function useInviteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: InviteClientBody) => invitationsApi.invite(body), meta: { silent: true }, onSuccess: () => refreshCoach(queryClient) });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => invitationsApi.resend(id), meta: { silent: true }, onSuccess: () => refreshCoach(queryClient) });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => invitationsApi.revoke(id), meta: { silent: true }, onSuccess: () => refreshCoach(queryClient) });
}

/** GET /invitations/{token}: who invited the link's holder, and whether the invitation is still open; off without a token. */
export function useInvitationPreview(token: string | undefined) {
  return useQuery({
    queryKey: invitationKeys.preview(token ?? ''),
    enabled: Boolean(token),
    meta: { silent: true },
    queryFn: ({ signal }) => invitationsApi.preview(token!, signal),
  });
}

/** GET /invitations/mine: the invitations waiting for the signed-in client. */
export function useReceivedInvitations(enabled = true) {
  return useQuery({ queryKey: invitationKeys.received(), enabled, meta: { silent: true }, queryFn: ({ signal }) => invitationsApi.received(signal) });
}

/**
 * Accept or decline. An accepted invitation gives the client a coach, which much of their data follows:
 * everything is read again, and the reply carries the signed-in user as they now are (their coachId) for
 * the auth context; null after a decline, or when it could not be read.
 */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }): Promise<{ message?: string; user: User | null }> => {
      const reply = await invitationsApi.respond(id, accept);
      return { message: reply.message, user: accept ? await authApi.me().catch(() => null) : null };
    },
    meta: { silent: true },
    onSuccess: async (_reply, { accept }) => {
      if (accept) await queryClient.invalidateQueries();
      else await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
  });
}
