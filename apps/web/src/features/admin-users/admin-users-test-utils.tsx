import {
  ACCOUNT_INVITATION_MESSAGES,
  COACH_VERIFICATION_MESSAGES,
  defaultPreferences,
  defaultProfile,
  SUCCESS_MESSAGES,
  USER_ADMIN_MESSAGES,
  type AccountInvitation,
  type CoachVerification,
  type CreateAccountInvitationBody,
  type Permission,
  type Role,
  type UpdateUserBody,
  type User,
  type VerificationDecisionBody,
} from '@coaching/contract';
import { apiFail, apiOk, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderWithFakeApi } from '../../test/render-with-fake-api.js';
import { AdminUsersPage } from './admin-users-page.js';

export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';

/** A user of the list: the n-th (its id and the day it joined follow from n), with a first name and a role. */
export function makeListedUser(n: number, firstName: string, overrides: Partial<User> & { role?: Role; phone?: string } = {}): User {
  const { phone = '', ...rest } = overrides;
  const joined = new Date(Date.UTC(2026, 0, n, 9)).toISOString();
  return {
    _id: `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: `${firstName.toLowerCase()}_${n}`,
    email: `${firstName.toLowerCase()}@example.com`,
    role: 'client',
    isActive: true,
    createdAt: joined,
    updatedAt: joined,
    lastLoginAt: null,
    coachId: null,
    profile: { ...defaultProfile(firstName, 'Doe'), phone },
    preferences: defaultPreferences(),
    ...rest,
  };
}

export const makeAdmin = (overrides: Partial<User> = {}): User =>
  makeListedUser(0, 'Morgan', {
    _id: ADMIN_ID,
    role: 'admin',
    email: 'admin@example.com',
    username: 'morgan_admin',
    profile: defaultProfile('Morgan', 'Reyes'),
    permissions: ['users.manage', 'analytics.view', 'ai.configure', 'conversations.oversee', 'audit.view'],
    ...overrides,
  });

/** A coach waiting for verification, with what they submitted (none when `submitted` is false). */
export function makePendingCoach(n: number, firstName: string, submitted = true): User {
  const verification: CoachVerification = submitted
    ? { status: 'pending', certifications: [{ name: 'ICF PCC', issuer: 'International Coaching Federation', year: 2021 }], experience: 6, submittedAt: '2026-02-01T10:00:00.000Z', decidedAt: null, reason: null }
    : { status: 'pending', certifications: [], experience: null, submittedAt: null, decidedAt: null, reason: null };
  return makeListedUser(n, firstName, { role: 'coach', verification });
}

/** What the fake users API holds; `total` more than `users` holds stands for further pages. */
export type FakeUsersServer = { users: User[]; total?: number; invitations: AccountInvitation[]; calls: FetchCall[] };

type Options = { me?: User; users?: User[]; total?: number; invitations?: AccountInvitation[]; override?: (call: FetchCall) => FakeReply | undefined };

/** Signs in as the test admin, stubs the users API and renders /admin/users. */
export function renderAdminUsers(options: Options = {}) {
  const me = options.me ?? makeAdmin();
  const server: FakeUsersServer = { users: options.users ?? [me], total: options.total, invitations: options.invitations ?? [], calls: [] };
  return renderWithFakeApi({ user: me, server, handle, override: options.override, routes: [{ path: '/admin/users', element: <AdminUsersPage /> }], path: '/admin/users' });
}

/** The GET /users calls made, as their query strings. */
export const listQueries = (server: FakeUsersServer) =>
  server.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/users')).map((call) => call.path.split('?')[1] ?? '');

function handle(server: FakeUsersServer, call: FetchCall): Response {
  const [pathname = '', search = ''] = call.path.split('?');
  if (pathname === '/users' && call.method === 'GET') return list(server, new URLSearchParams(search));
  if (pathname === '/admin/invitations' && call.method === 'POST') return invite(server, call.body as CreateAccountInvitationBody);
  if (pathname.startsWith('/admin/invitations')) return invitationCall(server, call, pathname);
  const [, id = '', action] = /^\/users\/([^/]+)(?:\/(reactivate|permissions|verification))?$/.exec(pathname) ?? [];
  const found = server.users.find((user) => user._id === id);
  if (!found) return apiFail(404, USER_ADMIN_MESSAGES.userNotFound, 'NOT_FOUND');
  const save = (user: User) => {
    server.users = server.users.map((each) => (each._id === id ? user : each));
    return user;
  };
  if (call.method === 'DELETE') {
    if (id === ADMIN_ID) return apiFail(409, USER_ADMIN_MESSAGES.cannotDeactivateSelf, 'CONFLICT');
    return apiOk('DELETE /users/:id', { user: save({ ...found, isActive: false }) }, { message: SUCCESS_MESSAGES.userDeactivated });
  }
  if (action === 'reactivate') return apiOk('PATCH /users/:id/reactivate', { user: save({ ...found, isActive: true }) }, { message: SUCCESS_MESSAGES.userReactivated });
  if (action === 'permissions') {
    const { permissions } = call.body as { permissions: Permission[] };
    return apiOk('PATCH /users/:id/permissions', { user: save({ ...found, permissions }) }, { message: USER_ADMIN_MESSAGES.permissionsUpdated });
  }
  if (action === 'verification') {
    const { decision, reason } = call.body as VerificationDecisionBody;
    const verification = { ...found.verification!, status: decision === 'approve' ? 'verified' : 'declined', decidedAt: new Date().toISOString(), reason: reason ?? null } as const;
    return apiOk('PATCH /users/:id/verification', { user: save({ ...found, verification }) }, {
      message: decision === 'approve' ? COACH_VERIFICATION_MESSAGES.approved : COACH_VERIFICATION_MESSAGES.declined,
    });
  }
  if (call.method === 'PUT') {
    const body = call.body as UpdateUserBody;
    const user = save({ ...found, email: body.email ?? found.email, role: body.role ?? found.role, isActive: body.isActive ?? found.isActive, profile: { ...found.profile, ...body.profile } });
    return apiOk('PUT /users/:id', { user }, { message: SUCCESS_MESSAGES.userUpdated });
  }
  return apiFail(404, 'Not found', 'NOT_FOUND');
}

/** An open invitation, the n-th, as GET /admin/invitations lists it. */
export function makeInvitation(n: number, body: CreateAccountInvitationBody, status: 'pending' | 'expired' = 'pending'): AccountInvitation {
  const now = new Date().toISOString();
  return {
    _id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    role: body.role,
    permissions: body.permissions ?? [],
    language: body.language ?? 'en',
    status,
    invitedBy: { _id: ADMIN_ID, firstName: 'Morgan', lastName: 'Reyes' },
    expiresAt: new Date(Date.now() + (status === 'expired' ? -1 : 14) * 86_400_000).toISOString(),
    sentCount: 1,
    lastSentAt: now,
    createdAt: now,
    respondedAt: null,
    acceptedUserId: null,
  };
}

/** POST /admin/invitations as the server answers it: one pending invitation per email, none to an account's. */
function invite(server: FakeUsersServer, body: CreateAccountInvitationBody): Response {
  if (server.users.some((user) => user.email === body.email)) return apiFail(409, ACCOUNT_INVITATION_MESSAGES.emailInUse, 'CONFLICT');
  const invitation = makeInvitation(server.invitations.length + 1, body);
  server.invitations = [invitation, ...server.invitations];
  return apiOk('POST /admin/invitations', { invitation }, { message: ACCOUNT_INVITATION_MESSAGES.sent });
}

/** The open invitations, Resend (sent once more) and Revoke (no longer open). */
function invitationCall(server: FakeUsersServer, call: FetchCall, pathname: string): Response {
  if (pathname === '/admin/invitations') return apiOk('GET /admin/invitations', { invitations: server.invitations });
  const [, id = '', action] = /^\/admin\/invitations\/([^/]+)(?:\/(resend))?$/.exec(pathname) ?? [];
  const found = server.invitations.find((invitation) => invitation._id === id);
  if (!found) return apiFail(404, ACCOUNT_INVITATION_MESSAGES.notFound, 'NOT_FOUND');
  if (action === 'resend') {
    const invitation: AccountInvitation = { ...found, status: 'pending', sentCount: found.sentCount + 1 };
    server.invitations = server.invitations.map((each) => (each._id === id ? invitation : each));
    return apiOk('POST /admin/invitations/:id/resend', { invitation }, { message: ACCOUNT_INVITATION_MESSAGES.resent });
  }
  if (call.method !== 'DELETE') return apiFail(404, 'Not found', 'NOT_FOUND');
  server.invitations = server.invitations.filter((each) => each._id !== id);
  return apiOk('DELETE /admin/invitations/:id', { invitation: { ...found, status: 'revoked' } }, { message: ACCOUNT_INVITATION_MESSAGES.revoked });
}

/** GET /users as the server answers it, for the few users a test holds: filtered, then one page. */
function list(server: FakeUsersServer, query: URLSearchParams): Response {
  const page = Number(query.get('page') ?? 1);
  const limit = Number(query.get('limit') ?? 25);
  const q = query.get('q')?.toLowerCase();
  const users = server.users.filter(
    (user) =>
      (!query.get('role') || user.role === query.get('role')) &&
      (!query.get('status') || user.isActive === (query.get('status') === 'active')) &&
      (!query.get('verification') || user.verification?.status === query.get('verification')) &&
      (!q || [user.email, user.username, user.profile.firstName, user.profile.lastName].some((text) => text.toLowerCase().includes(q))),
  );
  const total = server.total ?? users.length;
  return apiOk('GET /users', { users: users.slice(0, limit), pagination: { page, limit, total, pages: Math.ceil(total / limit) } });
}
