import { useTheme } from '@mui/material';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiOk, callsTo, stubApi, type FetchCall } from '../test/fake-api.js';
import { renderRoutes, storeSession, testUser } from '../test/render.js';
import { ThemeMenu } from './theme-menu.js';

function PaletteMode() {
  return <output aria-label="palette">{useTheme().palette.mode}</output>;
}

function renderMenu() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <ThemeMenu />
          <PaletteMode />
        </>
      ),
    },
  ]);
}

async function choose(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Choose theme' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('theme choice', () => {
  it('follows the system when nothing is saved, and remembers a choice', async () => {
    const fetchMock = stubApi(() => apiOk('GET /auth/me', { user: testUser() }));
    const first = renderMenu();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');

    await choose('Dark');
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    renderMenu();
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    await choose('System');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');
    // A visitor's choice stays in this browser.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in user's choice on their account", async () => {
    const signedIn = testUser();
    const calls: FetchCall[] = [];
    stubApi((call) => {
      calls.push(call);
      if (call.method === 'PUT') return apiOk('PUT /auth/me', { user: { ...signedIn, preferences: { ...signedIn.preferences, theme: 'dark' } } });
      return apiOk('GET /auth/me', { user: signedIn });
    });
    storeSession(signedIn);
    renderMenu();
    await waitFor(() => expect(callsTo(calls, 'GET', '/auth/me')).toHaveLength(1));

    await choose('Dark');
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    await waitFor(() => expect(callsTo(calls, 'PUT', '/auth/me').map((call) => call.body)).toEqual([{ preferences: { theme: 'dark' } }]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}').preferences.theme).toBe('dark'));
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
  });
});
