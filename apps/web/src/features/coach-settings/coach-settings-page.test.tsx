import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '@coaching/contract';
import en from '../../i18n/locales/en/coach-settings.js';
import channelsEn from '../../i18n/locales/en/notifications.js';
import passwordEn from '../../i18n/locales/en/password-change.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeCoachUser } from '../../test/factories.js';
import { installFakeWebPush, TEST_PUSH_ENDPOINT, TEST_VAPID_PUBLIC_KEY } from '../../test/fake-web-push.js';
import { FEED_URL, renderCoachSettings } from './coach-settings-test-utils.js';

const section = (name: string) => screen.findByRole('region', { name });
const saveButton = () => screen.getByRole('button', { name: en.save });

describe('CoachSettingsPage', () => {
  it('shows the saved settings: defaults, the spec’s sliders and the calendar address with instructions', async () => {
    renderCoachSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const privacy = await section(en.privacy.title);
    expect(within(privacy).getByRole('combobox', { name: en.privacy.profileVisibility })).toHaveTextContent(en.privacy.visibility.clients_only);
    expect(within(privacy).getByRole('switch', { name: en.privacy.allowDirectMessages })).toBeChecked();

    const sessions = await section(en.sessions.title);
    const duration = await within(sessions).findByRole('slider', { name: en.sessions.defaultDuration });
    expect(duration).toHaveAttribute('aria-valuenow', '60');
    expect(duration).toHaveAttribute('min', '30');
    expect(duration).toHaveAttribute('max', '120');
    expect(duration).toHaveAttribute('step', '15');
    expect(within(sessions).getByRole('slider', { name: en.sessions.cancellationNotice })).toHaveAttribute('step', '12');
    expect(within(sessions).getByRole('switch', { name: en.sessions.requireConfirmation })).toBeChecked();
    expect(within(sessions).getByRole('switch', { name: en.sessions.autoAcceptBookings })).not.toBeChecked();

    const notifications = await section(en.notifications.title);
    expect(within(notifications).getByRole('switch', { name: en.notifications.email })).toBeChecked();
    expect(within(notifications).getByRole('switch', { name: en.notifications.sms })).not.toBeChecked();

    const calendar = await section(en.calendar.title);
    expect(await within(calendar).findByRole('textbox', { name: en.calendar.address })).toHaveValue(FEED_URL);
    expect(within(calendar).getByText(en.calendar.outlook)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows SMS off and disabled when the platform sends no texts, and push as the bell while a tab is open', async () => {
    const { user, server } = renderCoachSettings();
    const notifications = await section(en.notifications.title);
    const sms = within(notifications).getByRole('switch', { name: en.notifications.sms });
    await waitFor(() => expect(sms).toHaveAccessibleDescription(channelsEn.channels.smsUnavailable));
    expect(sms).toBeDisabled();
    expect(sms).not.toBeChecked();
    const push = within(notifications).getByRole('switch', { name: en.notifications.push });
    expect(push).toBeEnabled();
    expect(push).toBeChecked();
    expect(push).toHaveAccessibleDescription(channelsEn.channels.pushTabOnly);

    await user.click(within(notifications).getByRole('switch', { name: en.notifications.email }));
    await user.click(push);
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    // Both places the account keeps the two channels.
    expect(callsTo(server.calls, 'PUT', '/auth/me')[0]?.body).toMatchObject({
      preferences: { notifications: { email: false, push: false } },
      profile: { communicationPreferences: { emailNotifications: false, pushNotifications: false } },
    });
  });

  it('offers SMS when the platform texts, saying a phone number is needed and linking to the profile', async () => {
    const { user, server } = renderCoachSettings({ channels: { push: { webPush: false }, sms: { available: true } } });
    const notifications = await section(en.notifications.title);
    const sms = within(notifications).getByRole('switch', { name: en.notifications.sms });
    await waitFor(() => expect(sms).toBeEnabled());
    expect(within(notifications).getByText(channelsEn.channels.smsNeedsPhone)).toBeInTheDocument();
    expect(within(notifications).getByRole('link', { name: channelsEn.channels.smsAddPhone })).toHaveAttribute('href', '/coach/profile');
    await user.click(sms);
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(server.user.profile.communicationPreferences.smsNotifications).toBe(true);
    expect(server.user.preferences.notifications.sms).toBe(true);
  });

  it('subscribes this browser to Web Push when the coach turns push back on and saves', async () => {
    const browser = installFakeWebPush();
    const user = makeCoachUser({ preferences: { ...defaultPreferences(), notifications: { ...defaultPreferences().notifications, push: false } } });
    const { user: person, server } = renderCoachSettings({ user, channels: { push: { webPush: true, publicKey: TEST_VAPID_PUBLIC_KEY }, sms: { available: false } } });
    const push = within(await section(en.notifications.title)).getByRole('switch', { name: en.notifications.push });
    await person.click(push);
    await waitFor(() => expect(push).toBeChecked());
    await person.click(saveButton());
    await waitFor(() => expect(push).toHaveAccessibleDescription(channelsEn.channels.pushThisBrowser));
    expect(browser.registered).toEqual(['/sw.js']);
    expect(callsTo(server.calls, 'POST', '/notifications/push-subscriptions').map((call) => (call.body as { endpoint: string }).endpoint)).toEqual([TEST_PUSH_ENDPOINT]);
  });

  it('Discard changes puts back the saved settings', async () => {
    const { user } = renderCoachSettings();
    const ai = await section(en.ai.title);
    await user.click(within(ai).getByRole('switch', { name: en.ai.clientInsights }));
    await user.click(screen.getByRole('button', { name: en.discard }));
    expect(within(ai).getByRole('switch', { name: en.ai.clientInsights })).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('says what each AI assistance switch does', async () => {
    renderCoachSettings();
    const ai = await section(en.ai.title);
    for (const key of ['enableAISuggestions', 'autoGenerateNotes', 'conversationAnalysis', 'clientInsights', 'sessionPreparation'] as const) {
      expect(within(ai).getByRole('switch', { name: en.ai[key] })).toHaveAccessibleDescription(en.ai.hints[key]);
    }
  });

  it('saves a switch change with PUT /auth/me and says so', async () => {
    const { user, server } = renderCoachSettings();
    const ai = await section(en.ai.title);
    await user.click(within(ai).getByRole('switch', { name: en.ai.enableAISuggestions }));
    expect(screen.getByText(en.unsaved)).toBeInTheDocument();
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    const [call] = callsTo(server.calls, 'PUT', '/auth/me');
    expect(call?.body).toMatchObject({ coachSettings: { aiAssistance: { enableAISuggestions: false, autoGenerateNotes: true } } });
    expect(server.user.coachSettings?.aiAssistance.enableAISuggestions).toBe(false);
    expect(callsTo(server.calls, 'PUT', '/coach/availability')).toEqual([]);
    expect(within(ai).getByRole('switch', { name: en.ai.enableAISuggestions })).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('saves the session preferences through the schedule’s availability API', async () => {
    const { user, server } = renderCoachSettings();
    const sessions = await section(en.sessions.title);
    const duration = await within(sessions).findByRole('slider', { name: en.sessions.defaultDuration });
    duration.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(within(sessions).getByRole('switch', { name: en.sessions.allowRescheduling }));
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/coach/availability').map((call) => call.body)).toEqual([
      {
        sessionPreferences: {
          defaultDuration: 75,
          bufferTime: 15,
          maxDailyClients: 8,
          cancellationNotice: 24,
          autoAcceptBookings: false,
          requireConfirmation: true,
          allowRescheduling: false,
        },
      },
    ]);
    expect(callsTo(server.calls, 'PUT', '/auth/me')).toEqual([]);
  });

  it('says what failed when the settings cannot be saved, and keeps the change', async () => {
    const { user } = renderCoachSettings({ override: (call) => (call.method === 'PUT' && call.path === '/auth/me' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    const privacy = await section(en.privacy.title);
    await user.click(within(privacy).getByRole('switch', { name: en.privacy.showRating }));
    await user.click(saveButton());

    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update settings')).toBeInTheDocument();
    expect(within(privacy).getByRole('switch', { name: en.privacy.showRating })).not.toBeChecked();
    expect(saveButton()).toBeEnabled();
  });
});

describe('the password change card', () => {
  const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
  const submit = () => screen.getByRole('button', { name: passwordEn.submit });

  it('keeps the button disabled until all three fields are filled, and checks length and match before sending', async () => {
    const { user, server } = renderCoachSettings();
    await section(passwordEn.title);
    expect(submit()).toBeDisabled();
    await user.type(field(passwordEn.current), 'Old-pass1');
    await user.type(field(passwordEn.new), 'short');
    expect(submit()).toBeDisabled();
    await user.type(field(passwordEn.confirm), 'short');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await user.clear(field(passwordEn.new));
    await user.type(field(passwordEn.new), 'longer-one');
    await user.clear(field(passwordEn.confirm));
    await user.type(field(passwordEn.confirm), 'longer-two');
    await user.click(submit());
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/change-password')).toEqual([]);
  });

  it('changes the password, keeps this device signed in with the new token and empties the form', async () => {
    const { user, server } = renderCoachSettings();
    await section(passwordEn.title);
    await user.type(field(passwordEn.current), 'Old-pass1');
    await user.type(field(passwordEn.new), 'new-pass-1');
    await user.type(field(passwordEn.confirm), 'new-pass-1');
    await user.click(submit());

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/auth/change-password').map((call) => call.body)).toEqual([{ currentPassword: 'Old-pass1', newPassword: 'new-pass-1' }]);
    expect(localStorage.getItem('authToken')).toBe('new-access-token');
    await waitFor(() => expect(field(passwordEn.current)).toHaveValue(''));
    expect(submit()).toBeDisabled();
  });

  it('says to check the current password when the change is refused', async () => {
    const { user } = renderCoachSettings({
      override: (call) => (call.path === '/auth/change-password' ? apiFail(400, 'Current password is incorrect', 'INVALID_CURRENT_PASSWORD') : undefined),
    });
    await section(passwordEn.title);
    await user.type(field(passwordEn.current), 'Wrong-pass1');
    await user.type(field(passwordEn.new), 'new-pass-1');
    await user.type(field(passwordEn.confirm), 'new-pass-1');
    await user.click(submit());
    expect(await screen.findByText('Failed to change password. Please check your current password.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});
