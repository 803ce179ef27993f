import { screen, waitFor } from '@testing-library/react';
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
});
