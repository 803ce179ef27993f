import { INVITATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/invitations.js';
import { apiFail, apiOk, callsTo, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../../test/render.js';
import { InvitationPage } from './invitation-page.js';
import { INVITATION_TOKEN, invitationPreview } from './invitation-fixtures.js';
import type { InvitationPreview } from '@coaching/contract';

const client = testUser({ email: 'client@example.com' });

function renderInvitation(preview: InvitationPreview, options: { signedIn?: boolean } = {}) {
  const calls: FetchCall[] = [];
  if (options.signedIn) storeSession(client);
  stubApi((call) => {
    if (call.path === '/auth/me') return apiOk('GET /auth/me', { user: { ...client, coachId: preview.coach._id } });
    calls.push(call);
    if (call.path === `/invitations/${INVITATION_TOKEN}`) return apiOk('GET /invitations/:token', { invitation: preview });
    if (call.path === `/invitations/${preview._id}/respond`) {
      const { accept } = call.body as { accept: boolean };
      return apiOk('POST /invitations/:id/respond', null, { message: accept ? INVITATION_MESSAGES.accepted : INVITATION_MESSAGES.declined });
    }
    return apiFail(404, 'Not found', 'NOT_FOUND');
  });
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>Landing</p> },
      { path: '/client', element: <p>Client home</p> },
      { path: '/register', element: <p>Register</p> },
      { path: '/invitation', element: <InvitationPage /> },
    ],
    `/invitation?token=${INVITATION_TOKEN}`,
  );
  return { calls, router, user: userEvent.setup() };
}

const forClient = (overrides: Partial<InvitationPreview> = {}) => invitationPreview({ email: 'client@example.com', existingUser: true, ...overrides });

describe('InvitationPage', () => {
  it('lets the invited client accept, then takes them to their dashboard with the news', async () => {
    const preview = forClient();
    const { calls, router, user } = renderInvitation(preview, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Sarah Mitchell invited you to work with them' })).toBeInTheDocument();
    expect(screen.getByText(/The invitation was sent to client@example.com\. It is valid until Mar 15, 2030\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.page.accept }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(await screen.findByText(INVITATION_MESSAGES.accepted)).toBeInTheDocument();
    expect(callsTo(calls, 'POST').map((call) => [call.path, call.body])).toEqual([[`/invitations/${preview._id}/respond`, { accept: true }]]);
    // The signed-in user now has their coach (the session keeps the fresh copy).
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ coachId: preview.coach._id }));
  });

  it('declines only once the client confirms', async () => {
    const preview = forClient();
    const { calls, router, user } = renderInvitation(preview, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: en.page.decline }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation from Sarah Mitchell?' });
    expect(callsTo(calls, 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: en.received.confirmDecline }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client'));
    expect(callsTo(calls, 'POST').map((call) => call.body)).toEqual([{ accept: false }]);
  });

  it('sends a signed-out client to sign in, to come back here afterwards', async () => {
    const { router, user } = renderInvitation(forClient());
    expect(await screen.findByText('Sign in with client@example.com to accept or decline.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.accept })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.page.signIn }));
    await waitFor(() => expect(router.state.location.search).toBe('?show=login'));
    expect(sessionStorage.getItem('returnTo')).toBe(`/invitation?token=${INVITATION_TOKEN}`);
  });

  it('sends someone new to create their account through the invitation', async () => {
    renderInvitation(invitationPreview());
    expect(await screen.findByRole('link', { name: en.page.createAccount })).toHaveAttribute('href', `/register?invitation=${INVITATION_TOKEN}`);
  });

  it('says what became of an invitation that is no longer open, and offers no answer', async () => {
    renderInvitation(forClient({ status: 'revoked' }), { signedIn: true });
    expect(await screen.findByText(en.page.states.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.accept })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.page.goHome })).toHaveAttribute('href', '/client');
  });

  it('tells a client signed in with another address that the invitation is not theirs', async () => {
    renderInvitation(forClient({ email: 'someone.else@example.com' }), { signedIn: true });
    expect(await screen.findByText(/this invitation was sent to someone\.else@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.page.accept })).not.toBeInTheDocument();
  });
});
