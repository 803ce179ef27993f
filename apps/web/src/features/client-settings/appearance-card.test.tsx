import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from '../../components/sign-in/sign-in-form.js';
import en from '../../i18n/locales/en/client-settings.js';
import { apiFail, apiOk, callsTo, stubApi } from '../../test/fake-api.js';
import { renderRoutes, testUser } from '../../test/render.js';
import { makeCoachRead, renderClientSettings } from './client-settings-test-utils.js';

const card = () => screen.findByRole('region', { name: en.appearance.title });
const palette = () => screen.getByLabelText('palette');
const putsOf = (calls: { method: string; path: string; body: unknown }[]) => callsTo(calls, 'PUT', '/auth/me').map((call) => call.body);

async function pick(user: ReturnType<typeof renderClientSettings>['user'], region: HTMLElement, field: string, option: string) {
  await user.click(within(region).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ClientSettingsPage: appearance', () => {
  it('paints the page dark at once and keeps the theme on the account', async () => {
    const { user, server } = renderClientSettings();
    const appearance = await card();
    expect(palette()).toHaveTextContent('light');

    await pick(user, appearance, en.appearance.theme, en.appearance.themes.dark);

    expect(palette()).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ preferences: { theme: 'dark' } }]);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ preferences: { theme: 'dark' } });
  });

  it('switches the page to German at once and keeps the language on the account', async () => {
    const { user, server } = renderClientSettings();
    await pick(user, await card(), en.appearance.language, 'Deutsch');

    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Darstellung' })).toBeInTheDocument();
    expect(await screen.findByText('Einstellungen aktualisiert')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ preferences: { language: 'de' } }]);
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows times in the chosen timezone at once and keeps it on the account', async () => {
    const { user, server } = renderClientSettings({ reads: [makeCoachRead({ readAt: '2026-03-12T14:30:00.000Z' })] });
    const reads = await screen.findByRole('region', { name: en.reads.title });
    expect(await within(reads).findByText(/2:30/)).toBeInTheDocument();

    await pick(user, await card(), en.appearance.timezone, 'Asia/Tokyo');

    // 14:30 UTC is 23:30 in Tokyo.
    expect(await within(reads).findByText(/11:30/)).toBeInTheDocument();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ profile: { timezone: 'Asia/Tokyo' } }]);
    expect(within(await card()).getByRole('combobox', { name: en.appearance.timezone })).toHaveTextContent('Asia/Tokyo');
  });

  it('says so when the theme cannot be saved, and keeps it in this browser', async () => {
    const { user } = renderClientSettings({
      override: (call) => (call.method === 'PUT' && call.path === '/auth/me' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const appearance = await card();
    await pick(user, appearance, en.appearance.theme, en.appearance.themes.dark);

    expect(await within(appearance).findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(palette()).toHaveTextContent('dark');
  });

  it('follows the account from another browser: a theme and language saved there are applied here', async () => {
    const saved = testUser().preferences;
    renderClientSettings({ account: { preferences: { ...saved, theme: 'dark', language: 'fr' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(palette()).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('signing in', () => {
  it("applies the account's saved theme and language, whatever this browser had", async () => {
    localStorage.setItem('theme', 'light');
    const account = testUser({ preferences: { ...testUser().preferences, theme: 'dark', language: 'de' } });
    stubApi((call) => (call.path === '/auth/login' ? apiOk('POST /auth/login', { user: account, token: 'token-1', expiresIn: 900 }) : apiOk('GET /auth/me', { user: account })));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const first = renderRoutes([{ path: '/login', element: <SignInForm /> }], '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Client123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/client'));
    // Kept before the next page loads, so that it starts dark.
    expect(localStorage.getItem('theme')).toBe('dark');
    first.unmount();

    // The next page, as the full navigation loads it.
    renderClientSettings({ user: { preferences: account.preferences } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(palette()).toHaveTextContent('dark');
  });
});
