import { defaultProfile, INVITATION_MESSAGES } from '@coaching/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/invitations.js';
import { apiFail, apiOk, callsTo, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, testUser } from '../../test/render.js';
import { INVITATION_TOKEN, invitationPreview } from './invitation-fixtures.js';
import { RegisterPage } from './register-page.js';

type Reply = (call: FetchCall) => Response | undefined;

function renderRegister(preview: () => Response, register: Reply = () => undefined) {
  const calls: FetchCall[] = [];
  stubApi((call) => {
    calls.push(call);
    if (call.path === `/invitations/${INVITATION_TOKEN}`) return preview();
    return register(call) ?? apiFail(500, 'unused', 'INTERNAL_ERROR');
  });
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>Landing</p> },
      { path: '/register', element: <RegisterPage /> },
    ],
    `/register?invitation=${INVITATION_TOKEN}`,
  );
  return { calls, router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

describe('RegisterPage with an invitation', () => {
  it("names the coach, locks the invited email, skips the role and registers through the invitation", async () => {
    const client = testUser({ email: 'ada@example.com', profile: defaultProfile('Ada', 'Lovelace') });
    const { calls, router, user } = renderRegister(
      () => apiOk('GET /invitations/:token', { invitation: invitationPreview() }),
      (call) => (call.path === '/auth/register' ? apiOk('POST /auth/register', { user: client, token: 'token-1', expiresIn: 900 }) : undefined),
    );
    expect(await screen.findByText('Sarah Mitchell invited you')).toBeInTheDocument();
    const email = field('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(en.register.emailLocked)).toBeInTheDocument();
    expect(screen.queryByText('Role Setup')).not.toBeInTheDocument();

    await user.type(email, 'x');
    expect(email).toHaveValue('ada@example.com');
    await user.type(field('Username'), 'ada_l');
    await user.type(field('Password'), 'Secure!Pass8');
    await user.type(field('Confirm Password'), 'Secure!Pass8');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('First Name', { selector: 'input' }), 'Ada');
    await user.type(field('Last Name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo(calls, 'POST', '/auth/register').map((call) => call.body)).toEqual([
      {
        email: 'ada@example.com',
        username: 'ada_l',
        password: 'Secure!Pass8',
        profile: { firstName: 'Ada', lastName: 'Lovelace' },
        role: 'client',
        invitationToken: INVITATION_TOKEN,
      },
    ]);
  });

  it("shows the server's refusal when the invitation stopped being valid meanwhile", async () => {
    const { user } = renderRegister(
      () => apiOk('GET /invitations/:token', { invitation: invitationPreview() }),
      (call) => (call.path === '/auth/register' ? apiFail(409, INVITATION_MESSAGES.noLongerValid, 'CONFLICT') : undefined),
    );
    await screen.findByText('Sarah Mitchell invited you');
    await user.type(field('Username'), 'ada_l');
    await user.type(field('Password'), 'Secure!Pass8');
    await user.type(field('Confirm Password'), 'Secure!Pass8');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('First Name', { selector: 'input' }), 'Ada');
    await user.type(field('Last Name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(INVITATION_MESSAGES.noLongerValid)).toBeInTheDocument();
  });

  it.each([
    ['expired', () => apiOk('GET /invitations/:token', { invitation: invitationPreview({ status: 'expired' }) }), en.page.states.expired],
    ['unknown', () => apiFail(404, INVITATION_MESSAGES.notFound, 'NOT_FOUND'), en.register.notFound],
  ])('says an %s invitation cannot be used, and lets the person register without it', async (_case, preview, message) => {
    const { user } = renderRegister(preview);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${message} ${en.register.unusable}`);
    const email = field('Email');
    expect(email).not.toHaveAttribute('readonly');
    await user.type(email, 'someone@example.com');
    expect(email).toHaveValue('someone@example.com');
    expect(screen.getByText('Role Setup')).toBeInTheDocument();
  });
});
