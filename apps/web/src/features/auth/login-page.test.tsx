import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.js';
import { LoginPage } from './login-page.js';

describe('LoginPage', () => {
  it('offers sign-in with the email focused, and a way to create an account', async () => {
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email', { selector: 'input' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it("has the product's header: its mark linking back to the home page, and the language", async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Home</h1> },
        { path: '/login', element: <LoginPage /> },
      ],
      '/login',
    );
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    await userEvent.setup().click(within(header).getByRole('link', { name: 'Coaching Platform' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
