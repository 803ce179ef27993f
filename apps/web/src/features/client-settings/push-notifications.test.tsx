import { defaultPreferences, type NotificationChannels } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyBytes } from '../../components/notification-channels/browser-push.js';
import en from '../../i18n/locales/en/client-settings.js';
import channelsEn from '../../i18n/locales/en/notifications.js';
import { callsTo } from '../../test/fake-api.js';
import { installFakeWebPush, TEST_PUSH_ENDPOINT, TEST_VAPID_PUBLIC_KEY } from '../../test/fake-web-push.js';
import { renderClientSettings } from './client-settings-test-utils.js';

const texts = channelsEn.channels;
const WEB_PUSH: NotificationChannels = { push: { webPush: true, publicKey: TEST_VAPID_PUBLIC_KEY }, sms: { available: false } };
const pushOff = { preferences: { ...defaultPreferences(), notifications: { ...defaultPreferences().notifications, push: false } } };

const pushSwitch = async () => within(await screen.findByRole('region', { name: en.notifications.title })).getByRole('switch', { name: en.notifications.push });
const saveButton = () => screen.getByRole('button', { name: en.saveBar.save });
const putsOf = (calls: { method: string; path: string; body: unknown }[]) => callsTo(calls, 'PUT', '/auth/me').map((call) => call.body);

describe('ClientSettingsPage: push notifications with Web Push', () => {
  it('turning Push on asks the permission; Save stores it, registers the service worker, subscribes with the key and hands the subscription over', async () => {
    const browser = installFakeWebPush();
    const { user, server } = renderClientSettings({ channels: WEB_PUSH, user: pushOff });
    const push = await pushSwitch();
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushAbout));

    await user.click(push);
    expect(browser.permissionRequests).toBe(1);
    await waitFor(() => expect(push).toBeChecked());
    expect(push).toHaveAccessibleDescription(texts.pushOnSave);
    expect(browser.subscription).toBeNull();

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushThisBrowser));
    expect(putsOf(server.calls)).toEqual([{ preferences: { notifications: { push: true } }, profile: { communicationPreferences: { pushNotifications: true } } }]);
    expect(browser.registered).toEqual(['/sw.js']);
    expect(browser.subscribedWith).toEqual(keyBytes(TEST_VAPID_PUBLIC_KEY));
    expect(callsTo(server.calls, 'POST', '/notifications/push-subscriptions')).toHaveLength(1);
    expect(server.pushSubscriptions).toEqual([{ endpoint: TEST_PUSH_ENDPOINT, expirationTime: null, keys: browser.subscription?.toJSON().keys }]);
  });

  it('keeps Push off when the browser blocks notifications, and says so plainly', async () => {
    const browser = installFakeWebPush({ answer: 'denied' });
    const { user, server } = renderClientSettings({ channels: WEB_PUSH, user: pushOff });
    const push = await pushSwitch();
    await user.click(push);

    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushBlocked));
    expect(push).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
    expect(browser.subscription).toBeNull();
    expect(callsTo(server.calls, 'POST', '/notifications/push-subscriptions')).toEqual([]);
  });

  it('keeps Push off when the permission question is dismissed, and says it will be asked again', async () => {
    installFakeWebPush({ answer: 'default' });
    const { user } = renderClientSettings({ channels: WEB_PUSH, user: pushOff });
    const push = await pushSwitch();
    await user.click(push);
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushDismissed));
    expect(push).not.toBeChecked();
  });

  it('turning Push off and saving unsubscribes this browser and removes its subscription from the platform', async () => {
    const browser = installFakeWebPush({ subscribed: true });
    const { user, server } = renderClientSettings({ channels: WEB_PUSH });
    const push = await pushSwitch();
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushThisBrowser));
    // The visit hands this browser's subscription to the platform again, for this person.
    await waitFor(() => expect(server.pushSubscriptions.map((known) => known.endpoint)).toEqual([TEST_PUSH_ENDPOINT]));

    await user.click(push);
    expect(push).not.toBeChecked();
    // Not before the save.
    expect(browser.subscription).not.toBeNull();
    await user.click(saveButton());

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(server.calls, 'DELETE', '/notifications/push-subscriptions').map((call) => call.body)).toEqual([{ endpoint: TEST_PUSH_ENDPOINT }]));
    expect(browser.subscription).toBeNull();
    expect(server.pushSubscriptions).toEqual([]);
    expect(putsOf(server.calls)).toEqual([{ preferences: { notifications: { push: false } }, profile: { communicationPreferences: { pushNotifications: false } } }]);
  });

  it('Push on for the account in a browser not subscribed yet: says so, and subscribes it on request', async () => {
    const browser = installFakeWebPush({ permission: 'granted' });
    const { user, server } = renderClientSettings({ channels: WEB_PUSH });
    const push = await pushSwitch();
    await waitFor(() => expect(push).toHaveAccessibleDescription(`${texts.pushNotThisBrowser} ${texts.pushSubscribeHere}`));

    await user.click(screen.getByRole('button', { name: texts.pushSubscribeHere }));
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushThisBrowser));
    expect(browser.subscription?.endpoint).toBe(TEST_PUSH_ENDPOINT);
    expect(server.pushSubscriptions.map((known) => known.endpoint)).toEqual([TEST_PUSH_ENDPOINT]);
    // A browser's subscription, not a setting: nothing to save.
    expect(putsOf(server.calls)).toEqual([]);
    expect(saveButton()).toBeDisabled();
  });

  it('says when this browser cannot take push notifications at all', async () => {
    // jsdom, like an old browser, has no service workers and no PushManager.
    renderClientSettings({ channels: WEB_PUSH });
    const push = await pushSwitch();
    await waitFor(() => expect(push).toHaveAccessibleDescription(texts.pushUnsupported));
    expect(push).toBeEnabled();
  });
});
