import type {
  AccountInvitation,
  CreateAccountInvitationBody,
  Permission,
  UpdateUserBody,
  User,
  UserList,
  UserListQuery,
  VerificationDecisionBody,
} from '@coaching/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from './client.js';

/** What the user list asks for: the contract's query, every part optional (the server fills the defaults). */
export type UserListRequest = Partial<UserListQuery>;

type UserResult = { user: User };
const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;
type InvitationResult = { invitation: AccountInvitation };
const invitationPath = (id: string) => `/admin/invitations/${encodeURIComponent(id)}`;

/** The users API of the admin side (spec section 7, Users; issue 20). Writes keep the reply's message for the toast. */
export const adminUsersApi = {
  list: (query: UserListRequest, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
    return apiRequest<UserList>(`/users${params.size ? `?${params}` : ''}`, { signal });
  },
  update: (id: string, body: UpdateUserBody) => apiCall<UserResult>(userPath(id), { method: 'PUT', body }),
  deactivate: (id: string) => apiCall<UserResult>(userPath(id), { method: 'DELETE' }),
  reactivate: (id: string) => apiCall<UserResult>(`${userPath(id)}/reactivate`, { method: 'PATCH' }),
  setPermissions: (id: string, permissions: Permission[]) => apiCall<UserResult>(`${userPath(id)}/permissions`, { method: 'PATCH', body: { permissions } }),
  /** An admin's decision on a pending coach who has submitted their certifications. */
  decideVerification: (id: string, body: VerificationDecisionBody) => apiCall<UserResult>(`${userPath(id)}/verification`, { method: 'PATCH', body }),
  /** An account for someone new, of any role: they are mailed a link to choose a username and password. */
  invite: (body: CreateAccountInvitationBody) => apiCall<InvitationResult>('/admin/invitations', { method: 'POST', body }),
  /** The open invitations (pending or expired), newest first. */
  invitations: async (signal?: AbortSignal) => (await apiRequest<{ invitations: AccountInvitation[] }>('/admin/invitations', { signal })).invitations,
  resendInvitation: (id: string) => apiCall<InvitationResult>(`${invitationPath(id)}/resend`, { method: 'POST' }),
  revokeInvitation: (id: string) => apiCall<InvitationResult>(invitationPath(id), { method: 'DELETE' }),
};

export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (query: UserListRequest) => [...adminUserKeys.lists(), query] as const,
  invitations: () => [...adminUserKeys.all, 'invitations'] as const,
};

// User Management says its own words for every failure (spec section 8, Admin), so the global toast stays quiet.

/** One page of the users; the page on screen stays while the next sort, filter or page loads. */
export function useAdminUsers(query: UserListRequest) {
  return useQuery({
    queryKey: adminUserKeys.list(query),
    meta: { silent: true },
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => adminUsersApi.list(query, signal),
  });
}

/** A write that changes a user: once done, every page of the list is read again. */
function useUserWrite<V, R>(write: (variables: V) => Promise<{ data: R; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}

export const useUpdateUser = () => useUserWrite(({ id, body }: { id: string; body: UpdateUserBody }) => adminUsersApi.update(id, body));
export const useDeactivateUser = () => useUserWrite((id: string) => adminUsersApi.deactivate(id));
export const useReactivateUser = () => useUserWrite((id: string) => adminUsersApi.reactivate(id));
export const useDecideVerification = () =>
  useUserWrite(({ id, body }: { id: string; body: VerificationDecisionBody }) => adminUsersApi.decideVerification(id, body));
export const useSetPermissions = () =>
  useUserWrite(({ id, permissions }: { id: string; permissions: Permission[] }) => adminUsersApi.setPermissions(id, permissions));

/** GET /admin/invitations: those still open, for Resend and Revoke. */
export function useAccountInvitations() {
  return useQuery({ queryKey: adminUserKeys.invitations(), meta: { silent: true }, queryFn: ({ signal }) => adminUsersApi.invitations(signal) });
}

/** An invitation sent, resent or revoked: the open invitations are read again (nobody joins the users before accepting). */
function useInvitationWrite<V>(write: (variables: V) => Promise<{ data: InvitationResult; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, meta: { silent: true }, onSettled: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.invitations() }) });
}

export const useInviteUser = () => useInvitationWrite((body: CreateAccountInvitationBody) => adminUsersApi.invite(body));
export const useResendAccountInvitation = () => useInvitationWrite((id: string) => adminUsersApi.resendInvitation(id));
export const useRevokeAccountInvitation = () => useInvitationWrite((id: string) => adminUsersApi.revokeInvitation(id));
