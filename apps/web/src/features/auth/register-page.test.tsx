import { AUTH_MESSAGES, defaultProfile, VALIDATION_MESSAGES as M } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, testUser } from '../../test/render.js';
import { RegisterPage } from './register-page.js';

function renderRegister(handler: (call: FetchCall) => Response | Promise<Response> = () => apiFail(500, 'unused', 'INTERNAL_ERROR')) {
  stubApi(handler);
  const { router } = renderRoutes(
    [
      { path: '/', element: <p>Landing</p> },
      { path: '/register', element: <RegisterPage /> },
    ],
    '/register',
  );
  return { router, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillAccount(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = { Email: 'ada@example.com', Username: 'ada_l', Password: 'Secure!Pass8', 'Confirm Password': 'Secure!Pass8', ...overrides };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

async function fillPersonal(user: User) {
  await user.type(field('First Name'), 'Ada');
  await user.type(field('Last Name'), 'Lovelace');
}

async function reachRoleStep(user: User) {
  await fillAccount(user);
  await next(user);
  await fillPersonal(user);
  await next(user);
  await screen.findByRole('radiogroup');
}

describe('RegisterPage', () => {
  it('shows the three steps and starts on Account Info with the email field focused', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of ['Account Info', 'Personal Details', 'Role Setup']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(field('Email')).toHaveFocus());
  });

  it('has the same header as the sign-in page: the product\'s mark linking back to the home page, and the language', async () => {
    const { router, user } = renderRegister();
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    await user.click(within(header).getByRole('link', { name: 'Coaching Platform' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Landing')).toBeInTheDocument();
  });

  it('keeps an empty first step in place and names every missing field', async () => {
    const { user } = renderRegister();
    await next(user);
    for (const message of [M.emailRequired, M.usernameRequired, M.passwordRequired, M.confirmPasswordRequired]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('checks fields on Next rather than on leaving them, then clears a message as it is fixed', async () => {
    const { user } = renderRegister();
    await waitFor(() => expect(field('Email')).toHaveFocus());
    await user.tab();
    expect(screen.queryByText(M.emailRequired)).not.toBeInTheDocument();

    await next(user);
    expect(await screen.findByText(M.emailRequired)).toBeInTheDocument();
    await user.type(field('Email'), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText(M.emailRequired)).not.toBeInTheDocument());
    expect(screen.getByText(M.usernameRequired)).toBeInTheDocument();
  });

  it('clears the mismatch when the password is changed to match', async () => {
    const { user } = renderRegister();
    await fillAccount(user, { 'Confirm Password': 'Secure!Pass' });
    await next(user);
    expect(await screen.findByText(M.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Secure!Pass');
    await waitFor(() => expect(screen.queryByText(M.passwordsDoNotMatch)).not.toBeInTheDocument());
  });

  it.each([
    ['a bad email', { Email: 'ada@example' }, M.emailInvalid],
    ['a short username', { Username: 'ad' }, M.usernameTooShort],
    ['a username with spaces', { Username: 'ada lovelace' }, M.usernameCharacters],
    ['a short password', { Password: 'Ab1!', 'Confirm Password': 'Ab1!' }, M.passwordTooShort],
    ['a weak password', { Password: 'password1', 'Confirm Password': 'password1' }, M.passwordComplexity],
    ['a different confirmation', { 'Confirm Password': 'Secure!Pass9' }, M.passwordsDoNotMatch],
  ])('explains %s before leaving the first step', async (_case, overrides, message) => {
    const { user } = renderRegister();
    await fillAccount(user, overrides);
    await next(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
  });

  it('advances with Enter and moves focus to the first field of the next step', async () => {
    const { user } = renderRegister();
    await fillAccount(user);
    await user.type(field('Confirm Password'), '{Enter}');
    await waitFor(() => expect(field('First Name')).toHaveFocus());
  });

  it('needs a first and a last name on the second step', async () => {
    const { user } = renderRegister();
    await fillAccount(user);
    await next(user);
    await screen.findByLabelText('First Name');
    await next(user);
    expect(await screen.findByText(M.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.lastNameRequired)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('keeps what was typed when going back', async () => {
    const { user } = renderRegister();
    await fillAccount(user);
    await next(user);
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Password')).toHaveValue('Secure!Pass8');
    await next(user);
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
  });

  it('asks for a role and explains the one chosen', async () => {
    const { user } = renderRegister();
    await reachRoleStep(user);
    const roles = screen.getByRole('radiogroup', { name: 'I am joining as' });
    expect(within(roles).getByRole('radio', { name: 'Client' })).not.toBeChecked();
    expect(within(roles).getByRole('radio', { name: 'Coach' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(M.roleRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Coach' }));
    expect(screen.getByText("As a coach, you'll need to complete additional verification steps after registration.")).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    expect(screen.getByText("As a client, you'll be able to connect with verified coaches and start your journey.")).toBeInTheDocument();
    expect(screen.queryByText(M.roleRequired)).not.toBeInTheDocument();
  });

  it('creates the account without the confirmation, with the profile nested, keeps the visitor’s theme, and goes to /', async () => {
    const calls: FetchCall[] = [];
    const newCoach = testUser({ role: 'coach', profile: defaultProfile('Ada', 'Lovelace') });
    const { user, router } = renderRegister((call) => {
      calls.push(call);
      if (call.method === 'PUT') return apiOk('PUT /auth/me', { user: { ...newCoach, preferences: { ...newCoach.preferences, theme: 'auto' } } });
      return apiOk('POST /auth/register', { user: newCoach, token: 'token-1', expiresIn: 900 });
    });
    await reachRoleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Coach' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([
      {
        path: '/auth/register',
        method: 'POST',
        body: {
          email: 'ada@example.com',
          username: 'ada_l',
          password: 'Secure!Pass8',
          profile: { firstName: 'Ada', lastName: 'Lovelace' },
          role: 'coach',
        },
      },
      // The visitor never chose a theme (the page follows the system): the account keeps following it, not the default light.
      { path: '/auth/me', method: 'PUT', body: { preferences: { language: 'en', theme: 'auto' } } },
    ]);
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(await screen.findByText(AUTH_MESSAGES.welcomeToPlatform('Ada'))).toBeInTheDocument();
  });

  it('returns to the first step with the message under Email when the email is taken', async () => {
    const { user } = renderRegister(() => apiFail(409, AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN'));
    await reachRoleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('puts server field errors under their fields, profile ones on the second step', async () => {
    const { user } = renderRegister(() =>
      apiFail(400, 'Last name is required', 'VALIDATION_ERROR', [{ msg: 'Last name is required', path: 'profile.lastName' }]),
    );
    await reachRoleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
  });

  it.each([
    ['a server error', () => apiFail(500, 'Something went wrong on our side. Please try again later.', 'INTERNAL_ERROR')],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says registration failed after %s', async (_case, answer) => {
    const { user } = renderRegister(answer);
    await reachRoleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Client' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.registrationFailedRetry);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });
});
