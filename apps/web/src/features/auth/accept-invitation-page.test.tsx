import { ACCOUNT_INVITATION_MESSAGES, defaultProfile, type AccountInvitationPreview } from '@coaching/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicOnly } from '../../app/guards.js';
import en from '../../i18n/locales/en/account-invitation.js';
import { apiFail, apiOk, callsTo, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, testUser } from '../../test/render.js';
import { AcceptInvitationPage } from './accept-invitation-page.js';

const TOKEN = 'acc_tok_123';

function preview(overrides: Partial<AccountInvitationPreview> = {}): AccountInvitationPreview {
  return {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    role: 'coach',
    status: 'pending',
    expiresAt: '2030-03-15T10:00:00.000Z',
    invitedBy: { firstName: 'Alex', lastName: 'Admin' },
    ...overrides,
  };
}

function renderPage(reply: (call: FetchCall) => Response | undefined) {
  const calls: FetchCall[] = [];
  stubApi((call) => {
    calls.push(call);
    return reply(call) ?? apiFail(404, 'Not found', 'NOT_FOUND');
  });
  const { router } = renderRoutes(
    [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', element: <p>Landing</p> },
          { path: '/accept-invitation', element: <AcceptInvitationPage /> },
        ],
      },
      { path: '/coach', element: <p>Coach home</p> },
    ],
    `/accept-invitation?token=${TOKEN}`,
  );
  return { calls, router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('AcceptInvitationPage', () => {
  it('shows who invited whom to which role, then opens the account, signs in and lands on the role home', async () => {
    const coach = testUser({ role: 'coach', email: 'grace@example.com', profile: defaultProfile('Grace', 'Hopper') });
    const { calls, router, user } = renderPage((call) => {
      if (call.path === `/account-invitations/${TOKEN}`) return apiOk('GET /account-invitations/:token', { invitation: preview() });
      if (call.path === '/account-invitations/accept') return apiOk('POST /account-invitations/accept', { user: coach, token: 'token-1', expiresIn: 900 });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Alex Admin invited you to join as a coach' })).toBeInTheDocument();
    expect(screen.getByText(/Your account: Grace Hopper, grace@example\.com\. The invitation is valid until Mar 15, 2030\./)).toBeInTheDocument();
    expect(field(en.email)).toHaveValue('grace@example.com');

    await user.type(field(en.username), 'grace_h');
    await user.type(field(en.password), 'Secure!Pass8');
    await user.type(field(en.confirmPassword), 'Secure!Pass8');
    await user.click(screen.getByRole('button', { name: en.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/coach'));
    expect(callsTo(calls, 'POST').map((call) => call.body)).toEqual([{ token: TOKEN, username: 'grace_h', password: 'Secure!Pass8' }]);
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(await screen.findByText('Welcome to the platform, Grace!')).toBeInTheDocument();
  });

  it("checks the username and passwords with the contract's rules before asking the server", async () => {
    const { calls, user } = renderPage((call) =>
      call.path === `/account-invitations/${TOKEN}` ? apiOk('GET /account-invitations/:token', { invitation: preview() }) : undefined,
    );
    await user.type(await screen.findByLabelText(en.password, { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() => expect(field(en.username)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(en.password)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(en.username), 'grace_h');
    await user.type(field(en.password), '!Secure8');
    await user.type(field(en.confirmPassword), 'other');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(calls, 'POST')).toHaveLength(0);
  });

  it("says an expired invitation has expired, offers no form, and shows the way back to the landing page", async () => {
    renderPage((call) =>
      call.path === `/account-invitations/${TOKEN}` ? apiOk('GET /account-invitations/:token', { invitation: preview({ status: 'expired' }) }) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_INVITATION_MESSAGES.expired);
    expect(screen.queryByRole('button', { name: en.submit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.goHome })).toHaveAttribute('href', '/');
  });

  it("gives the server's refusal when the link is unknown", async () => {
    renderPage(() => apiFail(404, ACCOUNT_INVITATION_MESSAGES.notFound, 'NOT_FOUND'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_INVITATION_MESSAGES.notFound);
  });

  it('shows the refusal of an invitation that ran out while the form was open', async () => {
    const { user } = renderPage((call) => {
      if (call.path === `/account-invitations/${TOKEN}`) return apiOk('GET /account-invitations/:token', { invitation: preview() });
      if (call.path === '/account-invitations/accept') return apiFail(409, ACCOUNT_INVITATION_MESSAGES.expired, 'CONFLICT');
      return undefined;
    });
    await user.type(await screen.findByLabelText(en.username, { selector: 'input' }), 'grace_h');
    await user.type(field(en.password), 'Secure!Pass8');
    await user.type(field(en.confirmPassword), 'Secure!Pass8');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_INVITATION_MESSAGES.expired);
  });
});
