import { AUTH_MESSAGES, RESET_SUCCESS_REDIRECT_MS, SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '@coaching/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFail, apiOk, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes } from '../../test/render.js';
import { ResetPasswordPage } from './reset-password-page.js';

afterEach(() => {
  vi.useRealTimers();
});

function renderReset(address: string, handler: (call: FetchCall) => Response | Promise<Response> = () => apiOk('POST /auth/reset-password', null)) {
  stubApi(handler);
  const { router } = renderRoutes(
    [
      { path: '/login', element: <p>Sign-in page</p> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
    address,
  );
  // Under fake timers (the redirect test) user-event must advance them while it waits between keys.
  const advanceTimers = (ms: number) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined);
  return { router, user: userEvent.setup({ advanceTimers }) };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), password);
  await user.type(field('Confirm Password'), confirmation);
  await user.click(submit());
}

describe('ResetPasswordPage', () => {
  it('refuses to start without a token and offers a new link', async () => {
    renderReset('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.resetTokenMissing);
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a weak password', 'password123', 'password123', M.passwordComplexity],
    ['a short password', 'Ab1!', 'Ab1!', M.passwordTooShort],
    ['a different confirmation', 'Secure!Pass8', 'Secure!Pass9', M.passwordsDoNotMatch],
  ])('explains %s without calling the server', async (_case, password, confirmation, message) => {
    const calls: FetchCall[] = [];
    const { user } = renderReset('/reset-password?token=abc', (call) => {
      calls.push(call);
      return apiOk('POST /auth/reset-password', null);
    });
    await choosePassword(user, password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('resets the password, says so, and goes to sign in after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls: FetchCall[] = [];
    const { user, router } = renderReset('/reset-password?token=abc', (call) => {
      calls.push(call);
      return apiOk('POST /auth/reset-password', null);
    });
    await choosePassword(user, 'Secure!Pass8');

    expect(await screen.findByText(SUCCESS_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/auth/reset-password', method: 'POST', body: { token: 'abc', password: 'Secure!Pass8' } }]);
    act(() => vi.advanceTimersByTime(RESET_SUCCESS_REDIRECT_MS - 1_000));
    expect(router.state.location.pathname).toBe('/reset-password');
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the token may have expired when the server rejects it, and offers a new link', async () => {
    const { user } = renderReset('/reset-password?token=old', () => apiFail(400, AUTH_MESSAGES.invalidResetToken, 'INVALID_RESET_TOKEN'));
    await choosePassword(user, 'Secure!Pass8');

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetFailed);
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it("shows the server's first validation message", async () => {
    const { user } = renderReset('/reset-password?token=abc', () =>
      apiFail(400, M.passwordComplexity, 'VALIDATION_ERROR', [{ msg: M.passwordComplexity, path: 'password' }]),
    );
    await choosePassword(user, 'Secure!Pass8');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.passwordComplexity);
  });

  it('falls back to the reset failure message when the server is down', async () => {
    const { user } = renderReset('/reset-password?token=abc', () => apiFail(503, 'The database cannot be reached', 'SERVICE_UNAVAILABLE'));
    await choosePassword(user, 'Secure!Pass8');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetFailed);
  });
});
