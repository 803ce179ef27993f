import type { User } from '@coaching/contract';
import { defaultPreferences, defaultProfile } from '@coaching/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ColorModeProvider } from '../app/color-mode.js';
import { AuthProvider } from '../auth/auth-provider.js';
import ToasterProvider from '../components/toaster-provider.js';

/** Renders routes inside the app's providers, at the given address, with AuthProvider inside the router. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  const router = createMemoryRouter([{ element: <AuthProviderOutlet />, children: routes }], { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ColorModeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      {/* The app's toaster, on screen from the start (the app loads it with the first toast). */}
      <ToasterProvider />
    </ColorModeProvider>,
  );
  return { ...view, router };
}

function AuthProviderOutlet() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

export function testUser(overrides: Partial<User> = {}): User {
  const now = new Date().toISOString();
  return {
    _id: '5b0c8d4e-2f7a-4b8e-9a51-3c2d1e0f9a8b',
    username: 'jordan_client',
    email: 'client@example.com',
    role: 'client',
    isActive: true,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: now,
    coachId: null,
    profile: defaultProfile('Jordan', 'Taylor'),
    preferences: defaultPreferences(),
    ...overrides,
  };
}

/** Puts a signed-in session in localStorage, as a previous sign-in would have. */
export function storeSession(user: User, expiresInSeconds = 900): void {
  localStorage.setItem('authToken', 'stored-access-token');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTokenExpiresAt', String(Date.now() + expiresInSeconds * 1000));
}
