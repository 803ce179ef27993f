import { AUTH_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiOk, stubApi, type FetchCall } from '../../test/fake-api.js';
import { renderRoutes } from '../../test/render.js';
import { LandingPage } from './landing-page.js';

// The first open loads the dialog's code and the form's (react-hook-form, zod), which can take a moment in jsdom.
const LOAD = { timeout: 5_000 };

async function openSignIn() {
  const calls: FetchCall[] = [];
  stubApi((call) => {
    calls.push(call);
    return apiOk('POST /auth/forgot-password', null);
  });
  renderRoutes([{ path: '/', element: <LandingPage /> }], '/?show=login');
  const user = userEvent.setup();
  await screen.findByRole('dialog', { name: 'Sign in' }, LOAD);
  await user.type(await screen.findByLabelText('Email', { selector: 'input' }, LOAD), 'jordan@example.com');
  return { user, calls };
}

/** Opens the forgot-password form from the sign-in dialog and returns the one dialog then on screen. */
async function forgotPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  return screen.findByRole('dialog', { name: 'Reset your password' }, LOAD);
}

describe("the landing page's sign-in dialog", () => {
  it("puts the forgot-password form in place of sign-in, not on top of it, with the email typed so far", async () => {
    const { user, calls } = await openSignIn();
    const dialog = await forgotPassword(user);

    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    // Not merely hidden from screen readers behind the new dialog: gone from the screen too.
    expect(screen.getByRole('heading', { name: 'Sign in', hidden: true })).not.toBeVisible();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('jordan@example.com');
    await waitFor(() => expect(email).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(calls.map(({ path, body }) => ({ path, body }))).toEqual([{ path: '/auth/forgot-password', body: { email: 'jordan@example.com' } }]);
  });

  it.each([
    ['Cancel', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('returns to sign-in on %s, with what was typed and the focus back on the forgot button', async (_how, leave) => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'half-remembered');
    await forgotPassword(user);

    await leave(user);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(screen.queryByRole('dialog', { name: 'Reset your password' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email', { selector: 'input' })).toHaveValue('jordan@example.com');
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveValue('half-remembered');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Forgot your password?' })).toHaveFocus());
  });

  it('returns to sign-in after the reset link was sent and the form closed', async () => {
    const { user } = await openSignIn();
    const forgot = await forgotPassword(user);
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    await user.click(await within(forgot).findByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });
});
