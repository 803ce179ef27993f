import { SETTINGS_MESSAGES } from '@coaching/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin-settings.js';
import { apiFail, callsTo } from '../../test/fake-api.js';
import { auditQueries, makeEntry, OTHER_ADMIN_ID, renderAdminSettings } from './admin-settings-test-utils.js';

const registrationSwitch = () => screen.findByRole('switch', { name: en.registration.open });
const saveButton = () => screen.getByRole('button', { name: en.save });

describe('AdminSettingsPage: the general settings', () => {
  it('saves only the fields changed, says so in the server’s words, and shows when they last changed', async () => {
    const { server, user } = renderAdminSettings();
    expect(await registrationSwitch()).toBeChecked();
    expect(screen.getByText(en.neverChanged)).toBeInTheDocument();
    expect(screen.getByText(en.registration.openHint)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(await registrationSwitch());
    // What closing does is said beside the switch.
    expect(screen.getByText(en.registration.closedHint)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: en.mail.name });
    await user.clear(name);
    await user.type(name, 'Acme Coaching');
    await user.click(saveButton());

    expect(await screen.findByText(SETTINGS_MESSAGES.generalSaved)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT', '/admin/settings').map((call) => call.body)).toEqual([{ registrationOpen: false, mailSenderName: 'Acme Coaching' }]);
    expect(await screen.findByText(/^Last changed /)).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(await registrationSwitch()).not.toBeChecked();
  });

  it('says why the server refused a save in its words and keeps the draft', async () => {
    const { server, user } = renderAdminSettings({
      override: (call) => (call.method === 'PUT' ? apiFail(400, 'Validation failed', 'VALIDATION_ERROR', [{ msg: SETTINGS_MESSAGES.senderAddressInvalid, path: 'mailSenderAddress' }]) : undefined),
    });
    await registrationSwitch();
    const address = screen.getByRole('textbox', { name: en.mail.address });
    await user.clear(address);
    await user.type(address, 'team@acme.example');
    await user.click(saveButton());

    expect((await screen.findAllByText(SETTINGS_MESSAGES.senderAddressInvalid)).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(1);
    expect(address).toHaveValue('team@acme.example');
    expect(saveButton()).toBeEnabled();
  });

  it('checks the form with the contract’s schema before sending anything', async () => {
    const { server, user } = renderAdminSettings();
    await registrationSwitch();
    await user.clear(screen.getByRole('textbox', { name: en.mail.address }));
    await user.type(screen.getByRole('textbox', { name: en.mail.address }), 'not an address');
    await user.click(saveButton());
    expect(await screen.findByText(SETTINGS_MESSAGES.senderAddressInvalid)).toBeInTheDocument();
    expect(callsTo(server.calls, 'PUT')).toHaveLength(0);
  });

  it('shows the settings read only, saying why, to an admin without users.manage', async () => {
    const { server } = renderAdminSettings({ permissions: ['analytics.view'] });
    expect(await registrationSwitch()).toBeDisabled();
    expect(screen.getByText(en.readOnly)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: en.mail.name })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: en.region.timezone })).toBeDisabled();
    expect(screen.queryByRole('button', { name: en.save })).not.toBeInTheDocument();
    // Nor the audit log, without audit.view.
    expect(screen.getByText(en.audit.needsPermission)).toBeInTheDocument();
    expect(auditQueries(server)).toEqual([]);
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let attempts = 0;
    const { user } = renderAdminSettings({ override: (call) => (call.path === '/admin/settings' && ++attempts === 1 ? apiFail(500, 'Boom', 'INTERNAL_ERROR') : undefined) });
    expect(await screen.findByText(en.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.tryAgain }));
    expect(await registrationSwitch()).toBeChecked();
  });
});

describe('AdminSettingsPage: the audit log', () => {
  const entries = [
    makeEntry(3, { action: 'crisis_resource.saved', targetType: 'crisis_resource', targetId: 'GB:crisis_line', before: { name: 'Samaritans' }, after: { name: 'Samaritans UK' } }),
    makeEntry(2, { actor: { _id: 'a0000000-0000-4000-8000-000000000009', username: 'sam_admin', firstName: 'Sam', lastName: 'Lee', role: 'admin' }, ip: null }),
    makeEntry(1),
  ];
  const table = () => screen.findByRole('table', { name: en.audit.label });

  it('lists the newest entries first with who, what, when, target and from where, and opens the changed fields', async () => {
    const { server, user } = renderAdminSettings({ entries });
    const rows = within(await table()).getAllByRole('row');
    expect(auditQueries(server)).toEqual(['page=1&limit=10']);
    expect(within(rows[1]!).getByText('Riley Stone')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(en.audit.actions.crisis_resource.saved)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Crisis resource United Kingdom · Crisis line')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Nov 3, 2026, 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText(en.audit.unknownIp)).toBeInTheDocument();

    const show = within(rows[1]!).getByRole('button', { name: en.audit.showChanges });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const changes = await screen.findByRole('table', { name: en.audit.changes.label });
    expect(within(changes).getByRole('row', { name: 'Name Samaritans Samaritans UK' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: en.audit.hideChanges })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks the server for the action, the admin and the target chosen', async () => {
    const { server, user } = renderAdminSettings({ entries });
    await table();
    await user.click(screen.getByRole('combobox', { name: en.audit.filters.action }));
    await user.click(await screen.findByRole('option', { name: en.audit.actions.settings.updated }));
    await waitFor(() => expect(auditQueries(server).at(-1)).toBe('page=1&limit=10&action=settings.updated'));
    expect(await screen.findByText('Sam Lee')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Show only the actions of Riley Stone' })[0]!);
    await waitFor(() => expect(auditQueries(server).at(-1)).toBe(`page=1&limit=10&action=settings.updated&actorId=${OTHER_ADMIN_ID}`));
    await waitFor(() => expect(screen.queryByText('Sam Lee')).not.toBeInTheDocument());
    expect(screen.getByText('Done by Riley Stone')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: en.audit.filters.target }), 'general');
    await waitFor(() => expect(auditQueries(server).at(-1)).toBe(`page=1&limit=10&action=settings.updated&actorId=${OTHER_ADMIN_ID}&targetId=general`));
    // One request once the typing paused, none for the letters on the way.
    expect(auditQueries(server).filter((query) => query.includes('targetId'))).toHaveLength(1);

    await user.clear(screen.getByRole('searchbox', { name: en.audit.filters.target }));
    await user.type(screen.getByRole('searchbox', { name: en.audit.filters.target }), 'nothing-here');
    expect(await screen.findByText(en.audit.noMatch)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.audit.clearFilters }));
    await waitFor(() => expect(auditQueries(server).at(-1)).toBe('page=1&limit=10'));
    expect(await screen.findByText('Sam Lee')).toBeInTheDocument();
  });

  it('reads the log again after a save, whose change it now holds', async () => {
    const { server, user } = renderAdminSettings({ entries });
    await table();
    await user.click(await registrationSwitch());
    await user.click(saveButton());
    await screen.findByText(SETTINGS_MESSAGES.generalSaved);
    await waitFor(() => expect(auditQueries(server)).toHaveLength(2));
  });
});
