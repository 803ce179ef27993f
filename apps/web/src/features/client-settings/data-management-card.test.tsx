import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store.js';
import en from '../../i18n/locales/en/client-settings.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderClientSettings, TEST_PASSWORD } from './client-settings-test-utils.js';

const card = () => screen.findByRole('region', { name: en.data.title });

describe('Data Management', () => {
  let saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:export-${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks before exporting, then saves the server’s dated JSON file and says so', async () => {
    const { user, server } = renderClientSettings();
    await user.click(within(await card()).getByRole('button', { name: en.data.export }));
    const dialog = await screen.findByRole('dialog', { name: en.data.exportTitle });
    expect(callsTo(server.calls, 'GET', '/auth/me/export')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: en.data.exportConfirm }));
    expect(await screen.findByText('Data exported successfully')).toBeInTheDocument();
    expect(saved.map((file) => file.name)).toEqual(['coaching-data-2026-03-14.json']);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({ format: 'coaching-platform-export', account: { email: server.user.email } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the export failed in the spec’s words, and saves nothing', async () => {
    const { user } = renderClientSettings({ override: (call) => (call.path === '/auth/me/export' ? apiFail(503, 'Service unavailable', 'SERVICE_UNAVAILABLE') : undefined) });
    await user.click(within(await card()).getByRole('button', { name: en.data.export }));
    const dialog = await screen.findByRole('dialog', { name: en.data.exportTitle });
    await user.click(within(dialog).getByRole('button', { name: en.data.exportConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to export data');
    expect(saved).toEqual([]);
  });

  it('Cancel leaves the account as it is', async () => {
    const { user, server } = renderClientSettings();
    await user.click(within(await card()).getByRole('button', { name: en.data.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.data.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: en.data.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'DELETE', '/auth/me')).toHaveLength(0);
  });

  it('asks for the password, refuses a wrong one in the server’s words, and keeps the client signed in', async () => {
    const { user, server } = renderClientSettings();
    await user.click(within(await card()).getByRole('button', { name: en.data.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.data.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: en.data.deleteConfirm }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE', '/auth/me')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(en.data.password), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: en.data.deleteConfirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(server.deleted).toBe(false);
    expect(sessionStore.read()).toBeDefined();
  });

  it('deletes the account with the password, forgets the session and loads the landing page, which says so', async () => {
    // jsdom cannot navigate; the deletion's end is a full page load of the landing page.
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user, server } = renderClientSettings();
    await user.click(within(await card()).getByRole('button', { name: en.data.delete }));
    const dialog = await screen.findByRole('dialog', { name: en.data.deleteTitle });
    await user.type(within(dialog).getByLabelText(en.data.password), `${TEST_PASSWORD}{Enter}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(server.deleted).toBe(true);
    expect(callsTo(server.calls, 'DELETE', '/auth/me').map((call) => call.body)).toEqual([{ password: TEST_PASSWORD }]);
    expect(sessionStore.read()).toBeUndefined();
    // The landing page shows what the flash holds: 'Account deleted successfully'.
    expect(JSON.parse(sessionStorage.getItem('flash') ?? '{}')).toEqual({ variant: 'success', message: 'Account deleted successfully' });
  });
});
