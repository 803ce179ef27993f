import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/client-settings.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderClientSettings } from './client-settings-test-utils.js';

const card = () => screen.findByRole('region', { name: en.notifications.title });
const toggle = (region: HTMLElement, name: string) => within(region).getByRole('switch', { name });
const putsOf = (calls: { method: string; path: string; body: unknown }[]) => callsTo(calls, 'PUT', '/auth/me').map((call) => call.body);

describe('ClientSettingsPage: notifications', () => {
  it("shows the spec's defaults, each switch saying what it does", async () => {
    renderClientSettings();
    const notifications = await card();
    expect(toggle(notifications, en.notifications.email)).toBeChecked();
    expect(toggle(notifications, en.notifications.push)).toBeChecked();
    expect(toggle(notifications, en.notifications.weeklyReports)).toBeChecked();
    expect(toggle(notifications, en.notifications.sessionReminders)).toBeChecked();
    expect(toggle(notifications, en.notifications.goalUpdates)).toBeChecked();
    expect(toggle(notifications, en.notifications.sessionReminders)).toHaveAccessibleDescription(en.notifications.hints.sessionReminders);
    expect(toggle(notifications, en.notifications.push)).toHaveAccessibleDescription(en.notifications.hints.push);
    expect(toggle(notifications, en.notifications.weeklyReports)).toHaveAccessibleDescription(
      'A summary of your week by email every Monday morning: goals, sessions, reflections and mood. Needs email notifications on.',
    );
  });

  it('shows SMS off and disabled, saying that text messages are not set up yet', async () => {
    renderClientSettings();
    const sms = toggle(await card(), en.notifications.sms);
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription('Text messages are not set up on this platform yet.');
  });

  it('saves session reminders off at once, on its own, and says so', async () => {
    const { user, server } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.sessionReminders));

    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ preferences: { notifications: { sessionReminders: false } } }]);
    expect(toggle(notifications, en.notifications.sessionReminders)).not.toBeChecked();
    expect(toggle(notifications, en.notifications.goalUpdates)).toBeChecked();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ preferences: { notifications: { sessionReminders: false, goalUpdates: true } } });
  });

  it('turns email off in both places the account keeps it, and weekly reports in the profile', async () => {
    const { user, server } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.email));
    await waitFor(() => expect(putsOf(server.calls)).toHaveLength(1));
    await user.click(toggle(notifications, en.notifications.weeklyReports));
    await waitFor(() => expect(putsOf(server.calls)).toHaveLength(2));

    expect(putsOf(server.calls)).toEqual([
      { preferences: { notifications: { email: false } }, profile: { communicationPreferences: { emailNotifications: false } } },
      { profile: { communicationPreferences: { weeklyReports: false } } },
    ]);
    await waitFor(() => expect(toggle(notifications, en.notifications.weeklyReports)).not.toBeChecked());
    expect(toggle(notifications, en.notifications.email)).not.toBeChecked();
  });

  it('turns the switch back when the save fails, and says so in the card and in a toast', async () => {
    const { user } = renderClientSettings({
      override: (call) => (call.method === 'PUT' && call.path === '/auth/me' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.goalUpdates));

    expect(await within(notifications).findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    await waitFor(() => expect(toggle(notifications, en.notifications.goalUpdates)).toBeChecked());
  });
});
