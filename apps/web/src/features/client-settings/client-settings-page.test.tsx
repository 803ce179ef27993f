import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/client-settings.js';
import passwordEn from '../../i18n/locales/en/password-change.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { CONVERSATION_ID, makeCoachRead, renderClientSettings } from './client-settings-test-utils.js';

const section = (name: string) => screen.findByRole('region', { name });
const sharingSwitch = (within_: HTMLElement) => within(within_).getByRole('switch', { name: 'Share my progress with my coach' });
const saveButton = () => screen.getByRole('button', { name: en.saveBar.save });
const failedPut = (call: { method: string; path: string }) => call.method === 'PUT' && call.path === '/auth/me';

describe('ClientSettingsPage: privacy', () => {
  it('shows the saved privacy settings and says what sharing with the coach means', async () => {
    renderClientSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const privacy = await section(en.privacy.title);
    const sharing = sharingSwitch(privacy);
    expect(sharing).toBeChecked();
    expect(sharing).toHaveAccessibleDescription(`${en.privacy.sharingOn} ${en.privacy.safetyAlerts}`);
    expect(within(privacy).getByRole('switch', { name: en.privacy.allowDataAnalytics })).toBeChecked();
    expect(within(privacy).getByRole('switch', { name: en.privacy.visibleToOtherClients })).not.toBeChecked();
    expect(await section(passwordEn.title)).toBeInTheDocument();
  });

  it('saves sharing off with Save Settings, says so, and explains that the coach now sees summaries only', async () => {
    const { user, server } = renderClientSettings();
    const privacy = await section(en.privacy.title);
    await user.click(sharingSwitch(privacy));
    // The line follows the draft at once.
    expect(within(privacy).getByText(en.privacy.sharingOff)).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/me').map((call) => call.body)).toEqual([{ privacy: { shareProgressWithCoach: false } }]);
    expect(sharingSwitch(privacy)).not.toBeChecked();
    expect(within(privacy).getByText(en.privacy.safetyAlerts)).toBeInTheDocument();
    // The saved user is the app's user now: it survives a reload of the page.
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ privacy: { shareProgressWithCoach: false } });
  });

  it('keeps the change while the save is on its way and after it failed, and says so', async () => {
    let fail!: () => void;
    const { user, server } = renderClientSettings({
      override: (call) => (failedPut(call) ? new Promise((resolve) => (fail = () => resolve(apiFail(500, 'Boom', 'INTERNAL_ERROR')))) : undefined),
    });
    const privacy = await section(en.privacy.title);
    await user.click(sharingSwitch(privacy));
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(server.calls, 'PUT', '/auth/me')).toHaveLength(1));
    expect(sharingSwitch(privacy)).not.toBeChecked();
    fail();

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(sharingSwitch(privacy)).not.toBeChecked();
    expect(within(privacy).getByText(en.privacy.sharingOff)).toBeInTheDocument();
    expect(server.user.privacy?.shareProgressWithCoach).toBe(true);
    expect(saveButton()).toBeEnabled();
  });

  it('saves the other switches together, in one PUT', async () => {
    const { user, server } = renderClientSettings();
    const privacy = await section(en.privacy.title);
    await user.click(within(privacy).getByRole('switch', { name: en.privacy.visibleToOtherClients }));
    await user.click(within(privacy).getByRole('switch', { name: en.privacy.allowDataAnalytics }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/me').map((call) => call.body)).toEqual([{ privacy: { visibleToOtherClients: true, allowDataAnalytics: false } }]);
    expect(within(privacy).getByRole('switch', { name: en.privacy.visibleToOtherClients })).toBeChecked();
    expect(sharingSwitch(privacy)).toBeChecked();
  });
});

describe('ClientSettingsPage: who read my AI conversations', () => {
  it('lists a read by the coach: name, role, a link to the conversation, read or downloaded, and when', async () => {
    renderClientSettings({ reads: [makeCoachRead(), makeCoachRead({ _id: '00000000-0000-4000-8000-001800000003', kind: 'export' })] });
    const card = await section(en.reads.title);
    const table = await within(card).findByRole('table', { name: en.reads.title });
    const [, read, download] = within(table).getAllByRole('row');

    expect(within(read!).getByRole('rowheader')).toHaveTextContent('Sarah Mitchell');
    expect(within(read!).getByText(en.reads.roles.coach)).toBeInTheDocument();
    expect(within(read!).getByRole('link', { name: 'Career crossroads' })).toHaveAttribute('href', `/client/ai-coaching/session/${CONVERSATION_ID}`);
    expect(within(read!).getByText(en.reads.kinds.transcript)).toBeInTheDocument();
    expect(within(read!).getByText(/2026/)).toHaveAttribute('datetime', '2026-03-12T14:30:00.000Z');
    expect(within(download!).getByText(en.reads.kinds.export)).toBeInTheDocument();
    expect(within(card).queryByText(en.reads.empty)).not.toBeInTheDocument();
  });

  it('says when nobody has read the conversations', async () => {
    renderClientSettings();
    const card = await section(en.reads.title);
    expect(await within(card).findByText('Nobody has read your AI conversations')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on Try again', async () => {
    let failing = true;
    const { user, server } = renderClientSettings({
      reads: [makeCoachRead()],
      override: (call) => (failing && call.path === '/ai-coaching/transcript-reads' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const card = await section(en.reads.title);
    expect(await within(card).findByText(en.reads.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(within(card).getByRole('button', { name: en.reads.tryAgain }));
    expect(await within(card).findByRole('link', { name: 'Career crossroads' })).toBeInTheDocument();
    expect(callsTo(server.calls, 'GET', '/ai-coaching/transcript-reads')).toHaveLength(2);
  });
});
