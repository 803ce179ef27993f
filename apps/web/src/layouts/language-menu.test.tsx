import type { User } from '@coaching/contract';
import { useTheme } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../features/landing/landing-page.js';
import { apiOk, controlledStream, stubApi, type FetchCall } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import ClientShell from './client-shell.js';

/** What MUI's own components say: the table pagination's label, set by the theme's locale. */
function MuiLocaleProbe() {
  const label = useTheme().components?.MuiTablePagination?.defaultProps?.labelRowsPerPage;
  return <output aria-label="rows per page">{typeof label === 'string' ? label : 'MUI default'}</output>;
}

function signedIn(user: User) {
  storeSession(user);
  const calls: FetchCall[] = [];
  const fetchMock = stubApi((call) => {
    calls.push(call);
    // The shell follows the user's event stream; it stays open and quiet here.
    if (call.path.startsWith('/events')) return controlledStream().response;
    if (call.path === '/conversations/unread-count') return apiOk('GET /conversations/unread-count', { unread: 0 });
    if (call.path.startsWith('/notifications')) return apiOk('GET /notifications', { notifications: [], unread: 0, pagination: { page: 1, limit: 8, total: 0 } });
    if (call.method === 'PUT') return apiOk('PUT /auth/me', { user: { ...user, preferences: { ...user.preferences, ...(call.body as { preferences: object }).preferences } } });
    return apiOk('GET /auth/me', { user });
  });
  renderRoutes([{ path: '/client', element: <ClientShell />, children: [{ index: true, element: <MuiLocaleProbe /> }] }], '/client');
  return { calls, fetchMock };
}

async function choose(language: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^(Language|Idioma|Langue|Sprache)/ }));
  await user.click(await screen.findByRole('menuitem', { name: language }));
}

describe('language switcher', () => {
  it('switches a signed-in user to German at once, MUI included, and saves the preference', async () => {
    const { calls } = signedIn(testUser());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Goals' })).toBeInTheDocument();

    await choose('Deutsch');

    const german = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(german).getByRole('link', { name: 'Meine Ziele' })).toBeInTheDocument();
    expect(screen.getByTestId('shell-role-label')).toHaveTextContent('Premium-Mitglied');
    expect(screen.getByLabelText('rows per page')).toHaveTextContent('Zeilen pro Seite:');
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/auth/me', body: { preferences: { language: 'de' } } })));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').preferences.language).toBe('de'));
  });

  it("opens in the signed-in user's saved language", async () => {
    signedIn(testUser({ preferences: { ...testUser().preferences, language: 'fr' } }));
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes objectifs' })).toBeInTheDocument();
  });

  it('lets a visitor choose on the landing page with the keyboard, remembered in this browser only', async () => {
    const fetchMock = stubApi(() => apiOk('GET /auth/me', { user: testUser() }));
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Language: English' });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Español' });
    // The menu opens on the current language; arrows move, Enter chooses.
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await screen.findByRole('button', { name: 'Acceder a la plataforma' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Funciones' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('es');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
