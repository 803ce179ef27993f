import { defaultProfile } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/client-settings.js';
import notificationsEn from '../../i18n/locales/en/notifications.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { renderClientSettings } from './client-settings-test-utils.js';

const card = () => screen.findByRole('region', { name: en.notifications.title });
const toggle = (region: HTMLElement, name: string) => within(region).getByRole('switch', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Settings' });
const putsOf = (calls: { method: string; path: string; body: unknown }[]) => callsTo(calls, 'PUT', '/auth/me').map((call) => call.body);
const SMS_PLATFORM = { push: { webPush: false }, sms: { available: true } };

describe('ClientSettingsPage: notifications', () => {
  it("shows the spec's defaults, each switch saying what it does, with nothing to save yet", async () => {
    renderClientSettings();
    const notifications = await card();
    expect(toggle(notifications, en.notifications.email)).toBeChecked();
    expect(toggle(notifications, en.notifications.push)).toBeChecked();
    expect(toggle(notifications, en.notifications.weeklyReports)).toBeChecked();
    expect(toggle(notifications, en.notifications.sessionReminders)).toBeChecked();
    expect(toggle(notifications, en.notifications.goalUpdates)).toBeChecked();
    expect(toggle(notifications, en.notifications.sessionReminders)).toHaveAccessibleDescription(en.notifications.hints.sessionReminders);
    expect(toggle(notifications, en.notifications.weeklyReports)).toHaveAccessibleDescription(
      'A summary of your week by email every Monday morning: goals, sessions, reflections and mood. Needs email notifications on.',
    );
    // No Web Push on this platform: push is the bell while a tab is open, and the line says so.
    await waitFor(() =>
      expect(toggle(notifications, en.notifications.push)).toHaveAccessibleDescription(
        'Web Push is not set up on this platform: new notifications show in the bell while the app is open in a tab.',
      ),
    );
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('shows SMS off and disabled when the platform sends no text messages, saying so', async () => {
    renderClientSettings({ user: { profile: { ...defaultProfile('Jordan', 'Taylor'), phone: '+44 7700 900123' } } });
    const notifications = await card();
    await waitFor(() => expect(toggle(notifications, en.notifications.sms)).toHaveAccessibleDescription('Text messages are not set up on this platform.'));
    expect(toggle(notifications, en.notifications.sms)).not.toBeChecked();
    expect(toggle(notifications, en.notifications.sms)).toBeDisabled();
  });

  it('offers SMS when the platform texts, saying a phone number is needed and linking to the profile', async () => {
    const { user, server } = renderClientSettings({ channels: SMS_PLATFORM });
    const notifications = await card();
    const sms = toggle(notifications, en.notifications.sms);
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).toHaveAccessibleDescription(`${notificationsEn.channels.smsNeedsPhone} ${notificationsEn.channels.smsAddPhone}`);
    expect(within(notifications).getByRole('link', { name: 'Add it to your profile' })).toHaveAttribute('href', '/client/profile');

    await user.click(sms);
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ preferences: { notifications: { sms: true } }, profile: { communicationPreferences: { smsNotifications: true } } }]);
  });

  it('says which number texts go to when the profile has one in international form', async () => {
    renderClientSettings({ channels: SMS_PLATFORM, user: { profile: { ...defaultProfile('Jordan', 'Taylor'), phone: '+44 7700 900123' } } });
    const sms = toggle(await card(), en.notifications.sms);
    await waitFor(() => expect(sms).toHaveAccessibleDescription('Session bookings, changes, cancellations and reminders are texted to +447700900123.'));
  });

  it('keeps a change in the draft until Save Settings, then saves it in one PUT and says so', async () => {
    const { user, server } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.sessionReminders));
    expect(toggle(notifications, en.notifications.sessionReminders)).not.toBeChecked();
    expect(screen.getByText(en.saveBar.unsaved)).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([]);

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([{ preferences: { notifications: { sessionReminders: false } } }]);
    expect(toggle(notifications, en.notifications.sessionReminders)).not.toBeChecked();
    expect(toggle(notifications, en.notifications.goalUpdates)).toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ preferences: { notifications: { sessionReminders: false, goalUpdates: true } } });
  });

  it('saves both cards in one PUT: email in both places the account keeps it, weekly reports, and privacy', async () => {
    const { user, server } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.email));
    await user.click(toggle(notifications, en.notifications.weeklyReports));
    const privacy = await screen.findByRole('region', { name: en.privacy.title });
    await user.click(within(privacy).getByRole('switch', { name: en.privacy.visibleToOtherClients }));
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(putsOf(server.calls)).toEqual([
      {
        preferences: { notifications: { email: false } },
        profile: { communicationPreferences: { emailNotifications: false, weeklyReports: false } },
        privacy: { visibleToOtherClients: true },
      },
    ]);
    expect(server.user.privacy?.visibleToOtherClients).toBe(true);
    expect(toggle(notifications, en.notifications.email)).not.toBeChecked();
  });

  it('a switch turned back is no change: nothing to save', async () => {
    const { user } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.goalUpdates));
    expect(saveButton()).toBeEnabled();
    await user.click(toggle(notifications, en.notifications.goalUpdates));
    expect(saveButton()).toBeDisabled();
  });

  it('keeps the draft when the save fails, says so on the page and in a toast, and saves it on a second try', async () => {
    let failing = true;
    const { user, server } = renderClientSettings({
      override: (call) => (failing && call.method === 'PUT' && call.path === '/auth/me' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.goalUpdates));
    await user.click(saveButton());

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(toggle(notifications, en.notifications.goalUpdates)).not.toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(server.user.preferences.notifications.goalUpdates).toBe(true);

    failing = false;
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save settings. Please try again.')).not.toBeInTheDocument();
    expect(server.user.preferences.notifications.goalUpdates).toBe(false);
  });

  it('Discard changes puts back the saved settings', async () => {
    const { user, server } = renderClientSettings();
    const notifications = await card();
    await user.click(toggle(notifications, en.notifications.email));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(toggle(notifications, en.notifications.email)).toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(putsOf(server.calls)).toEqual([]);
  });
});
