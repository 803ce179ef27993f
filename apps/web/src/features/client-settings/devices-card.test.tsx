import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureId } from '../../test/factories.js';
import en from '../../i18n/locales/en/client-settings.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { makeDevice, renderClientSettings, SAFARI_ON_IPHONE } from './client-settings-test-utils.js';

const PHONE_ID = fixtureId(4, 19);
const TABLET_ID = fixtureId(5, 19);
const phone = () => makeDevice({ _id: PHONE_ID, userAgent: SAFARI_ON_IPHONE, ipAddress: '198.51.100.23', current: false, lastUsedAt: new Date(Date.now() - 3 * 86_400_000).toISOString() });
const unknown = () => makeDevice({ _id: TABLET_ID, userAgent: null, ipAddress: null, current: false });

const card = () => screen.findByRole('region', { name: en.devices.title });
const rows = async () => within(await within(await card()).findByRole('list', { name: en.devices.title })).getAllByRole('listitem');

describe('ClientSettingsPage: signed-in devices', () => {
  it('lists each device by browser and system, with address and times, this one marked', async () => {
    renderClientSettings({ devices: [makeDevice(), phone(), unknown()] });
    const [laptop, iphone, other] = await rows();

    expect(laptop).toHaveTextContent('Firefox on Linux');
    expect(within(laptop!).getByText(en.devices.thisDevice)).toBeInTheDocument();
    expect(laptop).toHaveTextContent(/203\.0\.113\.7 · signed in Mar 10, 2026.* · last active 2 minutes ago/);
    expect(iphone).toHaveTextContent('Safari on iOS');
    expect(iphone).toHaveTextContent('last active 3 days ago');
    expect(within(iphone!).queryByText(en.devices.thisDevice)).not.toBeInTheDocument();
    expect(other).toHaveTextContent(`${en.devices.unknownDevice}${en.devices.unknownAddress}`);
    // Each row's button says which device it signs out.
    expect(within(iphone!).getByRole('button', { name: en.devices.signOut })).toHaveAccessibleDescription('Safari on iOS');
  });

  it('signs another device out on its own, says so, and lists the rest', async () => {
    const { user, server } = renderClientSettings({ devices: [makeDevice(), phone()] });
    const [, iphone] = await rows();
    await user.click(within(iphone!).getByRole('button', { name: en.devices.signOut }));

    expect(await screen.findByText('Safari on iOS is signed out')).toBeInTheDocument();
    expect(callsTo(server.calls, 'DELETE', `/auth/sessions/${PHONE_ID}`)).toHaveLength(1);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(callsTo(server.calls, 'POST', '/auth/logout')).toEqual([]);
  });

  it('signs this device out as Logout does', async () => {
    const { user, server } = renderClientSettings({ devices: [makeDevice(), phone()] });
    const [laptop] = await rows();
    await user.click(within(laptop!).getByRole('button', { name: en.devices.signOut }));

    await waitFor(() => expect(callsTo(server.calls, 'POST', '/auth/logout')).toHaveLength(1));
    expect(callsTo(server.calls, 'DELETE', `/auth/sessions/${makeDevice()._id}`)).toEqual([]);
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
  });

  it('asks before signing out everywhere else, and Cancel signs nobody out', async () => {
    const { user, server } = renderClientSettings({ devices: [makeDevice(), phone(), unknown()] });
    await rows();
    await user.click(screen.getByRole('button', { name: en.devices.signOutEverywhereElse }));

    const dialog = await screen.findByRole('dialog', { name: en.devices.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(en.devices.confirmText);
    await user.click(within(dialog).getByRole('button', { name: en.devices.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(server.calls, 'POST', '/auth/sessions/revoke-others')).toEqual([]);

    await user.click(screen.getByRole('button', { name: en.devices.signOutEverywhereElse }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.devices.signOutEverywhereElse }));

    expect(await screen.findByText('2 other devices are signed out')).toBeInTheDocument();
    expect(callsTo(server.calls, 'POST', '/auth/sessions/revoke-others')).toHaveLength(1);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(within(await card()).getByText(en.devices.onlyThisDevice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.devices.signOutEverywhereElse })).toBeDisabled();
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });

  it('says when a device could not be signed out, and keeps it listed', async () => {
    const { user } = renderClientSettings({
      devices: [makeDevice(), phone()],
      override: (call) => (call.method === 'DELETE' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const [, iphone] = await rows();
    await user.click(within(iphone!).getByRole('button', { name: en.devices.signOut }));
    expect(await screen.findByText(en.devices.signOutFailed)).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
  });

  it('says when the devices cannot be loaded, and loads them again on Try again', async () => {
    let failing = true;
    const { user } = renderClientSettings({
      override: (call) => (failing && call.path === '/auth/sessions' ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined),
    });
    const region = await card();
    expect(await within(region).findByText(en.devices.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(within(region).getByRole('button', { name: en.devices.tryAgain }));
    expect(await rows()).toHaveLength(1);
  });

  it('lists the devices again after a password change, which signs the others out', async () => {
    const { user, server } = renderClientSettings({ devices: [makeDevice(), phone()] });
    expect(await rows()).toHaveLength(2);
    server.devices = server.devices.filter((device) => device.current);
    const password = await screen.findByRole('region', { name: 'Change Password' });
    await user.type(within(password).getByLabelText('Current password', { selector: 'input' }), 'Old!Pass1');
    await user.type(within(password).getByLabelText('New password', { selector: 'input' }), 'New!Pass22');
    await user.type(within(password).getByLabelText('Confirm new password', { selector: 'input' }), 'New!Pass22');
    await user.click(within(password).getByRole('button', { name: 'Change Password' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });
});
