import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiOk, controlledStream, stubApi } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import AdminShell from './admin-shell.js';
import ClientShell from './client-shell.js';
import CoachShell from './coach-shell.js';

function withShell(Shell: () => React.JSX.Element, base: string) {
  return [
    { path: '/', element: <h1>Landing</h1> },
    { path: base, element: <Shell />, children: [{ index: true, element: <h1>Home page</h1> }] },
  ];
}

function signIn(role: 'admin' | 'coach' | 'client', firstName: string, lastName: string) {
  const user = testUser({ role, profile: { ...testUser().profile, firstName, lastName } });
  storeSession(user);
  return stubApi(({ path }) => {
    if (path === '/auth/logout') return apiOk('POST /auth/logout', null);
    // The shell follows the user's event stream; it stays open and quiet here.
    if (path.startsWith('/events')) return controlledStream().response;
    if (path === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: 0 });
    if (path.startsWith('/notifications')) return apiOk('GET /notifications', { notifications: [], unread: 0, pagination: { page: 1, limit: 8, total: 0 } });
    return apiOk('GET /auth/me', { user });
  });
}

/** A page with state of its own, to see whether a change of address kept it or started it afresh. */
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>;
}

describe('role shells', () => {
  it('starts a page afresh at a new address, but keeps one page across the addresses that share it', async () => {
    signIn('client', 'Jordan', 'Taylor');
    const user = userEvent.setup();
    const shared = { titleKey: 'clientAiCoach', page: 'ai-coaching' } as const;
    const { router } = renderRoutes(
      [
        {
          path: '/client',
          element: <ClientShell />,
          children: [
            { path: 'ai-coaching', handle: shared, element: <Counter /> },
            { path: 'ai-coaching/session/:id', handle: { ...shared, titleKey: 'clientAiSession' }, element: <Counter /> },
            { path: 'goals', handle: { titleKey: 'clientGoals' }, element: <Counter /> },
            { path: 'goals/new', handle: { titleKey: 'clientGoalNew' }, element: <Counter /> },
          ],
        },
      ],
      '/client/ai-coaching',
    );
    await user.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    await act(() => router.navigate('/client/ai-coaching/session/abc', { replace: true }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

    await act(() => router.navigate('/client/goals'));
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await act(() => router.navigate('/client/goals/new'));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  });

  it.each([
    ['admin', AdminShell, '/admin', 'Administrator', 'User Management'],
    ['coach', CoachShell, '/coach', 'Professional Coach', 'My Clients'],
    ['client', ClientShell, '/client', 'Premium Member', 'My Goals'],
  ] as const)('shows the %s name, role label and pages', async (role, Shell, base, label, page) => {
    signIn(role, 'Sam', 'Rivera');
    renderRoutes(withShell(Shell, base), base);
    expect(await screen.findByTestId('shell-role-label')).toHaveTextContent(label);
    expect(screen.getByTestId('shell-user-name')).toHaveTextContent('Sam Rivera');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: page })).toBeInTheDocument();
  });

  it('shows no made-up count on the admin conversations link: nothing is unread', async () => {
    signIn('admin', 'Morgan', 'Reyes');
    renderRoutes(withShell(AdminShell, '/admin'), '/admin');
    const link = await screen.findByRole('link', { name: /Conversations/ });
    expect(within(link).queryByText('3')).not.toBeInTheDocument();
  });

  it('remembers whether the sidebar is open', async () => {
    signIn('coach', 'Sarah', 'Mitchell');
    const user = userEvent.setup();
    const first = renderRoutes(withShell(CoachShell, '/coach'), '/coach');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebarOpen')).toBe('false');
    expect(screen.queryByTestId('shell-role-label')).not.toBeInTheDocument();
    first.unmount();

    renderRoutes(withShell(CoachShell, '/coach'), '/coach');
    expect(await screen.findByRole('button', { name: 'Open sidebar' })).toBeInTheDocument();
  });

  it('logs out through the server, clears the session and returns to sign-in', async () => {
    const fetchMock = signIn('client', 'Jordan', 'Taylor');
    const user = userEvent.setup();
    const { router } = renderRoutes(withShell(ClientShell, '/client'), '/client');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?show=login');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // A deliberate logout leaves no page to come back to after the next sign-in.
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });
});

/** A page whose heading appears only once its data has arrived. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Progress page</h1> : <p>Loading…</p>;
}

function renderClientShell(initialEntry = '/client') {
  signIn('client', 'Jordan', 'Taylor');
  const view = renderRoutes(
    [
      {
        path: '/client',
        element: <ClientShell />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'goals', element: <h1>Goals page</h1> },
          { path: 'progress', element: <SlowPage /> },
          {
            path: 'settings',
            element: (
              <>
                <h1>Settings page</h1>
                <input aria-label="Display name" autoFocus />
              </>
            ),
          },
        ],
      },
    ],
    initialEntry,
  );
  return { ...view, user: userEvent.setup() };
}

const sidebarLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

describe('keyboard and screen-reader path through the shell', () => {
  it("offers 'Skip to main content' at the first Tab, and following it puts the focus in the page", async () => {
    const { user } = renderClientShell();
    await screen.findByRole('heading', { name: 'Home page' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Home page' }));
  });

  it("leaves the focus alone on the first load, then moves it to the new page's heading after a move in the sidebar", async () => {
    const { user } = renderClientShell();
    const home = await screen.findByRole('heading', { name: 'Home page' });
    expect(home).not.toHaveFocus();
    expect(document.body).toHaveFocus();

    await user.click(sidebarLink('My Goals'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Goals page' })).toHaveFocus());
  });

  it('waits for a heading that the new page draws a moment later', async () => {
    const { user } = renderClientShell();
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(sidebarLink('Progress'));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Progress page' })).toHaveFocus());
  });

  it('keeps the focus where the new page put it', async () => {
    const { user } = renderClientShell();
    await screen.findByRole('heading', { name: 'Home page' });
    await user.click(sidebarLink('Settings'));
    await screen.findByRole('heading', { name: 'Settings page' });
    await waitFor(() => expect(screen.getByLabelText('Display name')).toHaveFocus());
  });

  it('marks the current page in the sidebar, expanded and collapsed', async () => {
    const { user } = renderClientShell('/client/goals');
    await screen.findByRole('heading', { name: 'Goals page' });
    const expectCurrent = () => {
      expect(sidebarLink('My Goals')).toHaveAttribute('aria-current', 'page');
      expect(sidebarLink('My Goals')).toHaveClass('Mui-selected');
      expect(sidebarLink('Dashboard')).not.toHaveAttribute('aria-current');
      expect(sidebarLink('Dashboard')).not.toHaveClass('Mui-selected');
    };
    expectCurrent();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.queryByTestId('shell-role-label')).not.toBeInTheDocument();
    expectCurrent();
  });
});
