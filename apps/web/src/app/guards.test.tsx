import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFail, apiOk, stubApi } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import { DashboardRedirect, PublicOnly, RequireRole } from './guards.js';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const routes = [
  { element: <PublicOnly />, children: [{ path: '/', element: <Page name="Landing" /> }, { path: '/login', element: <Page name="Login" /> }] },
  { path: '/dashboard', element: <DashboardRedirect /> },
  { path: '/admin', element: <RequireRole roles={['admin']} />, children: [{ index: true, element: <Page name="Admin home" /> }] },
  { path: '/coach', element: <RequireRole roles={['coach']} />, children: [{ index: true, element: <Page name="Coach home" /> }] },
  {
    path: '/client',
    element: <RequireRole roles={['client']} />,
    children: [
      { index: true, element: <Page name="Client home" /> },
      { path: 'goals', element: <Page name="Client goals" /> },
    ],
  },
];

function signedInAs(role: 'admin' | 'coach' | 'client') {
  const user = testUser({ role });
  storeSession(user);
  stubApi(() => apiOk('GET /auth/me', { user }));
}

describe('route guards', () => {
  it('sends a visitor of a protected page to sign-in and remembers where they were going', async () => {
    const { router } = renderRoutes(routes, '/client/goals?tab=active');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?show=login');
    expect(sessionStorage.getItem('returnTo')).toBe('/client/goals?tab=active');
  });

  it('sends a user of the wrong role to their own home', async () => {
    signedInAs('client');
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin home'],
    ['coach', 'Coach home'],
    ['client', 'Client home'],
  ] as const)('redirects a signed-in %s away from the visitors-only pages', async (role, home) => {
    signedInAs(role);
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: home })).toBeInTheDocument();
  });

  it('sends /dashboard to the role home, or to sign-in for a visitor', async () => {
    signedInAs('coach');
    const signedIn = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Coach home' })).toBeInTheDocument();
    signedIn.unmount();
    localStorage.clear();

    const visitor = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(visitor.router.state.location.search).toBe('?show=login');
  });

  it('signs out quietly when the stored session is no longer valid', async () => {
    storeSession(testUser({ role: 'client' }));
    stubApi(() => apiFail(401, 'Session expired. Please log in again.', 'UNAUTHORIZED'));
    renderRoutes(routes, '/client');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
