import { AUTH_MESSAGES, VALIDATION_MESSAGES as M } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiFail, apiOk, stubApi, type FakeReply, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes, testUser } from '../../test/render.js';
import { SignInForm } from './sign-in-form.js';

function renderSignIn(answer: (call: FetchCall) => FakeReply = () => apiFail(500, 'unused', 'INTERNAL_ERROR')) {
  const calls: Pick<FetchCall, 'path' | 'body'>[] = [];
  stubApi((call) => {
    calls.push({ path: call.path, body: call.body });
    return answer(call);
  });
  // jsdom cannot navigate; the form's success is a full page load to this address.
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  renderRoutes([{ path: '/login', element: <SignInForm /> }], '/login');
  return { user: userEvent.setup(), calls, assign };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'jordan@example.com', password = 'Client123!') {
  await user.type(await screen.findByLabelText('Email', { selector: 'input' }), email);
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

const signedIn = (role: 'admin' | 'coach' | 'client') =>
  apiOk('POST /auth/login', { user: testUser({ role }), token: 'token-1', expiresIn: 900 });

describe('SignInForm', () => {
  it('asks for both fields when submitted empty', async () => {
    const { user, calls } = renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(M.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(M.passwordRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('rejects a malformed email', async () => {
    const { user } = renderSignIn();
    await signIn(user, 'jordan@example');
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'secret');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it("shows the server's reason for a refused sign-in", async () => {
    const { user } = renderSignIn(() =>
      apiFail(401, AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS'),
    );
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('says sign-in failed when the network is down', async () => {
    const { user } = renderSignIn(() => Promise.reject(new TypeError('Failed to fetch')));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailedRetry);
  });

  it('stores the session and loads the home of the role', async () => {
    const { user, calls, assign } = renderSignIn(() => signedIn('coach'));
    await signIn(user, 'sarah@example.com', 'Coach123!');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/coach'));
    expect(calls).toEqual([{ path: '/auth/login', body: { email: 'sarah@example.com', password: 'Coach123!' } }]);
    expect(localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ role: 'coach' });
    // The welcome toast waits in sessionStorage for the page the browser is about to load.
    expect(JSON.parse(sessionStorage.getItem('flash') ?? '{}')).toEqual({ variant: 'success', message: AUTH_MESSAGES.welcomeBack('Jordan') });
  });

  it('returns to the remembered page when it belongs to the role', async () => {
    sessionStorage.setItem('returnTo', '/client/goals?tab=active');
    const client = renderSignIn(() => signedIn('client'));
    await signIn(client.user);
    await waitFor(() => expect(client.assign).toHaveBeenCalledWith('/client/goals?tab=active'));
  });

  it('ignores a remembered page of another role', async () => {
    sessionStorage.setItem('returnTo', '/admin/users');
    const { user, assign } = renderSignIn(() => signedIn('client'));
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/client'));
  });

  it('asks for a reset link from the forgot-password dialog', async () => {
    const { user, calls } = renderSignIn(() => apiOk('POST /auth/forgot-password', null));
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(AUTH_MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/auth/forgot-password', body: { email: 'jordan@example.com' } }]);
  });

  it('starts the forgot-password dialog with the email typed so far, and afresh each time it opens', async () => {
    const { user } = renderSignIn();
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = () => within(dialog).getByLabelText('Email', { selector: 'input' });
    expect(email()).toHaveValue('jordan@example.com');
    await user.type(email(), '.uk');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(email()).toHaveValue('jordan@example.com');
  });
});
