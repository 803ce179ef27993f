import type { AcceptAccountInvitationBody, AccountInvitationPreview, AuthResult } from '@coaching/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.js';

/** An admin's invitation to an account (issue 20), from the invited person's side: no session needed, the link's token is the proof. */
export const accountInvitationsApi = {
  preview: async (token: string, signal?: AbortSignal) =>
    (await apiRequest<{ invitation: AccountInvitationPreview }>(`/account-invitations/${encodeURIComponent(token)}`, { signal, auth: false })).invitation,
  /** Opens the account and signs in: the reply is registration's. */
  accept: (body: AcceptAccountInvitationBody) => apiRequest<AuthResult>('/account-invitations/accept', { method: 'POST', body, auth: false }),
};

/** GET /account-invitations/{token}; the page shows its own words for a failure. */
export function useAccountInvitationPreview(token: string | undefined) {
  return useQuery({
    queryKey: ['account-invitations', 'preview', token ?? ''],
    enabled: Boolean(token),
    meta: { silent: true },
    retry: false,
    queryFn: ({ signal }) => accountInvitationsApi.preview(token!, signal),
  });
}
